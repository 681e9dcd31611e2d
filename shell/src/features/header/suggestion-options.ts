import { linkTo, type SearchSuggestion, type SearchSuggestions } from 'shared-sdk';

export type SuggestionKind = 'products' | 'shops' | 'categories';

/** One option of the listbox: where it leads, and its id for aria-activedescendant. */
export interface SuggestionOption {
  kind: SuggestionKind;
  item: SearchSuggestion;
  href: string;
  id: string;
}

/** The groups in the order they are shown. */
export const SUGGESTION_KINDS: readonly SuggestionKind[] = ['products', 'shops', 'categories'];

/** The page each kind of suggestion opens (the API gives categories no slug: the id fills it). */
function hrefOf(kind: SuggestionKind, id: number): string {
  if (kind === 'products') return linkTo('productDetails', { id });
  if (kind === 'shops') return linkTo('shopDetails', { id });
  return linkTo('categoryProducts', { slug: id });
}

/**
 * The options in display order, for the arrow keys to walk. Shops are left out in single-vendor
 * mode, where the storefront shows no shops.
 */
export function suggestionOptions(suggestions: SearchSuggestions, listboxId: string, withShops: boolean): SuggestionOption[] {
  return SUGGESTION_KINDS.filter((kind) => withShops || kind !== 'shops').flatMap((kind) =>
    suggestions[kind].map((item) => ({ kind, item, href: hrefOf(kind, item.id), id: `${listboxId}-${kind}-${item.id}` })),
  );
}
