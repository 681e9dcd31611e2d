import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { FieldError, useStores, type Country, FormattedMessage, useIntl } from 'shared-sdk';

/** Spec 5, 9: the country defaults to Iraq, phone code 964. */
export const DEFAULT_COUNTRY: Country = { name: 'Iraq', phone_code: '964' };

/** GET /countries once; the default country until they load (or when the call fails). */
export function useCountries(): Country[] {
  const { api } = useStores();
  const [countries, setCountries] = useState<Country[]>([DEFAULT_COUNTRY]);
  useEffect(() => {
    let live = true;
    api
      .getCountries()
      .then((list) => {
        if (live && list.length > 0) setCountries(list);
      })
      .catch((error: unknown) => console.warn('Could not load the countries', error));
    return () => {
      live = false;
    };
  }, [api]);
  return countries;
}

export interface CountryPickerProps {
  countries: Country[];
  value: Country | null;
  onChange: (country: Country | null) => void;
  error?: string;
}

/**
 * The country of a phone number: a button that opens a searchable list (spec 8: 'Sorry, no matching
 * options.' when the search matches none) and a clear button, so the 'required' rule can be met.
 */
export function CountryPicker({ countries, value, onChange, error }: CountryPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const matches = countries.filter(
    (c) => !needle || c.name.toLowerCase().includes(needle) || c.phone_code.includes(needle.replace(/^\+/, '')),
  );

  const choose = (country: Country) => {
    onChange(country);
    setOpen(false);
    setQuery('');
  };

  return (
    <Wrap>
      <Label id={`${id}-label`}>
        <FormattedMessage id="auth.country.label" defaultMessage="Country" />
      </Label>
      <Row>
        <Toggle
          type="button"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <span id={`${id}-value`}>
            {value ? (
              `${value.name} (+${value.phone_code})`
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
        <Panel id={`${id}-panel`}>
          <Search
            type="search"
            aria-label={intl.formatMessage({ id: 'auth.country.search', defaultMessage: 'Search country' })}
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
                  <Option type="button" aria-pressed={value?.name === c.name} onClick={() => choose(c)}>
                    {c.name} (+{c.phone_code})
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
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-block-end: 0.75rem;
`;

const Label = styled.span`
  font-weight: 600;
  font-size: 0.875rem;
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
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
