import { useCallback, useState, type ComponentType } from 'react';
import type { SuggestionsProps } from './suggestions-props';

let loading: Promise<ComponentType<SuggestionsProps>> | undefined;

/** The suggestions' code, fetched once; a failed fetch may be tried again. */
function loadSuggestions(): Promise<ComponentType<SuggestionsProps>> {
  loading ??= import('./search-suggestions').then(
    (module) => module.SearchSuggestions,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The suggestions component once its code is here, and `load` to ask for it. Their code (the
 * listbox, its keys and requests) stays out of the first load: the header asks for it when the
 * shopper first focuses or types in the box, well before the two characters and the debounce a
 * first request waits for.
 */
export function useLazySuggestions(): { Suggestions: ComponentType<SuggestionsProps> | null; load: () => void } {
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const load = useCallback(() => {
    if (Suggestions) return;
    // A component is a function: wrap it, or React takes it for a state updater.
    loadSuggestions().then(
      (component) => setSuggestions(() => component),
      () => undefined,
    );
  }, [Suggestions]);
  return { Suggestions, load };
}
