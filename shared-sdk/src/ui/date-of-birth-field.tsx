import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { FieldError } from './labelled-field';
import { controlFrame } from './text-field';
import { composeDate, daysInMonth, fitDay, isPartial, partsOf, twoDigits, type DateParts } from './date-parts';
import { flexColumn } from './flex-css';

export interface DateOfBirthFieldProps {
  /** The group's visible name (its legend). */
  label: ReactNode;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /**
   * The new value: 'YYYY-MM-DD' once day, month and year are chosen, else ''. `partial` says that
   * some parts are chosen but not all, so the form can ask for the rest rather than save no date.
   */
  onChange: (value: string, partial: boolean) => void;
  /** The earliest and the latest date allowed, as 'YYYY-MM-DD': they bound the years offered. */
  min?: string;
  max: string;
  error?: ReactNode;
  disabled?: boolean;
}

interface Option {
  value: string;
  label: string;
}

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Days and years in the store's digits; months by their names in the store's language. */
function optionsFor(intl: IntlShape, parts: DateParts, min: string, max: string) {
  const number = (n: number) => intl.formatNumber(n, { useGrouping: false });
  const month = (m: number) => intl.formatDate(Date.UTC(2000, m - 1, 1), { month: 'long', timeZone: 'UTC' });
  const days = range(1, daysInMonth(parts.month, parts.year)).map((d) => ({ value: twoDigits(d), label: number(d) }));
  const months = range(1, 12).map((m) => ({ value: twoDigits(m), label: month(m) }));
  // Newest first: most shoppers were born in the last decades.
  const years = range(Number(max.slice(0, 4)), Number(min.slice(0, 4)), -1).map((y) => ({ value: String(y), label: number(y) }));
  return { days, months, years };
}

/**
 * A date of birth as three labelled selects, day, month and year, in the store's language and
 * digits: the browser's own date input speaks the browser's language and shows its format, not the
 * store's. The parts chosen are kept while the date is incomplete; a value from outside (a saved
 * profile) replaces them.
 */
export function DateOfBirthField({ label, value, onChange, min = '1900-01-01', max, error, disabled }: DateOfBirthFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<DateParts>(() => partsOf(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(partsOf(value));
  }
  const options = optionsFor(intl, draft, min, max);

  const change = (key: keyof DateParts) => (event: ChangeEvent<HTMLSelectElement>) => {
    const parts = fitDay({ ...draft, [key]: event.target.value });
    const next = composeDate(parts);
    setDraft(parts);
    setShown(next);
    onChange(next, isPartial(parts));
  };
  const part = (key: keyof DateParts, title: ReactNode, list: Option[]) => (
    <Part>
      <PartLabel htmlFor={`${id}-${key}`}>{title}</PartLabel>
      <Select
        id={`${id}-${key}`}
        autoComplete={`bday-${key}`}
        value={draft[key]}
        onChange={change(key)}
        aria-invalid={error ? true : undefined}
      >
        <option value="">—</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Part>
  );

  return (
    <Fieldset disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>{label}</Legend>
      <Parts>
        {part('day', <FormattedMessage id="dateField.day" defaultMessage="Day" />, options.days)}
        {part('month', <FormattedMessage id="dateField.month" defaultMessage="Month" />, options.months)}
        {part('year', <FormattedMessage id="dateField.year" defaultMessage="Year" />, options.years)}
      </Parts>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  ${flexColumn('0.25rem')}
  min-inline-size: 0;
  margin: 0 0 0.75rem;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: 0.25rem;
  font-weight: 600;
  font-size: 0.875rem;
`;

/* Day and year take what their numbers need; the month's name takes the rest. */
const Parts = styled.div`
  display: grid;
  grid-template-columns: minmax(4.5rem, 1fr) minmax(0, 2fr) minmax(5.5rem, 1.4fr);
  gap: 0.5rem;
`;

const Part = styled.div`
  ${flexColumn('0.125rem')}
  min-inline-size: 0;
`;

const PartLabel = styled.label`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const Select = styled.select`
  inline-size: 100%;
  min-inline-size: 0;
  min-block-size: calc(1lh + 1rem + 2px);
  padding-block: 0.5rem;
  padding-inline: 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  ${controlFrame}
`;
