import { useEffect, useId, useState, type FormEvent, type MouseEvent } from 'react';
import {
  Icon,
  Button,
  RatingStars,
  FormattedMessage,
  isPlainClick,
  useInputBeforeHydration,
  useIntl,
  useLocation,
  useSearchParams,
  useFormatMoney,
  flexColumn,
  flexRow,
  type ProductFacets,
} from 'shared-sdk';
import styled from 'styled-components';
import { PRODUCT_LIST_PARAMS, activeFilterCount, type ProductFilters } from '../data/product-query';
import { controlBox } from './control-box';
import { IdSelect } from './id-select';

/** A choice of a select: a category, sub-category or shop, by id and name. */
export interface FilterChoice {
  id: number;
  name: string;
}

/** A category to choose, with its sub-categories. */
export interface CategoryChoice extends FilterChoice {
  sub_categories: readonly FilterChoice[];
}

/** What the panel offers (the filter panel island's props: JSON in the page, so only ids and names). */
export interface FilterChoices {
  /** The categories to choose from; the category filter is left out when not given. */
  categories?: readonly CategoryChoice[];
  /** The sub-categories to choose from when no category list is given (a category's own page). */
  subCategories?: readonly FilterChoice[];
  /** The shops to choose from (multi-vendor only); the shop filter is left out when not given. */
  shops?: readonly FilterChoice[];
  /**
   * How many products each choice would list (GET /product-facets for the list's filters): shown
   * beside each choice, a choice counted 0 disabled; the price bands come from it. Left out when
   * the counts did not come: the choices are then plain.
   */
  facets?: ProductFacets | undefined;
}

export interface FilterPanelProps extends FilterChoices {
  filters: ProductFilters;
  onChange: (change: Partial<ProductFilters>) => void;
}

const choiceOf = ({ id, name }: FilterChoice): FilterChoice => ({ id, name });

/** The panel's choices out of the API's categories and shops: their ids and names only. */
export function filterChoicesOf(given: {
  categories?: readonly (FilterChoice & { sub_categories: readonly FilterChoice[] })[];
  shops?: readonly FilterChoice[];
}): FilterChoices {
  return {
    ...(given.categories && {
      categories: given.categories.map((category) => ({ ...choiceOf(category), sub_categories: category.sub_categories.map(choiceOf) })),
    }),
    ...(given.shops && { shops: given.shops.map(choiceOf) }),
  };
}

const RATINGS = [5, 4, 3, 2, 1];

/**
 * Category, sub-category, price range, rating and shop filters. Every control is labelled; choices
 * apply at once, the price range on Apply (or Enter). On phones the panel folds behind a Filters button.
 * It is a GET form of the page's URL: before the page is interactive, or without JavaScript, Apply
 * submits every filter at once (without JavaScript the panel is open on phones), and Clear filters
 * is a link.
 */
export function FilterPanel({ filters, onChange, categories, subCategories, shops, facets }: FilterPanelProps) {
  const intl = useIntl();
  const ids = { panel: useId(), category: useId(), sub: useId(), shop: useId(), min: useId(), max: useId(), rating: useId() };
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const count = activeFilterCount(filters);
  const subs = categories ? (categories.find((c) => c.id === filters.category)?.sub_categories ?? []) : (subCategories ?? []);
  const counts = facets && {
    categories: countsById(facets.categories),
    subCategories: countsById(facets.sub_categories),
    shops: countsById(facets.shops),
    ratings: new Map(facets.ratings.map((r) => [r.rating, r.count])),
  };
  // A select's choices with their counts: "Electronics (12)", disabled at 0.
  const counted = (options: readonly FilterChoice[], byId: ReadonlyMap<number, number> | undefined) =>
    byId
      ? options.map(({ id, name }) => {
          const count = byId.get(id) ?? 0;
          return { id, name: `${name} (${intl.formatNumber(count)})`, disabled: count === 0 };
        })
      : options;
  // The list's parameters the panel has no field for (its search and sort, a category page's
  // category) ride along in the form, and stay when the filters are cleared.
  const fields = new Set([
    'subcategory',
    'min_price',
    'max_price',
    'rating',
    ...(categories ? ['category'] : []),
    ...(shops?.length ? ['shop'] : []),
  ]);
  const carried = [...params].filter(
    ([name, value]) => value !== '' && (PRODUCT_LIST_PARAMS as readonly string[]).includes(name) && !fields.has(name),
  );
  const cleared = {
    category: categories ? null : filters.category,
    subcategory: null,
    shop: null,
    minPrice: null,
    maxPrice: null,
    rating: null,
  };
  // A rating picked before the panel's island woke (it wakes when reached for, docs/islands.md) is
  // the choice; the selects adopt theirs (IdSelect), and Apply reads the prices off the fields.
  const ratings = useInputBeforeHydration<HTMLFieldSetElement>((element) => {
    const picked = element.querySelector<HTMLInputElement>('input[name="rating"]:checked');
    const rating = picked?.value ? Number(picked.value) : null;
    if (picked && rating !== filters.rating) onChange({ rating });
  });
  const clearQuery = new URLSearchParams(carried).toString();
  const clearHref = clearQuery ? `${pathname}?${clearQuery}` : pathname;
  const clear = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onChange(cleared);
  };
  // With JavaScript every choice has applied already: Apply applies the price range.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({ minPrice: priceOf(form.get('min_price')), maxPrice: priceOf(form.get('max_price')) });
  };

  return (
    <Wrap>
      {/* Without JavaScript the button could not open the panel: it is gone, and the panel open. */}
      <Toggle type="button" className="sf-js-only" aria-expanded={open} aria-controls={ids.panel} onClick={() => setOpen((v) => !v)}>
        <Icon name="filter" size={18} />
        {count > 0 ? (
          <FormattedMessage id="filters.toggleCount" defaultMessage="Filters ({count})" values={{ count }} />
        ) : (
          <FormattedMessage id="filters.title" defaultMessage="Filters" />
        )}
      </Toggle>
      <Panel
        as="form"
        method="get"
        action={pathname}
        onSubmit={submit}
        id={ids.panel}
        className="sf-no-js-open"
        $open={open}
        aria-label={intl.formatMessage({ id: 'filters.title', defaultMessage: 'Filters' })}
      >
        {carried.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        {categories && (
          <Field>
            <IdSelect
              id={ids.category}
              name="category"
              label={<FormattedMessage id="filters.category" defaultMessage="Category" />}
              value={filters.category}
              onChange={(category) => onChange({ category })}
              allLabel={intl.formatMessage({ id: 'filters.allCategories', defaultMessage: 'All categories' })}
              options={counted(categories, counts?.categories)}
            />
          </Field>
        )}
        {subs.length > 0 && (
          <Field>
            <IdSelect
              id={ids.sub}
              name="subcategory"
              label={<FormattedMessage id="filters.subCategory" defaultMessage="Sub-category" />}
              value={filters.subcategory}
              onChange={(subcategory) => onChange({ subcategory })}
              allLabel={intl.formatMessage({ id: 'filters.allSubCategories', defaultMessage: 'All sub-categories' })}
              options={counted(subs, counts?.subCategories)}
            />
          </Field>
        )}
        <PriceRange
          minId={ids.min}
          maxId={ids.max}
          min={filters.minPrice}
          max={filters.maxPrice}
          bands={facets?.price_bands ?? []}
          onBand={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
        <Fieldset ref={ratings}>
          <legend>
            <FormattedMessage id="filters.rating" defaultMessage="Rating" />
          </legend>
          <RadioRow>
            <input
              type="radio"
              id={`${ids.rating}-any`}
              name="rating"
              value=""
              checked={filters.rating === null}
              onChange={() => onChange({ rating: null })}
            />
            <label htmlFor={`${ids.rating}-any`}>
              <FormattedMessage id="filters.anyRating" defaultMessage="Any rating" />
            </label>
          </RadioRow>
          {RATINGS.map((r) => (
            <RadioRow key={r}>
              <input
                type="radio"
                id={`${ids.rating}-${r}`}
                name="rating"
                value={r}
                checked={filters.rating === r}
                disabled={counts?.ratings.get(r) === 0 && filters.rating !== r}
                onChange={() => onChange({ rating: r })}
              />
              <label htmlFor={`${ids.rating}-${r}`}>
                <span aria-hidden="true">
                  <RatingStars rating={r} size={14} />
                </span>
                <FormattedMessage
                  id="filters.ratingBand"
                  defaultMessage="{rating, plural, one {# star} other {# stars}}"
                  values={{ rating: r }}
                />
                {counts && <FacetCount count={counts.ratings.get(r) ?? 0} />}
              </label>
            </RadioRow>
          ))}
        </Fieldset>
        {shops && shops.length > 0 && (
          <Field>
            <IdSelect
              id={ids.shop}
              name="shop"
              label={<FormattedMessage id="filters.shop" defaultMessage="Shop" />}
              value={filters.shop}
              onChange={(shop) => onChange({ shop })}
              allLabel={intl.formatMessage({ id: 'filters.allShops', defaultMessage: 'All shops' })}
              options={counted(shops, counts?.shops)}
            />
          </Field>
        )}
        {count > 0 && (
          <Button as="a" href={clearHref} $variant="secondary" onClick={clear}>
            <FormattedMessage id="filters.clear" defaultMessage="Clear filters" />
          </Button>
        )}
      </Panel>
    </Wrap>
  );
}

interface PriceRangeProps {
  minId: string;
  maxId: string;
  min: number | null;
  max: number | null;
  /** The list's price bands with their counts (the facets); none without them. */
  bands: ProductFacets['price_bands'];
  onBand: (min: number | null, max: number | null) => void;
}

const countsById = (counted: readonly { id: number; count: number }[]) => new Map(counted.map((c) => [c.id, c.count]));

/** A choice's count beside its name: "(12)". */
function FacetCount({ count }: { count: number }) {
  const intl = useIntl();
  return <Count> ({intl.formatNumber(count)})</Count>;
}

/** A price from a field: null when empty or not a number of at least 0. */
function priceOf(text: FormDataEntryValue | null): number | null {
  return typeof text !== 'string' || text.trim() === '' || !(Number(text) >= 0) ? null : Number(text);
}

/** Min and max, applied by Apply: the panel form's submit button (FilterPanel). */
function PriceRange({ minId, maxId, min, max, bands, onBand }: PriceRangeProps) {
  const [minText, setMinText] = useState(min === null ? '' : String(min));
  const [maxText, setMaxText] = useState(max === null ? '' : String(max));
  // The URL is the truth: Back, a link or Clear filters change the fields too.
  useEffect(() => setMinText(min === null ? '' : String(min)), [min]);
  useEffect(() => setMaxText(max === null ? '' : String(max)), [max]);
  return (
    <Fieldset>
      <Legend>
        <FormattedMessage id="filters.price" defaultMessage="Price range" />
      </Legend>
      <PriceRow>
        <SmallField>
          <label htmlFor={minId}>
            <FormattedMessage id="filters.minPrice" defaultMessage="Min" />
          </label>
          <input
            id={minId}
            name="min_price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={minText}
            onChange={(e) => setMinText(e.target.value)}
          />
        </SmallField>
        <SmallField>
          <label htmlFor={maxId}>
            <FormattedMessage id="filters.maxPrice" defaultMessage="Max" />
          </label>
          <input
            id={maxId}
            name="max_price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={maxText}
            onChange={(e) => setMaxText(e.target.value)}
          />
        </SmallField>
        <Button type="submit" $variant="secondary">
          <FormattedMessage id="filters.apply" defaultMessage="Apply" />
        </Button>
      </PriceRow>
      {bands.length > 0 && <PriceBands bands={bands} min={min} max={max} onBand={onBand} />}
    </Fieldset>
  );
}

/**
 * The price bands of the list, each a link to the list with that range (so they work as links
 * before hydration and without JavaScript), its count beside it; a band counted 0 is shown, not
 * linked. The chosen band is marked as the current one.
 */
function PriceBands({ bands, min, max, onBand }: Omit<PriceRangeProps, 'minId' | 'maxId'>) {
  const intl = useIntl();
  const format = useFormatMoney();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const hrefOf = (band: { min: number | null; max: number | null }) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [name, value] of [
      ['min_price', band.min],
      ['max_price', band.max],
    ] as const) {
      if (value === null) next.delete(name);
      else next.set(name, String(value));
    }
    return `${pathname}?${next.toString()}`;
  };
  const labelOf = (band: { min: number | null; max: number | null }) =>
    band.min === null
      ? intl.formatMessage({ id: 'filters.priceUpTo', defaultMessage: 'Up to {max}' }, { max: format(band.max) })
      : band.max === null
        ? intl.formatMessage({ id: 'filters.priceFrom', defaultMessage: '{min} and above' }, { min: format(band.min) })
        : intl.formatMessage(
            { id: 'filters.priceBetween', defaultMessage: '{min} to {max}' },
            { min: format(band.min), max: format(band.max) },
          );
  return (
    <BandList aria-label={intl.formatMessage({ id: 'filters.priceBands', defaultMessage: 'Price bands' })}>
      {bands.map((band) => {
        const chosen = band.min === min && band.max === max;
        const text = (
          <>
            {labelOf(band)}
            <FacetCount count={band.count} />
          </>
        );
        return (
          <li key={`${band.min}-${band.max}`}>
            {band.count === 0 && !chosen ? (
              <span aria-disabled="true">{text}</span>
            ) : (
              <a
                href={hrefOf(band)}
                aria-current={chosen ? 'true' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onBand(band.min, band.max);
                }}
              >
                {text}
              </a>
            )}
          </li>
        );
      })}
    </BandList>
  );
}

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const BandList = styled.ul`
  ${flexColumn('6px')}
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: inherit;
  }

  a[aria-current='true'] {
    font-weight: 700;
  }

  span[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Wrap = styled.div`
  min-inline-size: 0;
`;

const Toggle = styled.button`
  display: none;
  align-items: center;
  gap: 8px;
  padding-block: 8px;
  padding-inline: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    display: inline-flex;
  }
`;

const Panel = styled.section<{ $open: boolean }>`
  ${flexColumn('18px')}
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    margin-block-start: 12px;
  }

  select,
  input[type='number'] {
    box-sizing: border-box;
    inline-size: 100%;
    min-inline-size: 0;
    ${controlBox}
  }

  select:focus-visible,
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 1px;
  }
`;

const Field = styled.div`
  ${flexColumn('6px')}

  > label {
    font-weight: 600;
  }
`;

const SmallField = styled(Field)`
  flex: 1;
  min-inline-size: 0;

  > label {
    font-weight: 400;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Fieldset = styled.fieldset`
  ${flexColumn('6px')}
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  > legend {
    margin-block-end: 6px;
    padding: 0;
    font-weight: 600;
  }
`;

const Legend = styled.legend`
  margin-block-end: 6px;
  padding: 0;
  font-weight: 600;
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;

  > button {
    grid-column: 1 / -1;
  }
`;

const RadioRow = styled.div`
  ${flexRow('8px', { align: 'center' })}

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }
`;
