import type { KeyboardEvent, RefObject } from 'react';

// What the search field and its lazily loaded suggestions (search-suggestions.tsx) agree on; apart
// from lazy-suggestions.ts, which loads the suggestions, so that they do not import their loader.

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
