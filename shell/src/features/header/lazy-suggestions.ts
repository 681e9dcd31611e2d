import { lazyComponent, useLazyComponent } from '../../hooks/use-lazy-component';
import type { SuggestionsProps } from './suggestions-props';

const suggestions = lazyComponent<SuggestionsProps>(() => import('./search-suggestions').then((module) => module.SearchSuggestions));

/**
 * The suggestions component once its code is here, and `load` to ask for it. Their code (the
 * listbox, its keys and requests) stays out of the first load: the header asks for it when the
 * shopper first focuses or types in the box, well before the two characters and the debounce a
 * first request waits for.
 */
export function useLazySuggestions() {
  const { Component: Suggestions, load } = useLazyComponent(suggestions);
  return { Suggestions, load };
}
