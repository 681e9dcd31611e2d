import { useId, type FormEvent } from 'react';
import { Button, FormattedMessage, useIntl, useLocation, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { controlBox } from '../../components/control-box';
import type { FilterChoice } from '../../components/filter-panel';
import { IdSelect } from '../../components/id-select';
import { useUrlFilters } from '../../components/use-url-filters';

/**
 * A flash sale's category filter. A GET form of the page's URL: before its island has woken, or
 * without JavaScript, its Apply button submits it (back to page 1); afterwards a choice applies at
 * once and the button is hidden. The chosen category is read off the URL.
 */
export function SaleCategoryFilter({ categories }: { categories: readonly FilterChoice[] }) {
  const intl = useIntl();
  const id = useId();
  const { pathname } = useLocation();
  const { filters, update } = useUrlFilters();
  // A submit once hydrated (an early tap on Apply, replayed): the form's choice, applied as a change.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = Number(new FormData(event.currentTarget).get('category'));
    update({ category: Number.isInteger(chosen) && chosen > 0 ? chosen : null });
  };
  return (
    <Toolbar method="get" action={pathname} onSubmit={submit}>
      <IdSelect
        id={id}
        name="category"
        label={<FormattedMessage id="filters.category" defaultMessage="Category" />}
        value={filters.category}
        onChange={(category) => update({ category })}
        allLabel={intl.formatMessage({ id: 'filters.allCategories', defaultMessage: 'All categories' })}
        options={categories}
      />
      <Button type="submit" $variant="secondary" className="sf-before-interactive">
        <FormattedMessage id="filters.apply" defaultMessage="Apply" />
      </Button>
    </Toolbar>
  );
}

const Toolbar = styled.form`
  ${flexRow('8px 12px', { wrap: true, align: 'center' })}
  margin-block: 20px 16px;

  label {
    font-weight: 600;
  }

  select {
    min-inline-size: 200px;
    ${controlBox}
  }
`;
