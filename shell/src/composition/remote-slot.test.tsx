import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { SDK_VERSION } from 'shared-sdk';
import { clickAndSettle, renderWithStore } from '../test-support/render-with-store';
import { createFallbackModule } from './fallback-module';
import { REMOTE_LOAD_TIMEOUT_MS, createRemoteLoader, type RemoteLoader } from './remote-loader';
import { RemoteSlot } from './remote-slot';
import { fakeRemoteLoader } from '../test-support/fake-remote-loader';

const contract = { default: { name: 'catalog', version: '0.1.0', sdkVersion: SDK_VERSION } };
const HomePage = ({ greeting }: { greeting?: string }) => <h1>{greeting ?? 'Welcome'}</h1>;

/** A runtime whose catalog can be switched on and off, as a server going down and up again. */
function flakyRuntime(initiallyUp: boolean) {
  const state = { up: initiallyUp };
  const loadRemote = jest.fn(async (id: string) => {
    if (!state.up) return createFallbackModule(id, new Error('RUNTIME-003'));
    return id.endsWith('/contract') ? contract : { default: HomePage };
  });
  return { state, loader: createRemoteLoader({ loadRemote }), loadRemote };
}

function renderSlot(loader: RemoteLoader, props?: object) {
  return renderWithStore(<RemoteSlot remote="catalog" module="./HomePage" props={props} loading={<p>Loading page</p>} />, { loader });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('shows the loading state, then the remote component with its props', async () => {
    let arrive: (component: typeof HomePage) => void = () => undefined;
    const pending = new Promise<typeof HomePage>((resolve) => (arrive = resolve));
    await renderSlot(
      fakeRemoteLoader(() => pending, jest.fn()),
      { greeting: 'Hello' },
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => arrive(HomePage));
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  it('shows the fallback for a dead remote, and Retry loads it once it is back', async () => {
    const { state, loader } = flakyRuntime(false);
    await renderSlot(loader);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the store is unavailable right now.');
    state.up = true;
    await clickAndSettle(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('catches a remote that throws while rendering, and Retry renders it again', async () => {
    let broken = true;
    const Crashing = () => {
      if (broken) throw new Error('remote bug');
      return <p>Recovered</p>;
    };
    const loaded = Promise.resolve(Crashing);
    const loader = fakeRemoteLoader(
      jest.fn(() => loaded),
      jest.fn(),
    );
    await renderSlot(loader);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    broken = false;
    await clickAndSettle(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
    expect(loader.forgetFailed).toHaveBeenCalledWith('catalog', './HomePage');
  });

  it('commits what follows the module with the fallback: a page whose remote throws still counts as shown', async () => {
    const Crashing = () => {
      throw new Error('remote bug');
    };
    const committed = jest.fn();
    const Committed = () => {
      useEffect(() => committed(), []);
      return null;
    };
    const loaded = Promise.resolve(Crashing);
    await renderWithStore(
      <RemoteSlot remote="catalog" module="./HomePage" loading={<p>Loading page</p>}>
        <Committed />
      </RemoteSlot>,
      {
        loader: fakeRemoteLoader(
          jest.fn(() => loaded),
          jest.fn(),
        ),
      },
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(committed).toHaveBeenCalledTimes(1);
  });

  it('names the remote and both shared-sdk versions when a remote is incompatible', async () => {
    const loadRemote = async (id: string) =>
      id.endsWith('/contract') ? { default: { name: 'catalog', version: '9.0.0', sdkVersion: '2.1.0' } } : { default: HomePage };
    await renderSlot(createRemoteLoader({ loadRemote, hostSdkVersion: '1.0.0' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalog module was built for shared-sdk 2.1.0, but this store runs shared-sdk 1.0.0.',
    );
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('shows the fallback within 5 s when the remote hangs', async () => {
    jest.useFakeTimers();
    try {
      await renderSlot(createRemoteLoader({ loadRemote: () => new Promise(() => undefined) }));
      expect(screen.getByText('Loading page')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      });
      expect(screen.getByRole('alert')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('swaps the fallback for the remote by itself when a timed-out load arrives later', async () => {
    jest.useFakeTimers();
    try {
      let arrive: (module: unknown) => void = () => undefined;
      const loadRemote = async (id: string) => (id.endsWith('/contract') ? contract : new Promise((resolve) => (arrive = resolve)));
      await renderSlot(createRemoteLoader({ loadRemote }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      });
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await act(async () => {
        arrive({ default: HomePage });
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the rest of the page alive around a dead remote', async () => {
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Clicked {count}
          </button>
          <RemoteSlot remote="catalog" module="./HomePage" />
        </>
      );
    }
    await renderWithStore(<Page />, { loader: flakyRuntime(false).loader });
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
