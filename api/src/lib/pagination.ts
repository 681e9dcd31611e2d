import { z } from 'zod';

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
/** Far beyond any real list; keeps OFFSET (and the numbers in SQL) small. */
export const MAX_PAGE = 100_000;

/** A query-string integer: '' counts as absent (forms send empty inputs), digits only. */
const queryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

/**
 * `page` and `per_page` of every list (docs/api.md#conventions). Missing values get the
 * defaults; the original server returned every row instead, ours never does.
 */
export const paginationQuery = z.object({
  page: queryInt(1, MAX_PAGE, 1),
  per_page: queryInt(1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
});

export interface Page {
  page: number;
  per_page: number;
}

/** LIMIT and OFFSET of a page. */
export function limitOffset({ page, per_page }: Page): { limit: number; offset: number } {
  return { limit: per_page, offset: (page - 1) * per_page };
}
