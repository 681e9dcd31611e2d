import { useCallback, useState, type ComponentType, type KeyboardEvent, type RefObject } from 'react';

/** What the search field's combobox attributes say; the suggestions report it on every change. */
export interface ComboboxState {
  expanded: boolean;
  /** The id of the active option (aria-activedescendant), when one is. */
  activeId: string | undefined;
}

export const CLOSED: ComboboxState = { expanded: false, activeId: undefined };

/** A key pressed in the search field; the suggestions prevent its default when they use it. */
export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => void;

export interface SuggestionsProps {
  /** What the field holds. */
  term: string;
  listboxId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The search box with its suggestions: a press outside it closes them. */
  rootRef: RefObject<HTMLElement | null>;
  /** Where the suggestions take the field's keys (set by them, called by the field). */
  keysRef: { current: SuggestionKeys | null };
  onStateChange: (state: ComboboxState) => void;
  /** A suggestion was followed (a dialog around the box closes). */
  onFollow: () => void;
  /** In flow (the phone's search dialog) rather than a dropdown over the page. */
  inline: boolean;
}

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
    loadSuggestions().then((component) => setSuggestions(() => component), () => undefined);
  }, [Suggestions]);
  return { Suggestions, load };
}
