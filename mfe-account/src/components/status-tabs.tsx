import { useEffect, type FocusEvent, type ReactNode } from 'react';
import { VisuallyHidden, Link, type To, useIntl, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { revealInScroller, useScrollEdges } from './use-scroll-edges';

/** How far the fades reach in from a scrolling strip's ends; a tab brought into view stays clear of them. */
const FADE_PX = 32;

export interface StatusTab {
  key: string;
  label: ReactNode;
  /** Left out until the list's first answer. */
  count?: number;
  to: To;
  current: boolean;
}

export interface StatusTabsProps {
  /** The navigation's name ('Order status'). */
  label: string;
  tabs: StatusTab[];
  /** What a screen reader hears after a tab's label: '(3 orders)'. */
  countText: (count: number) => string;
}

/**
 * A list's status filter (orders, tickets): links, since the choice lives in the URL, the current
 * one marked with aria-current, each with its count. On a desktop every tab shows whole (a second
 * row if a language's words need it). On a phone and a tablet they scroll sideways rather than wrap
 * into a wall of pills: an end that hides tabs fades out, following the scroll position in either
 * direction, and the current tab, and any tab the keyboard reaches, is scrolled clear of the fades.
 */
export function StatusTabs({ label, tabs, countText }: StatusTabsProps) {
  const intl = useIntl();
  const { ref, edges } = useScrollEdges<HTMLElement>();
  const current = tabs.find((tab) => tab.current)?.key;
  useEffect(() => {
    const tab = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (ref.current && tab) revealInScroller(ref.current, tab, FADE_PX);
  }, [ref, current]);
  const reveal = (event: FocusEvent<HTMLElement>) => {
    if (ref.current && event.target !== ref.current) revealInScroller(ref.current, event.target, FADE_PX);
  };
  return (
    <Nav ref={ref} aria-label={label} onFocus={reveal} data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
      <List>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Tab to={tab.to} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
              {tab.count !== undefined && (
                <>
                  <Count aria-hidden="true">{intl.formatNumber(tab.count)}</Count>
                  <VisuallyHidden> {countText(tab.count)}</VisuallyHidden>
                </>
              )}
            </Tab>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  /* The containing block of the tabs' visually hidden counts: without it they escape the scroll box and widen the page. */
  position: relative;
  margin-block-end: 16px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: thin;
  /* Towards the inline end: a gradient has no logical direction of its own. */
  --towards-end: to right;

  [dir='rtl'] & {
    --towards-end: to left;
  }

  /* An end that hides tabs fades out (the mask follows the scroll position: the hook sets these). */
  &[data-more-start] {
    --fade-start: ${FADE_PX}px;
  }

  &[data-more-end] {
    --fade-end: ${FADE_PX}px;
  }

  &[data-more-start],
  &[data-more-end] {
    mask-image: linear-gradient(
      var(--towards-end),
      transparent,
      #000 var(--fade-start, 0px),
      #000 calc(100% - var(--fade-end, 0px)),
      transparent
    );
  }
`;

const List = styled.ul`
  ${flexRow('4px')}
  margin: 0;
  padding: 0;
  list-style: none;

  /*
   * A desktop's column holds every tab (All to Cancelled, with counts) on one row in English; a
   * language with longer words takes a second row rather than cut one ('Cance…').
   */
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    flex-wrap: wrap;
    gap: 4px 0;
  }
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-block: 10px;
  padding-inline: 12px;
  border-block-end: 3px solid transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    padding-inline: 8px;
    font-size: 0.9375rem;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: -2px;
  }

  &[aria-current='page'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }
`;

const Count = styled.span`
  min-inline-size: 1.5rem;
  padding-inline: 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  line-height: 1.4rem;
  text-align: center;

  [aria-current='page'] > & {
    border-color: ${({ theme }) => theme.colors.primaryScale[200]};
    background: ${({ theme }) => theme.colors.primaryScale[50]};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }
`;
