/** Page numbers and sizes of every list; their query schema is `paginationQuery` (schemas/fields.ts). */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
/** Far beyond any real list; keeps OFFSET (and the numbers in SQL) small. */
export const MAX_PAGE = 100_000;

export interface Page {
  page: number;
  per_page: number;
}

/** LIMIT and OFFSET of a page. */
export function limitOffset({ page, per_page }: Page): { limit: number; offset: number } {
  return { limit: per_page, offset: (page - 1) * per_page };
}
