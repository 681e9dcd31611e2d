import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { SearchSuggestions } from 'shared-sdk';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { MobileSearch } from './mobile-search';
import { SearchForm } from './search-form';

const ANSWER: SearchSuggestions = {
  products: [
    { id: 7, name: 'Lamp shade', image: '/media/p7.svg' },
    { id: 8, name: 'Lava lamp', image: '' },
  ],
  shops: [{ id: 3, name: 'Lamplight Store', image: '/media/s3.svg' }],
  categories: [{ id: 5, name: 'Lighting', image: '/media/c5.svg' }],
};

type Fetch = (q: string, signal?: AbortSignal) => Promise<SearchSuggestions>;

async function renderSearch({
  fetch = async () => ANSWER,
  multiVendor = true,
  ui = <SearchForm />,
}: { fetch?: Fetch; multiVendor?: boolean; ui?: ReactElement } = {}) {
  const getSearchSuggestions = jest.fn(fetch);
  const store = createTestStore({
    api: { catalog: { getSearchSuggestions } },
    master: { multi_vendor: multiVendor },
  });
  const view = await renderWithStore(ui, { store });
  return { ...view, getSearchSuggestions };
}

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });

/** Focuses the field (which fetches the suggestions' code) and waits for that code. */
async function focusBox() {
  await act(async () => box().focus());
  await act(async () => undefined);
}

/** Types `text` into the field as one change, then lets `ms` of the debounce pass. */
async function type(text: string, ms = 0) {
  await act(async () => fireEvent.change(box(), { target: { value: text } }));
  await act(async () => jest.advanceTimersByTime(ms));
}

const key = (name: string) => act(async () => fireEvent.keyDown(box(), { key: name }));

describe('search suggestions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a collapsed combobox until there is something to suggest', async () => {
    await renderSearch();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).not.toHaveAttribute('aria-controls');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('asks once per settled term of two characters or more, 200 ms after typing stops', async () => {
    const { getSearchSuggestions } = await renderSearch();
    await focusBox();
    await type('l', 500);
    expect(getSearchSuggestions).not.toHaveBeenCalled();
    await type('la', 100);
    await type('lam', 199);
    expect(getSearchSuggestions).not.toHaveBeenCalled();
    await type('lam ', 200);
    // The trimmed term: 'lam ' is the 'lam' the shopper was already waiting for.
    expect(getSearchSuggestions).toHaveBeenCalledTimes(1);
    expect(getSearchSuggestions).toHaveBeenCalledWith('lam', expect.any(AbortSignal));
  });

  it('shows products, shops and categories under their headings, each a link to its page', async () => {
    await renderSearch();
    await focusBox();
    await type('la', 200);
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Products',
      'Shops',
      'Categories',
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((option) => option.getAttribute('href')),
    ).toEqual(['/products/7/details', '/products/8/details']);
    expect(within(groups[1]!).getByRole('option', { name: 'Lamplight Store' })).toHaveAttribute('href', '/shops/3');
    expect(within(groups[2]!).getByRole('option', { name: 'Lighting' })).toHaveAttribute('href', '/categories/5');
    expect(screen.getByRole('status')).toHaveTextContent('4 suggestions');
    // The name's own element (the one its ellipsis cuts) takes the name's direction.
    expect(within(groups[0]!).getByText('Lamp shade')).toHaveAttribute('dir', 'auto');
  });

  it('leaves shops out in single-vendor mode', async () => {
    await renderSearch({ multiVendor: false });
    await focusBox();
    await type('la', 200);
    expect(screen.queryByRole('option', { name: 'Lamplight Store' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('walks the options with the arrow keys, round the ends, focus staying in the field', async () => {
    await renderSearch();
    await focusBox();
    await type('la', 200);
    const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    await key('ArrowDown');
    expect(active()).toHaveAccessibleName('Lamp shade');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await key('ArrowDown');
    expect(active()).toHaveAccessibleName('Lava lamp');
    await key('ArrowUp');
    await key('ArrowUp');
    expect(active()).toHaveAccessibleName('Lighting');
    await key('ArrowDown');
    expect(active()).toHaveAccessibleName('Lamp shade');
    expect(box()).toHaveFocus();
    // Typing again leaves the options: Enter then searches for the words.
    await type('lam');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens the active suggestion on Enter, then empties the field', async () => {
    const { router } = await renderSearch();
    await focusBox();
    await type('la', 200);
    await key('ArrowDown');
    await key('ArrowDown');
    await key('ArrowDown');
    await key('Enter');
    expect(router.state.location.pathname).toBe('/shops/3');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches on Enter when no suggestion is active', async () => {
    const { router, store } = await renderSearch();
    await focusBox();
    await type('la', 200);
    // Enter in a text field submits its form (jsdom leaves that implicit submission to us).
    const enter = fireEvent.keyDown(box(), { key: 'Enter' });
    expect(enter).toBe(true);
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    expect(router.state.location.search).toBe('?search=la');
    expect(store.settings.search).toBe('la');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on Escape without emptying the field, and ArrowDown opens it again', async () => {
    await renderSearch();
    await focusBox();
    await type('la', 200);
    await key('ArrowDown');
    const escape = fireEvent.keyDown(box(), { key: 'Escape' });
    expect(escape).toBe(false);
    await act(async () => undefined);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('la');
    await key('ArrowDown');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(box().getAttribute('aria-activedescendant')).toBeTruthy();
  });

  it('closes on a press outside and when focus leaves the box, and opens again on focus', async () => {
    await renderSearch({
      ui: (
        <>
          <SearchForm />
          <button type="button">Elsewhere</button>
        </>
      ),
    });
    await focusBox();
    await type('la', 200);
    await act(async () => fireEvent.mouseDown(document.body));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await act(async () => box().blur());
    await focusBox();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('never shows an answer for an older term', async () => {
    const pending: Array<{ q: string; signal?: AbortSignal; resolve: (answer: SearchSuggestions) => void }> = [];
    const fetch: Fetch = (q, signal) => new Promise((resolve) => pending.push({ q, signal, resolve }));
    await renderSearch({ fetch });
    await focusBox();
    await type('la', 200);
    await type('lamp', 200);
    expect(pending.map((p) => [p.q, p.signal?.aborted])).toEqual([
      ['la', true],
      ['lamp', false],
    ]);
    await act(async () => pending[1]!.resolve({ ...ANSWER, products: [{ id: 9, name: 'Lamp post', image: '' }] }));
    // The slower answer for 'la' arrives last: it is dropped.
    await act(async () => pending[0]!.resolve(ANSWER));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Lamp post', 'Lamplight Store', 'Lighting']);
  });

  it('opens for words typed before its code arrived', async () => {
    await renderSearch();
    await act(async () => {
      box().focus();
      fireEvent.change(box(), { target: { value: 'la' } });
    });
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('does not open over the results when an answer arrives after the search', async () => {
    const pending: Array<(answer: SearchSuggestions) => void> = [];
    await renderSearch({ fetch: () => new Promise((resolve) => pending.push(resolve)) });
    await focusBox();
    await type('la', 200);
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    await act(async () => pending[0]!(ANSWER));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveFocus();
    // Typing again is asking again.
    await type('lam', 200);
    await act(async () => pending[1]!(ANSWER));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('shows nothing when the request fails, and nothing under two characters', async () => {
    const { getSearchSuggestions } = await renderSearch({ fetch: async () => Promise.reject(new Error('offline')) });
    await focusBox();
    await type('la', 200);
    expect(getSearchSuggestions).toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the text gets shorter than two characters, and answers a term typed again from memory', async () => {
    const { getSearchSuggestions } = await renderSearch();
    await focusBox();
    await type('la', 200);
    await type('l', 200);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await type('la', 0);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(getSearchSuggestions).toHaveBeenCalledTimes(1);
  });

  describe('in the phone search dialog', () => {
    it('lists the suggestions in the dialog; Escape closes them first, then the dialog', async () => {
      await renderSearch({ ui: <MobileSearch /> });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open search' })));
      await act(async () => undefined);
      await type('la', 200);
      const dialog = screen.getByRole('dialog', { name: 'Search products' });
      expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
      await key('Escape');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await key('Escape');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes the dialog when a suggestion is followed', async () => {
      const { router } = await renderSearch({ ui: <MobileSearch /> });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open search' })));
      await act(async () => undefined);
      await type('la', 200);
      await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Lighting' })));
      expect(router.state.location.pathname).toBe('/categories/5');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
