import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Country, RootStore } from 'shared-sdk';
import { renderPage, switchLocale } from 'shared-sdk/testing';
import { authTestStore } from '../test-support/auth-store';
import { CountryPicker } from './country-picker';

const COUNTRIES: Country[] = [
  { name: 'Bangladesh', phone_code: '880' },
  { name: 'Iraq', phone_code: '964' },
  { name: 'Jordan', phone_code: '962' },
];

function Holder({ onOuterKey }: { onOuterKey: () => void }) {
  const [value, setValue] = useState<Country | null>(COUNTRIES[1]!);
  return (
    // Stands for the dialog around the picker, which closes on Escape.
    <div onKeyDown={(e) => e.key === 'Escape' && onOuterKey()}>
      <CountryPicker countries={COUNTRIES} value={value} onChange={setValue} />
    </div>
  );
}

function setup(before?: (store: RootStore) => void) {
  const store = authTestStore();
  before?.(store);
  const onOuterKey = jest.fn();
  renderPage(<Holder onOuterKey={onOuterKey} />, { store });
  return { onOuterKey, trigger: screen.getByRole('button', { name: /Iraq|العراق/ }) };
}

const search = () => screen.getByRole('searchbox');

describe('CountryPicker', () => {
  it('moves focus to a labelled search box with a placeholder when opened, so typing searches at once', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(search()).toHaveFocus();
    expect(search()).toHaveAccessibleName('Search country');
    expect(search()).toHaveAttribute('placeholder', 'Country name or code');
    fireEvent.change(search(), { target: { value: 'jor' } });
    expect(screen.getByRole('button', { name: 'Jordan (+962)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bangladesh (+880)' })).not.toBeInTheDocument();
  });

  it("says 'Sorry, no matching options.' when the search matches none", () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.change(search(), { target: { value: 'zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, no matching options.');
  });

  it('closes on Escape, alone (not the dialog around it), and gives focus back to its button', () => {
    const { trigger, onOuterKey } = setup();
    fireEvent.click(trigger);
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onOuterKey).not.toHaveBeenCalled();
  });

  it('takes a choice and gives focus back to its button, which names it', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Jordan (+962)' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleName('Country Jordan (+962)');
  });

  it('moves between the search box and the options with the arrow keys', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'Bangladesh (+880)' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'Iraq (+964)' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(search()).toHaveFocus();
  });

  it('isolates the country names and keeps the phone code left to right', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    const option = screen.getByRole('button', { name: 'Jordan (+962)' });
    const [name, code] = option.querySelectorAll('bdi');
    expect(name).toHaveTextContent('Jordan');
    expect(code).toHaveAttribute('dir', 'ltr');
  });

  it('labels the search box and says no match in Arabic', () => {
    const { trigger } = setup((store) =>
      switchLocale(store, 'ar', 'rtl', {
        'auth.country.search': 'ابحث عن دولة',
        'auth.country.searchPlaceholder': 'اسم الدولة أو رمزها',
        'common.noMatchingOptions': 'عذرًا، لا توجد خيارات مطابقة.',
      }),
    );
    fireEvent.click(trigger);
    expect(search()).toHaveFocus();
    expect(search()).toHaveAccessibleName('ابحث عن دولة');
    expect(search()).toHaveAttribute('placeholder', 'اسم الدولة أو رمزها');
    fireEvent.change(search(), { target: { value: 'zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent('عذرًا، لا توجد خيارات مطابقة.');
  });
});
