import { act, render, screen } from '@testing-library/react';
import { StoreProvider } from '../stores/store-context';
import { RootStore } from '../stores/root-store';
import { memoryStorage } from '../stores/storage';
import { fakeApi } from '../test-support/fake-api';
import { useQueryPages } from './use-query-pages';

interface Answer {
  names: string[];
  total: number;
}

/** Pages of two names from a list of five; 'c' moved up from page 3 to page 2 between the calls. */
const PAGES: Record<number, Answer> = {
  1: { names: ['a', 'b'], total: 5 },
  2: { names: ['b', 'c'], total: 5 },
  3: { names: ['d', 'e'], total: 5 },
};

function List({ load }: { load: (page: number) => Promise<Answer> }) {
  const list = useQueryPages(
    (page) => ({ key: `names:${page}`, load: () => load(page) }),
    (answer: Answer) => ({ items: answer.names, total: answer.total }),
    (name) => name,
  );
  return (
    <div>
      <p>
        {list.items.join(',') || '-'} of {list.total ?? '?'} in {list.pages}
        {list.loading && ' loading'}
        {list.failure && ` failed: ${list.failure.message}`}
      </p>
      <button type="button" onClick={list.loadNext}>
        more
      </button>
    </div>
  );
}

const storeOf = () => new RootStore({ storage: memoryStorage(), api: fakeApi({}) });

function show(store: RootStore, load: (page: number) => Promise<Answer>) {
  return render(
    <StoreProvider store={store}>
      <List load={load} />
    </StoreProvider>,
  );
}

const more = () => act(async () => screen.getByRole('button', { name: 'more' }).click());

describe('useQueryPages', () => {
  it('loads a page at a time, each item once, with the total the last answer gave', async () => {
    const load = jest.fn((page: number) => Promise.resolve(PAGES[page]!));
    show(storeOf(), load);
    expect(screen.getByText('- of ? in 0')).toBeInTheDocument();
    await more();
    expect(screen.getByText('a,b of 5 in 1')).toBeInTheDocument();
    await more();
    await more();
    expect(screen.getByText('a,b,c,d,e of 5 in 3')).toBeInTheDocument();
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('asks for the same page again after a failure', async () => {
    const load = jest
      .fn<Promise<Answer>, [number]>()
      .mockResolvedValueOnce(PAGES[1]!)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(PAGES[2]!);
    show(storeOf(), load);
    await more();
    await more();
    expect(screen.getByText('a,b of 5 in 1 failed: offline')).toBeInTheDocument();
    await more();
    expect(screen.getByText('a,b,c of 5 in 2')).toBeInTheDocument();
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 2]);
  });

  it('shows the pages the cache still holds to a shopper who comes back, without asking again', async () => {
    const store = storeOf();
    const load = jest.fn((page: number) => Promise.resolve(PAGES[page]!));
    const first = show(store, load);
    await more();
    await more();
    first.unmount();
    show(store, load);
    expect(screen.getByText('a,b,c of 5 in 2')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
