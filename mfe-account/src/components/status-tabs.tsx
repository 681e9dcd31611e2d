import type { ReactNode } from 'react';
import { VisuallyHidden, Link, type To, useIntl } from 'shared-sdk';
import styled from 'styled-components';

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
 * one marked with aria-current, each with its count. They scroll sideways on a phone rather than
 * wrap into a wall of pills.
 */
export function StatusTabs({ label, tabs, countText }: StatusTabsProps) {
  const intl = useIntl();
  return (
    <Nav aria-label={label}>
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
`;

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
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
