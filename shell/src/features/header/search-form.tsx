import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Icon, linkTo, useLocation, useNavigate, useStores, VisuallyHidden } from 'shared-sdk';
import styled from 'styled-components';
import { useLazySuggestions } from './lazy-suggestions';
import { CLOSED, type ComboboxState, type SuggestionKeys } from './suggestions-props';
import { useResultsTerm } from './use-results-term';

interface SearchFormProps {
  /** Called after a search or a followed suggestion (the phone's dialog closes). */
  onSearched?: () => void;
  autoFocus?: boolean;
  /** Suggestions in flow below the box (in a dialog) rather than over the page. */
  inlineSuggestions?: boolean;
}

/**
 * The product search: Enter or the button stores the term (settings.search, which the products page
 * reads) and goes to the products route with `?search=`. The field is a combobox: from two
 * characters it suggests products, shops and categories (search-suggestions.tsx, loaded on first use).
 */
export const SearchForm = observer(function SearchForm({ onSearched, autoFocus = false, inlineSuggestions = false }: SearchFormProps) {
  const { settings } = useStores();
  const navigate = useNavigate();
  const intl = useIntl();
  const inputId = useId();
  const listboxId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const keysRef = useRef<SuggestionKeys | null>(null);
  const [combobox, setCombobox] = useState<ComboboxState>(CLOSED);
  const { Suggestions, load } = useLazySuggestions();
  const term = useFollowedTerm();
  const label = intl.formatMessage({ id: 'header.searchPlaceholder', defaultMessage: 'Search products' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field holds: words typed before the page hydrated are there, not yet in `term`.
    const value = String(new FormData(event.currentTarget).get('search') ?? term.value);
    settings.setSearch(value);
    navigate(linkTo('products', {}, { search: value.trim() }));
    onSearched?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    keysRef.current?.(event);
  };

  return (
    <Root ref={rootRef}>
      {/* Before hydration the browser submits it itself, to the same address (?search=). */}
      <Form role="search" action={linkTo('products')} onSubmit={submit}>
        <VisuallyHidden as="label" htmlFor={inputId}>
          {label}
        </VisuallyHidden>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combobox.expanded}
          aria-controls={combobox.expanded ? listboxId : undefined}
          aria-activedescendant={combobox.activeId}
          autoComplete="off"
          value={term.value}
          autoFocus={autoFocus}
          placeholder={label}
          onFocus={load}
          onChange={(event) => {
            load();
            term.set(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" aria-label={intl.formatMessage({ id: 'header.search', defaultMessage: 'Search' })}>
          <Icon name="search" size={20} />
        </button>
      </Form>
      {Suggestions && (
        <Suggestions
          term={term.value}
          listboxId={listboxId}
          inputRef={inputRef}
          rootRef={rootRef}
          keysRef={keysRef}
          onStateChange={setCombobox}
          onFollow={() => onSearched?.()}
          inline={inlineSuggestions}
        />
      )}
    </Root>
  );
});

/**
 * The field's text: what the shopper types, reset to the listed term at every navigation (so it
 * empties when they leave the results). The store's term follows, so it is not kept for later.
 */
function useFollowedTerm(): { value: string; set: (value: string) => void } {
  const { settings } = useStores();
  const { key } = useLocation();
  const results = useResultsTerm();
  const [value, set] = useState(results.term);
  useEffect(() => set(results.term), [results.term, key]);
  useEffect(() => {
    if (!results.onResults && settings.search) settings.setSearch('');
  }, [results.onResults, settings]);
  return { value, set };
}

const Root = styled.div`
  position: relative;
  inline-size: 100%;
`;

const Form = styled.form`
  display: flex;
  inline-size: 100%;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  input {
    flex: 1;
    min-inline-size: 0;
    padding: 10px 14px;
    border: 0;
    font: inherit;
    background: transparent;
    color: inherit;
  }

  input:focus-visible {
    outline: none;
  }

  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primaryScale[100]};
  }

  button {
    display: inline-flex;
    align-items: center;
    padding-inline: 16px;
    border: 0;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    cursor: pointer;
  }
`;
