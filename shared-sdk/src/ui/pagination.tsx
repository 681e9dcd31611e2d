import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_BUTTONS,
  clampPage,
  lastPage,
  pageButtons,
  paginationLocale,
  resolvePageClick,
} from '../pagination/pagination';
import { isPlainClick } from '../routes/plain-click';
import { flexRow } from './flex-css';

export interface PaginationProps {
  /** The current page (1-based); clamped to 1..last before it is shown. */
  page: number;
  /** Items in the whole list (the API's `total`). */
  total: number;
  pageSize?: number;
  /** Called with the page to go to; never for the current page or while disabled. */
  onPageChange: (page: number) => void;
  /** While the next page loads: clicks are ignored. */
  disabled?: boolean;
  /**
   * The URL of a page, when the page is in the URL (usePageParam): the buttons are then links, so
   * they work before the page is interactive and without JavaScript; a plain click still goes
   * through `onPageChange`.
   */
  hrefFor?: (page: number) => string;
}

const PAGINATION_NUMBER_LOCALE = { en: 'en', ar: 'ar', ir: 'fa' } as const;

/**
 * Pagination (docs/product.md#limits): 10 items a page, 5 page buttons around the current one, Previous and Next;
 * clicks on the current page or while disabled are ignored. Renders nothing for a single page.
 */
export function Pagination({ page, total, pageSize = DEFAULT_PAGE_SIZE, onPageChange, disabled = false, hrefFor }: PaginationProps) {
  const intl = useIntl();
  const last = lastPage(total, pageSize);
  if (last <= 1) return null;
  const current = clampPage(page, total, pageSize);
  const go = (target: number) => {
    const next = resolvePageClick(target, current, total, pageSize, disabled);
    if (next !== null) onPageChange(next);
  };
  /** A link's plain click stays in the page; a modified one (new tab) is the browser's. */
  const follow = (target: number) => (event: MouseEvent<HTMLElement>) => {
    if (!hrefFor || !isPlainClick(event)) return;
    event.preventDefault();
    go(target);
  };
  /** A button, or with `hrefFor` a link; the current page and the ends are never links. */
  const control = (target: number, enabled: boolean) =>
    hrefFor && enabled
      ? { as: 'a' as const, href: hrefFor(target), onClick: follow(target) }
      : { type: 'button' as const, onClick: () => go(target) };
  // Page numbers in the digits of en, ar or ir (Persian); other locales count in en.
  const digits = new Intl.NumberFormat(PAGINATION_NUMBER_LOCALE[paginationLocale(intl.locale)], { useGrouping: false });
  const number = (n: number) => digits.format(n);
  return (
    <Nav aria-label={intl.formatMessage({ id: 'pagination.label', defaultMessage: 'Pagination' })}>
      <List>
        <li>
          <PageButton
            {...control(current - 1, current > 1)}
            disabled={current === 1}
            aria-disabled={disabled || undefined}
            aria-label={intl.formatMessage({ id: 'pagination.previous', defaultMessage: 'Previous page' })}
          >
            <Arrow aria-hidden="true">‹</Arrow>
          </PageButton>
        </li>
        {pageButtons(current, total, pageSize, PAGE_BUTTONS).map((n) => (
          <li key={n}>
            <PageButton
              {...control(n, n !== current)}
              $current={n === current}
              aria-current={n === current ? 'page' : undefined}
              aria-disabled={disabled || undefined}
              aria-label={intl.formatMessage({ id: 'pagination.page', defaultMessage: 'Page {page}' }, { page: number(n) })}
            >
              {number(n)}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton
            {...control(current + 1, current < last)}
            disabled={current === last}
            aria-disabled={disabled || undefined}
            aria-label={intl.formatMessage({ id: 'pagination.next', defaultMessage: 'Next page' })}
          >
            <Arrow aria-hidden="true">›</Arrow>
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-block: 24px;
`;

const List = styled.ul`
  ${flexRow('6px', { wrap: true })}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-inline-size: 40px;
  block-size: 40px;
  text-decoration: none;
  padding-inline: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }

  &[aria-disabled='true'] {
    cursor: progress;
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
      color: #ffffff;
      cursor: default;

      &:hover:not(:disabled) {
        color: #ffffff;
      }
    `}
`;

/** The arrows point the reading direction's way: mirrored in right-to-left pages. */
const Arrow = styled.span`
  display: inline-block;
  font-size: 1.4rem;
  line-height: 1;
  ${({ theme }) => theme.direction === 'rtl' && 'transform: scaleX(-1);'}
`;
