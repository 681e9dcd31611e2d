import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from '../routes/navigation';
import { DEFAULT_PAGE_SIZE, clampPage } from './pagination';

/** A positive whole number from the URL (an id, a page), else null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/**
 * The URL of a page of the list this URL shows, carrying the list's own parameters (`kept`, e.g. its
 * filters, when not empty) and no others: Pagination's links, which work before the page is
 * interactive and without JavaScript. Others (a campaign's `utm_source`) and empty ones (a form sent
 * with a field left blank) are left out, as the server renders without them.
 */
export function usePageHref(kept: readonly string[] = []): (page: number) => string {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return useCallback(
    (target: number) => {
      const out = new URLSearchParams([...params].filter(([name, value]) => kept.includes(name) && value !== ''));
      if (target > 1) out.set('page', String(target));
      else out.delete('page');
      const query = out.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname, kept],
  );
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

/**
 * How a paged list of static cards hydrates (PageMeta.hydrate): as islands, unless the URL names a
 * page past the end, which the browser changes to the last one (useClampedPage) and so needs its code.
 */
export function listHydration(page: number, total: number, pageSize = DEFAULT_PAGE_SIZE): 'islands' | 'whole' {
  return clampPage(page, total, pageSize) === page ? 'islands' : 'whole';
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
