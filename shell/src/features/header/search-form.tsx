import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { linkTo, useStores, VisuallyHidden } from 'shared-sdk';
import styled from 'styled-components';
import { Icon } from '../../components/icon';

/**
 * The product search: Enter or the button stores the term (settings.search, which the products page
 * reads) and goes to the products route with `?search=`.
 */
export const SearchForm = observer(function SearchForm({ onSearched, autoFocus = false }: { onSearched?: () => void; autoFocus?: boolean }) {
  const { settings } = useStores();
  const navigate = useNavigate();
  const intl = useIntl();
  const inputId = useId();
  const [term, setTerm] = useState(settings.search);
  // The term can also change elsewhere (a /products?search= link, the list's clear button).
  useEffect(() => setTerm(settings.search), [settings.search]);
  const label = intl.formatMessage({ id: 'header.searchPlaceholder', defaultMessage: 'Search products' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field holds: words typed before the page hydrated are there, not yet in `term`.
    const value = String(new FormData(event.currentTarget).get('search') ?? term);
    settings.setSearch(value);
    navigate(linkTo('products', {}, { search: value.trim() }));
    onSearched?.();
  };

  return (
    // Before hydration the browser submits it itself, to the same address (?search=).
    <Form role="search" action={linkTo('products')} onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <input
        id={inputId}
        type="search"
        name="search"
        value={term}
        autoFocus={autoFocus}
        placeholder={label}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" aria-label={intl.formatMessage({ id: 'header.search', defaultMessage: 'Search' })}>
        <Icon name="search" size={20} />
      </button>
    </Form>
  );
});

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
