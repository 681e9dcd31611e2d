import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { DateOfBirthField } from './date-of-birth-field';

const ARABIC = { 'dateField.day': 'اليوم', 'dateField.month': 'الشهر', 'dateField.year': 'السنة' };

/** The field as a form holds it; every change is recorded as [value, partial]. */
function Holder({ initial, changes, error }: { initial: string; changes: [string, boolean][]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthField
        label="Date of birth"
        value={value}
        min="1900-01-01"
        max="2024-12-31"
        error={error}
        onChange={(next, partial) => {
          changes.push([next, partial]);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2001-02-03')}>
        Saved elsewhere
      </button>
    </>
  );
}

function renderField(initial = '', { locale = 'en', error }: { locale?: string; error?: string } = {}) {
  const changes: [string, boolean][] = [];
  render(
    <IntlProvider locale={locale} messages={locale === 'ar' ? ARABIC : {}}>
      <ThemeProvider theme={buildTheme(undefined, locale === 'ar' ? 'rtl' : 'ltr')}>
        <Holder initial={initial} changes={changes} error={error} />
      </ThemeProvider>
    </IntlProvider>,
  );
  return changes;
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const pick = (name: string, value: string) => fireEvent.change(select(name), { target: { value } });
const shownOption = (name: string) => select(name).selectedOptions[0]?.textContent;

describe('DateOfBirthField', () => {
  it('is a group named by its legend, of three labelled native selects showing the value', () => {
    renderField('1994-06-15');
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(group).getAllByRole('combobox')).toHaveLength(3);
    expect(select('Day')).toHaveValue('15');
    expect(select('Month')).toHaveValue('06');
    expect(select('Year')).toHaveValue('1994');
    expect(shownOption('Month')).toBe('June');
    expect(select('Day')).toHaveAttribute('autocomplete', 'bday-day');
  });

  it('answers the API format once day, month and year are chosen', () => {
    const changes = renderField();
    pick('Day', '05');
    pick('Month', '11');
    expect(changes).toEqual([
      ['', true],
      ['', true],
    ]);
    pick('Year', '1987');
    expect(changes.at(-1)).toEqual(['1987-11-05', false]);
  });

  it('keeps the parts chosen while the date is incomplete, and says when all are cleared', () => {
    const changes = renderField('1994-06-15');
    pick('Month', '');
    expect(changes.at(-1)).toEqual(['', true]);
    expect(select('Day')).toHaveValue('15');
    expect(select('Year')).toHaveValue('1994');
    pick('Day', '');
    pick('Year', '');
    expect(changes.at(-1)).toEqual(['', false]);
  });

  it('offers the days of the chosen month and clears a day the month does not have', () => {
    const changes = renderField('2001-01-31');
    pick('Month', '02');
    expect(select('Day')).toHaveValue('');
    expect(changes.at(-1)).toEqual(['', true]);
    expect(within(select('Day')).getAllByRole('option')).toHaveLength(1 + 28);
    pick('Year', '2000');
    expect(within(select('Day')).getAllByRole('option')).toHaveLength(1 + 29);
  });

  it('offers the years from the latest allowed down to the earliest', () => {
    renderField();
    const years = within(select('Year'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(years.slice(0, 3)).toEqual(['', '2024', '2023']);
    expect(years.at(-1)).toBe('1900');
  });

  it('takes a value from outside (a saved profile) over the parts', () => {
    renderField('1994-06-15');
    pick('Month', '');
    fireEvent.click(screen.getByRole('button', { name: 'Saved elsewhere' }));
    expect(select('Day')).toHaveValue('03');
    expect(select('Month')).toHaveValue('02');
    expect(select('Year')).toHaveValue('2001');
  });

  it('shows an error, linked to the group, and marks the selects invalid', () => {
    renderField('', { error: 'Choose the rest.' });
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription('Choose the rest.');
    expect(select('Year')).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the parts and the months in the store language', () => {
    renderField('1994-06-15', { locale: 'ar' });
    expect(select('اليوم')).toHaveValue('15');
    expect(select('السنة')).toHaveValue('1994');
    expect(shownOption('الشهر')).toBe('يونيو');
  });
});
