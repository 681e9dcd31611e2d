import { useEffect, useRef, useState } from 'react';
import type { SearchSuggestions } from 'shared-sdk';

/** The API suggests from two characters on (a shorter term is refused). */
export const MIN_SUGGEST_LENGTH = 2;
/** How long typing must pause before a term counts as settled. */
export const SUGGEST_DELAY_MS = 200;
/** Terms answered in this box, for going back a character without asking again. */
const KEPT_ANSWERS = 20;

export type FetchSuggestions = (term: string, signal: AbortSignal) => Promise<SearchSuggestions>;

export interface SuggestionAnswer {
  term: string;
  suggestions: SearchSuggestions;
}

/**
 * The suggestions for `text` once typing settles: one request per settled term (trimmed, two
 * characters or more), the previous one cancelled, and an answer for an older term never shown.
 * While the next term waits, the last answer stays (the list does not flicker as the shopper
 * types); it is null once the term is too short. A failed request shows nothing: the search itself still works.
 */
export function useSuggestions(text: string, fetchSuggestions: FetchSuggestions): SuggestionAnswer | null {
  const term = text.trim();
  const [answer, setAnswer] = useState<SuggestionAnswer | null>(null);
  const kept = useRef(new Map<string, SearchSuggestions>());

  useEffect(() => {
    if (term.length < MIN_SUGGEST_LENGTH) {
      setAnswer(null);
      return undefined;
    }
    const known = kept.current.get(term);
    if (known) {
      setAnswer({ term, suggestions: known });
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(term, controller.signal).then(
        (suggestions) => {
          if (controller.signal.aborted) return;
          keep(kept.current, term, suggestions);
          setAnswer({ term, suggestions });
        },
        () => undefined,
      );
    }, SUGGEST_DELAY_MS);
    // A newer term (or leaving) cancels the wait and the request, and so its answer.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, fetchSuggestions]);

  return answer;
}

function keep(answers: Map<string, SearchSuggestions>, term: string, suggestions: SearchSuggestions): void {
  answers.set(term, suggestions);
  const oldest = answers.keys().next().value;
  if (answers.size > KEPT_ANSWERS && oldest !== undefined) answers.delete(oldest);
}
