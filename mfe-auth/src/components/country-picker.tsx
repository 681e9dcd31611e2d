import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FieldError, VisuallyHidden, useQuery, useStores, type Country, FormattedMessage, useIntl, flexColumn, flexRow } from 'shared-sdk';
import { authQueries } from '../data/queries';
import { countryMatches, foldForSearch, sameCountry } from './country-names';

/** Until the shopper chooses, the country is Iraq, phone code 964 (shown by its name in the list's language once the list loads). */
export const DEFAULT_COUNTRY: Country = { name: 'Iraq', names: ['Iraq', 'العراق'], phone_code: '964' };

/**
 * GET /countries (`authQueries.countries`), again in another language (the names come in the request's
 * language); the default country until they load (or when the call fails).
 */
export function useCountries(): Country[] {
  const { api } = useStores();
  // The modals using this are not observers: intl re-renders them when the language changes, and the
  // query cache keys its answers by language.
  useIntl();
  const answer = useQuery(authQueries.countries(api));
  return answer.data && answer.data.length > 0 ? answer.data : [DEFAULT_COUNTRY];
}

export interface CountryPickerProps {
  countries: Country[];
  value: Country | null;
  onChange: (country: Country | null) => void;
  error?: string;
}

/** Arrow keys move between the search box and the options, in list order. */
function moveFocus(panel: HTMLElement | null, from: EventTarget, step: 1 | -1): void {
  if (!panel) return;
  const stops = [...panel.querySelectorAll<HTMLElement>('input, li > button')];
  const next = stops[stops.indexOf(from as HTMLElement) + step];
  next?.focus();
}

/**
 * The country of a phone number: a button that opens a searchable list and a clear button, so the
 * 'required' rule can be met. Opening moves focus to the search box, so typing searches at once;
 * choosing, Escape or the button again close the list and bring focus back to the button. When the
 * search matches none the list says 'Sorry, no matching options.'. The search finds a country by
 * its name in any store language (a shopper may type العراق in the English store, or Iraq in the
 * Arabic one), or by its phone code.
 */
export function CountryPicker({ countries, value, onChange, error }: CountryPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const needle = foldForSearch(query);
  const matches = countries.filter((c) => countryMatches(c, needle));
  // The value may come from another language's list (or be the default): show the list's own entry.
  const shown = value && (countries.find((c) => sameCountry(c, value)) ?? value);

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
    triggerRef.current?.focus();
  };
  const choose = (country: Country) => {
    onChange(country);
    close();
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Closes the list only, not the dialog around it.
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(panelRef.current, event.target, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <Wrap>
      <Label id={`${id}-label`}>
        <FormattedMessage id="auth.country.label" defaultMessage="Country" />
      </Label>
      <Row>
        <Toggle
          ref={triggerRef}
          type="button"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <span id={`${id}-value`}>
            {shown ? (
              <>
                <bdi>{shown.name}</bdi> <bdi dir="ltr">(+{shown.phone_code})</bdi>
              </>
            ) : (
              <FormattedMessage id="auth.country.placeholder" defaultMessage="Select a country" />
            )}
          </span>
        </Toggle>
        {value && (
          <Clear
            type="button"
            aria-label={intl.formatMessage({ id: 'auth.country.clear', defaultMessage: 'Clear country' })}
            onClick={() => onChange(null)}
          >
            <span aria-hidden="true">×</span>
          </Clear>
        )}
      </Row>
      {open && (
        <Panel id={`${id}-panel`} ref={panelRef} onKeyDown={onPanelKeyDown}>
          <VisuallyHidden as="label" htmlFor={`${id}-search`}>
            <FormattedMessage id="auth.country.search" defaultMessage="Search country" />
          </VisuallyHidden>
          <Search
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'auth.country.searchPlaceholder', defaultMessage: 'Country name or code' })}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {matches.length === 0 ? (
            <Empty role="status">
              <FormattedMessage id="common.noMatchingOptions" defaultMessage="Sorry, no matching options." />
            </Empty>
          ) : (
            <List>
              {matches.map((c) => (
                <li key={`${c.name}-${c.phone_code}`}>
                  <Option type="button" aria-pressed={shown !== null && sameCountry(shown, c)} onClick={() => choose(c)}>
                    <bdi>{c.name}</bdi> <bdi dir="ltr">(+{c.phone_code})</bdi>
                  </Option>
                </li>
              ))}
            </List>
          )}
        </Panel>
      )}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  ${flexColumn('0.25rem')}
  margin-block-end: 0.75rem;
`;

const Label = styled.span`
  font-weight: 600;
  font-size: 0.875rem;
`;

const Row = styled.div`
  ${flexRow('0.5rem')}
`;

const Toggle = styled.button`
  flex: 1;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

const Clear = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;

const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.5rem;
`;

const Search = styled.input`
  inline-size: 100%;
  box-sizing: border-box;
  padding: 0.375rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
`;

const List = styled.ul`
  max-block-size: 12rem;
  overflow: auto;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.button`
  inline-size: 100%;
  padding: 0.375rem 0.5rem;
  border: 0;
  background: none;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[aria-pressed='true'] {
    font-weight: 700;
  }

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Empty = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;
