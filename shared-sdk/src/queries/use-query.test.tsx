import { act, render, screen } from '@testing-library/react';
import { StoreProvider } from '../stores/store-context';
import { RootStore } from '../stores/root-store';
import { memoryStorage } from '../stores/storage';
import { fakeApi } from '../test-support/fake-api';
import type { Query } from './query-cache';
import { useQuery } from './use-query';

function Show({ query }: { query: Query<string> }) {
  const state = useQuery(query);
  return (
    <p>
      {state.status}:{state.data ?? '-'}
      <button type="button" onClick={state.retry}>
        retry
      </button>
    </p>
  );
}

const storeOf = () => new RootStore({ storage: memoryStorage(), api: fakeApi({}) });

describe('useQuery', () => {
  it('renders an answer the loader already fetched at once, without asking again', async () => {
    const store = storeOf();
    const load = jest.fn().mockResolvedValue('ready data');
    await store.queries.fetch({ key: 'page', load });
    render(
      <StoreProvider store={store}>
        <Show query={{ key: 'page', load }} />
      </StoreProvider>,
    );
    expect(screen.getByText('ready:ready data')).toBeInTheDocument();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads what is not there, and Retry asks again', async () => {
    const store = storeOf();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('second try');
    render(
      <StoreProvider store={store}>
        <Show query={{ key: 'page', load }} />
      </StoreProvider>,
    );
    expect(screen.getByText('loading:-')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByText('error:-')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(screen.getByText('ready:second try')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
