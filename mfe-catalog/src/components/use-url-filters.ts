import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-sdk';
import { PRODUCT_LIST_PARAMS, parseFilters, serializeFilters, updateFilters, type ProductFilters } from '../data/product-query';

export interface UrlFilters {
  filters: ProductFilters;
  /** Changes some filters (a changed filter goes back to page 1) and pushes the new URL. */
  update: (change: Partial<ProductFilters>, options?: { replace?: boolean }) => void;
  /** Goes to a page of the list (ProductResults' onPageChange); `replace` when the page was clamped. */
  goToPage: (page: number, replace?: boolean) => void;
}

const FILTER_PARAMS = new Set<string>([...PRODUCT_LIST_PARAMS, 'page']);

/**
 * A product list's filters live in the query string, so a copied link reproduces the page and Back
 * undoes a filter. Other parameters of the URL are kept.
 */
export function useUrlFilters(): UrlFilters {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (change: Partial<ProductFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = serializeFilters(updateFilters(parseFilters(current), change));
          // Keep parameters this list does not own.
          for (const [name, value] of current) if (!FILTER_PARAMS.has(name)) next.append(name, value);
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  const goToPage = useCallback((page: number, replace?: boolean) => update({ page }, { replace }), [update]);
  return { filters, update, goToPage };
}
