/** Pagination (docs/product.md#limits): 10 items a page, 5 page buttons, current page clamped to 1..last. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_BUTTONS = 5;

export function lastPage(totalItems: number, pageSize = DEFAULT_PAGE_SIZE): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / pageSize));
}

export function clampPage(page: number, totalItems: number, pageSize = DEFAULT_PAGE_SIZE): number {
  const last = lastPage(totalItems, pageSize);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

/** The window of page numbers to show as buttons, centred on the current page where possible. */
export function pageButtons(currentPage: number, totalItems: number, pageSize = DEFAULT_PAGE_SIZE, buttons = PAGE_BUTTONS): number[] {
  const last = lastPage(totalItems, pageSize);
  const current = clampPage(currentPage, totalItems, pageSize);
  const count = Math.min(buttons, last);
  let start = current - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, last - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * Resolves a click: returns the page to go to, or null when the click must be ignored (the current
 * page, or a disabled control).
 */
export function resolvePageClick(
  target: number,
  currentPage: number,
  totalItems: number,
  pageSize = DEFAULT_PAGE_SIZE,
  disabled = false,
): number | null {
  if (disabled) return null;
  const next = clampPage(target, totalItems, pageSize);
  return next === clampPage(currentPage, totalItems, pageSize) ? null : next;
}

/** The locales the paginator knows. Others fall back to en. */
export const PAGINATION_LOCALES = ['en', 'ar', 'ir'] as const;
export function paginationLocale(locale: string): (typeof PAGINATION_LOCALES)[number] {
  return (PAGINATION_LOCALES as readonly string[]).includes(locale) ? (locale as (typeof PAGINATION_LOCALES)[number]) : 'en';
}
