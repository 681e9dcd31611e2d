import { useId, type FormEvent } from 'react';
import { FormattedMessage, useInputBeforeHydration, useIntl, useLocation, useSearchParams } from 'shared-sdk';
import styled from 'styled-components';
import type { SortType } from 'shared-sdk';
import { PRODUCT_LIST_PARAMS, SORT_TYPES } from '../data/product-query';
import { controlBox } from './control-box';

const LABELS: Record<SortType, { id: string; defaultMessage: string }> = {
  newest: { id: 'sort.newest', defaultMessage: 'Newest' },
  popular_product: { id: 'sort.popular', defaultMessage: 'Most popular' },
  top_selling: { id: 'sort.topSelling', defaultMessage: 'Top selling' },
  low_to_high: { id: 'sort.lowToHigh', defaultMessage: 'Price: low to high' },
  high_to_low: { id: 'sort.highToLow', defaultMessage: 'Price: high to low' },
  just_for_you: { id: 'sort.justForYou', defaultMessage: 'Just for you' },
};

/**
 * 'Sort by' with every sort_type of the API, and the server's default order. It is a GET form of the
 * page's URL (its other filters kept, back to page 1): before its island has woken, or without
 * JavaScript, its Sort button submits it; afterwards a choice applies at once and the button is hidden.
 * A choice made before its island woke (it wakes when reached for, docs/islands.md) applies as it wakes.
 */
export function SortSelect({ value, onChange }: { value: SortType | null; onChange: (sort: SortType | null) => void }) {
  const intl = useIntl();
  const id = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const select = useInputBeforeHydration<HTMLSelectElement>((element) => {
    const chosen = (element.value || null) as SortType | null;
    if (chosen !== value) onChange(chosen);
  });
  // The list's other filters, when set (the server renders without a campaign's parameters or empty ones).
  const kept = [...params].filter(
    ([name, value]) => name !== 'sort' && value !== '' && (PRODUCT_LIST_PARAMS as readonly string[]).includes(name),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('sort');
    onChange((typeof chosen === 'string' && chosen ? chosen : null) as SortType | null);
  };
  return (
    <Wrap method="get" action={pathname} onSubmit={submit}>
      {kept.map(([name, kept], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={kept} />
      ))}
      <label htmlFor={id}>
        <FormattedMessage id="sort.label" defaultMessage="Sort by" />
      </label>
      <select ref={select} id={id} name="sort" value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as SortType | null)}>
        <option value="">{intl.formatMessage({ id: 'sort.default', defaultMessage: 'Default' })}</option>
        {SORT_TYPES.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage(LABELS[sort])}
          </option>
        ))}
      </select>
      <Apply type="submit" className="sf-before-interactive">
        <FormattedMessage id="sort.apply" defaultMessage="Sort" />
      </Apply>
    </Wrap>
  );
}

/**
 * As tall as the select's row, never taller; hidden where it stands once the page is interactive
 * (base.css). It stands at the form's inline start (after the select for the keyboard and screen
 * readers): its hidden place is then room before the label, and the select's end is the form's end,
 * in line with the list's under it. At the end, its hidden place left the select 60 px short.
 */
const Apply = styled.button`
  ${controlBox}
  order: -1;
  align-self: stretch;
  padding-block: 0;
  cursor: pointer;
`;

const Wrap = styled.form`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  /* A row the form wraps onto (a small phone) ends where the list does too. */
  justify-content: flex-end;
  gap: 8px;
  max-inline-size: 100%;
  min-inline-size: 0;

  label {
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }

  select {
    ${controlBox}
    /* Narrows on a small phone while the Sort button is there, rather than push the page sideways. */
    min-inline-size: 0;
    flex: 0 1 auto;
  }

  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 1px;
  }
`;
