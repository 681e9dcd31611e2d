import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useStores, VisuallyHidden } from 'shared-sdk';
import { useDismiss } from '../../hooks/use-dismiss';
import { CLOSED, type SuggestionKeys, type SuggestionsProps } from './suggestions-props';
import { SuggestionList } from './suggestion-list';
import { suggestionOptions, type SuggestionOption } from './suggestion-options';
import { useSuggestions, type FetchSuggestions } from './use-suggestions';

/**
 * The search field's suggestions (the WAI-ARIA combobox with a listbox popup): they open when an
 * answer for the settled term arrives while the field has focus; ArrowDown and ArrowUp walk the
 * options (focus stays in the field), Enter opens the active one (with none, the form searches),
 * Escape, a press outside or leaving the box closes them. Loaded on first use (lazy-suggestions.ts).
 */
export const SearchSuggestions = observer(function SearchSuggestions(props: SuggestionsProps) {
  const { api, settings } = useStores();
  const intl = useIntl();
  const fetchSuggestions = useCallback<FetchSuggestions>((term, signal) => api.catalog.getSearchSuggestions(term, signal), [api]);
  const answer = useSuggestions(props.term, fetchSuggestions);
  const options = answer ? suggestionOptions(answer.suggestions, props.listboxId, settings.multiVendor) : [];
  const popup = usePopup(props, answer, options);

  return (
    <>
      {popup.expanded && (
        <SuggestionList
          id={props.listboxId}
          label={intl.formatMessage({ id: 'shell.search.suggestions', defaultMessage: 'Suggestions' })}
          options={options}
          activeId={popup.activeId}
          inline={props.inline}
          onFollow={popup.follow}
        />
      )}
      <VisuallyHidden role="status">
        {answer && (
          <FormattedMessage
            id="shell.search.count"
            defaultMessage="{count, plural, =0 {No suggestions} one {# suggestion} other {# suggestions}}"
            values={{ count: options.length }}
          />
        )}
      </VisuallyHidden>
    </>
  );
});

interface Popup {
  expanded: boolean;
  activeId: string | undefined;
  follow: () => void;
}

/** Open or closed, the active option, the field's keys, and what the field's attributes say. */
function usePopup(props: SuggestionsProps, answer: unknown, options: readonly SuggestionOption[]): Popup {
  const { rootRef, onStateChange } = props;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  const follow = () => {
    close();
    props.onFollow();
  };

  useOpenOnAnswer(props, answer, setOpen, close);
  useEffect(() => setActive(-1), [props.term]);
  useDismiss(rootRef, open, close);
  useReopenOnFocus(props, setOpen, close);

  const expanded = open && options.length > 0;
  const activeId = expanded ? options[active]?.id : undefined;
  // Before paint: the field's aria-expanded and aria-activedescendant change with the list.
  useLayoutEffect(() => onStateChange({ expanded, activeId }), [expanded, activeId, onStateChange]);
  useLayoutEffect(() => () => onStateChange(CLOSED), [onStateChange]);

  useFieldKeys(props.keysRef, (event) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined && options.length > 0) {
      setOpen(true);
      setActive((current) => step(current, move, options.length));
    } else if (event.key === 'Enter' && activeId !== undefined) {
      navigate(options[active]!.href);
      follow();
    } else if (event.key === 'Escape' && expanded) {
      // Only the suggestions close: not the field's text (a search field clears on Escape), nor a dialog.
      event.stopPropagation();
      close();
    } else {
      return;
    }
    event.preventDefault();
  });

  return { expanded, activeId, follow };
}

/**
 * A new answer shows itself to a shopper who typed and is still in the field. Not after a search
 * or a navigation: an answer arriving then would cover the page they asked for.
 */
function useOpenOnAnswer(props: SuggestionsProps, answer: unknown, setOpen: (open: boolean) => void, close: () => void): void {
  const { inputRef, rootRef, term } = props;
  const { key: visit } = useLocation();
  const typed = useRef(false);
  // Before the next one: mounted by the first keys typed, the suggestions count them as typed.
  useEffect(() => {
    const settle = () => {
      typed.current = false;
      close();
    };
    settle();
    const root = rootRef.current;
    root?.addEventListener('submit', settle);
    return () => root?.removeEventListener('submit', settle);
  }, [visit, rootRef, close]);
  useEffect(() => {
    typed.current = true;
  }, [term]);
  useEffect(() => {
    setOpen(typed.current && document.activeElement === inputRef.current);
  }, [answer, inputRef, setOpen]);
}

/** The next option ArrowDown (+1) or ArrowUp (-1) makes active, round the ends; from none, the first or last. */
function step(current: number, move: number, count: number): number {
  if (current < 0) return move > 0 ? 0 : count - 1;
  return (current + move + count) % count;
}

/** Hands the field the handler of the last committed render (which sees that render's options). */
function useFieldKeys(keysRef: SuggestionsProps['keysRef'], onKey: SuggestionKeys): void {
  useEffect(() => {
    keysRef.current = onKey;
  });
  useEffect(
    () => () => {
      keysRef.current = null;
    },
    [keysRef],
  );
}

/** Coming back to the field shows its suggestions again; leaving the box (Tab) closes them. */
function useReopenOnFocus({ inputRef, rootRef }: SuggestionsProps, setOpen: (open: boolean) => void, close: () => void): void {
  useEffect(() => {
    const input = inputRef.current;
    const root = rootRef.current;
    if (!input || !root) return undefined;
    const reopen = () => setOpen(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) close();
    };
    input.addEventListener('focus', reopen);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      input.removeEventListener('focus', reopen);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [inputRef, rootRef, setOpen, close]);
}
