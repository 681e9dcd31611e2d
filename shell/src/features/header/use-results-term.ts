import { linkTo, useLocation } from 'shared-sdk';

/**
 * The search term the current page lists: `?search=` on the products route, '' anywhere else.
 * The header's box shows it, so it clears once the shopper leaves the results and shows the term
 * of a results URL opened directly (on the server too: it needs no store and no effect).
 */
export function useResultsTerm(): { onResults: boolean; term: string } {
  const { pathname, search } = useLocation();
  const onResults = pathname === linkTo('products');
  return { onResults, term: onResults ? (new URLSearchParams(search).get('search') ?? '').trim() : '' };
}
