import { useId } from 'react';
import { FormattedMessage, useIntl } from 'shared-sdk';
import styled from 'styled-components';
import type { SortType } from 'shared-sdk';
import { SORT_TYPES } from '../data/product-query';
import { controlBox } from './control-box';

const LABELS: Record<SortType, { id: string; defaultMessage: string }> = {
  newest: { id: 'sort.newest', defaultMessage: 'Newest' },
  popular_product: { id: 'sort.popular', defaultMessage: 'Most popular' },
  top_selling: { id: 'sort.topSelling', defaultMessage: 'Top selling' },
  low_to_high: { id: 'sort.lowToHigh', defaultMessage: 'Price: low to high' },
  high_to_low: { id: 'sort.highToLow', defaultMessage: 'Price: high to low' },
  just_for_you: { id: 'sort.justForYou', defaultMessage: 'Just for you' },
};

/** 'Sort by' with every sort_type of the API, and the server's default order. */
export function SortSelect({ value, onChange }: { value: SortType | null; onChange: (sort: SortType | null) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>
        <FormattedMessage id="sort.label" defaultMessage="Sort by" />
      </label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as SortType | null)}>
        <option value="">{intl.formatMessage({ id: 'sort.default', defaultMessage: 'Default' })}</option>
        {SORT_TYPES.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage(LABELS[sort])}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;

  label {
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }

  select {
    ${controlBox}
  }

  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 1px;
  }
`;
