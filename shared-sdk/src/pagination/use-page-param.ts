import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, clampPage } from './pagination';

/** A positive whole number from the URL (an id, a page), else null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/**
 * The `page` query parameter of a paged list (so a link reproduces the page), and a setter that
 * keeps the URL's other parameters.
 */
export function usePageParam(): [number, (page: number, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const goTo = useCallback(
    (next: number, replace = false) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next > 1) out.set('page', String(next));
          else out.delete('page');
          return out;
        },
        { replace },
      ),
    [setParams],
  );
  return [page, goTo];
}

/** Once the total is known, a page past the end becomes the last page (the URL is replaced). */
export function useClampedPage(
  ready: boolean,
  page: number,
  total: number,
  goTo: (page: number, replace?: boolean) => void,
  pageSize = DEFAULT_PAGE_SIZE,
): void {
  useEffect(() => {
    if (!ready) return;
    const clamped = clampPage(page, total, pageSize);
    if (clamped !== page) goTo(clamped, true);
  }, [ready, page, total, pageSize, goTo]);
}
