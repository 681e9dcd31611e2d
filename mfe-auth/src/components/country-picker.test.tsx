import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Country, RootStore } from 'shared-sdk';
import { renderPage, switchLocale } from 'shared-sdk/testing';
import { act } from 'react';
import { authTestStore } from '../test-support/auth-store';
import { CountryPicker, DEFAULT_COUNTRY, useCountries } from './country-picker';

const COUNTRIES: Country[] = [
  { name: 'Bangladesh', names: ['Bangladesh', 'بنغلاديش'], phone_code: '880' },
  { name: 'Iraq', names: ['Iraq', 'العراق'], phone_code: '964' },
  { name: 'Jordan', names: ['Jordan', 'الأردن'], phone_code: '962' },
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

// GET /countries answers `name` in the request's language and `names` in every store language.
type ListedCountry = Country;
const EN: ListedCountry[] = [
  { name: "Côte d'Ivoire", phone_code: '225', names: ["Côte d'Ivoire", 'ساحل العاج'] },
  { name: 'Egypt', phone_code: '20', names: ['Egypt', 'مصر'] },
  { name: 'Iraq', phone_code: '964', names: ['Iraq', 'العراق'] },
  { name: 'Jordan', phone_code: '962', names: ['Jordan', 'الأردن'] },
];
const AR: ListedCountry[] = [
  { name: 'الأردن', phone_code: '962', names: ['Jordan', 'الأردن'] },
  { name: 'العراق', phone_code: '964', names: ['Iraq', 'العراق'] },
  { name: 'ساحل العاج', phone_code: '225', names: ["Côte d'Ivoire", 'ساحل العاج'] },
  { name: 'مصر', phone_code: '20', names: ['Egypt', 'مصر'] },
];

const ARABIC = {
  'auth.country.label': 'الدولة',
  'auth.country.search': 'ابحث عن دولة',
  'common.noMatchingOptions': 'عذرًا، لا توجد خيارات مطابقة.',
};

/** What the registration and forgot-password modals do: the listed countries, Iraq until the shopper chooses. */
function ListedHolder() {
  const countries = useCountries();
  const [value, setValue] = useState<Country | null>(DEFAULT_COUNTRY);
  return <CountryPicker countries={countries} value={value} onChange={setValue} />;
}

/** Rendered once GET /countries has answered (in the store's language). */
async function setupListed({ arabic = false }: { arabic?: boolean } = {}) {
  const getCountries = jest.fn(async () => (store.settings.locale === 'ar' ? AR : EN));
  const store = authTestStore({ getCountries });
  if (arabic) switchLocale(store, 'ar', 'rtl', ARABIC);
  renderPage(<ListedHolder />, { store });
  await act(async () => undefined);
  expect(getCountries).toHaveBeenCalledTimes(1);
  return { store, getCountries };
}

const shownOptions = () => screen.getAllByRole('listitem').map((item) => item.querySelector('bdi')?.textContent);
const typeSearch = (value: string) => fireEvent.change(search(), { target: { value } });

describe('CountryPicker in both languages', () => {
  it('lists the Arabic names in the Arabic store, and finds العراق and مصر typed in Arabic', async () => {
    await setupListed({ arabic: true });
    const trigger = await screen.findByRole('button', { name: 'الدولة العراق (+964)' });
    fireEvent.click(trigger);
    expect(shownOptions()).toEqual(['الأردن', 'العراق', 'ساحل العاج', 'مصر']);
    expect(screen.getByRole('button', { name: 'العراق (+964)' })).toHaveAttribute('aria-pressed', 'true');
    typeSearch('العراق');
    expect(shownOptions()).toEqual(['العراق']);
    typeSearch('مصر');
    expect(shownOptions()).toEqual(['مصر']);
    fireEvent.click(screen.getByRole('button', { name: 'مصر (+20)' }));
    expect(trigger).toHaveAccessibleName('الدولة مصر (+20)');
  });

  it('finds a country by its English name in the Arabic store', async () => {
    await setupListed({ arabic: true });
    fireEvent.click(await screen.findByRole('button', { name: 'الدولة العراق (+964)' }));
    typeSearch('egy');
    expect(shownOptions()).toEqual(['مصر']);
    typeSearch('Iraq');
    expect(shownOptions()).toEqual(['العراق']);
  });

  it('finds العراق and مصر typed in the English store, shown by their English names', async () => {
    await setupListed();
    const trigger = await screen.findByRole('button', { name: 'Country Iraq (+964)' });
    fireEvent.click(trigger);
    expect(shownOptions()).toEqual(["Côte d'Ivoire", 'Egypt', 'Iraq', 'Jordan']);
    typeSearch('العراق');
    expect(shownOptions()).toEqual(['Iraq']);
    typeSearch(' مصر ');
    expect(shownOptions()).toEqual(['Egypt']);
  });

  it('ignores case and diacritics: COTE finds Côte, الاردن finds الأردن, اَلعِراق finds العراق', async () => {
    await setupListed();
    fireEvent.click(await screen.findByRole('button', { name: 'Country Iraq (+964)' }));
    typeSearch('COTE');
    expect(shownOptions()).toEqual(["Côte d'Ivoire"]);
    typeSearch('الاردن');
    expect(shownOptions()).toEqual(['Jordan']);
    typeSearch('اَلعِراق');
    expect(shownOptions()).toEqual(['Iraq']);
    typeSearch('+٩٦٤');
    expect(shownOptions()).toEqual(['Iraq']);
  });

  it('asks the countries again in the new language when the shopper switches, keeping the choice', async () => {
    const { store, getCountries } = await setupListed();
    const trigger = await screen.findByRole('button', { name: 'Country Iraq (+964)' });
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Jordan (+962)' }));
    await act(async () => switchLocale(store, 'ar', 'rtl', ARABIC));
    expect(getCountries).toHaveBeenCalledTimes(2);
    expect(trigger).toHaveAccessibleName('الدولة الأردن (+962)');
  });
});
