import { screen } from '@testing-library/react';
import { SDK_VERSION, type Composition } from 'shared-sdk';
import { renderWithStore } from '../test-support/render-with-store';
import { createPageBuilds } from './page-builds';
import { MAX_ERRORS_PER_PAGE, createRemoteErrorReporter, listenForRemoteErrors, type RemoteErrorReport } from './remote-error-reporter';
import { createRemoteLoader } from './remote-loader';
import { RemoteSlot } from './remote-slot';

const composition: Composition = {
  apiBase: '/api',
  remotes: {
    catalog: { manifest: 'https://shop.example/releases/mfe-catalog/0.2.0/mf-manifest.json', version: '0.2.0', served: 'canary' },
    cart: { manifest: 'https://shop.example/remotes/cart/mf-manifest.json', version: '0.1.0', served: 'stable' },
    account: { manifest: 'https://shop.example/remotes/account/mf-manifest.json' },
    auth: { manifest: 'https://previews.example/auth/0.4.0/mf-manifest.json', version: '0.4.0', served: 'preview' },
  },
};

const catalogBuild = {
  remote: 'catalog',
  version: '0.2.0',
  manifest: 'https://shop.example/releases/mfe-catalog/0.2.0/mf-manifest.json',
  served: 'canary',
} as const;

/** jsdom's Blob has no text(): read it the older way. */
async function bodyOf(blob: Blob): Promise<{ errors: RemoteErrorReport[] }> {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return JSON.parse(text) as { errors: RemoteErrorReport[] };
}

function errorFrom(script: string, message = 'boom'): Error {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at onClick (${script}:1:200)\n    at https://shop.example/main.1234abcd.js:2:10`;
  return error;
}

function setUp(loaded: ('catalog' | 'cart' | 'account' | 'auth')[] = ['catalog', 'cart']) {
  const builds = createPageBuilds(composition, { shellBase: 'https://shop.example/' });
  for (const remote of loaded) builds.noteLoaded(remote);
  const send = jest.fn((_url: string, _body: Blob) => true);
  const reporter = createRemoteErrorReporter({ url: '/api/telemetry/remote-errors', builds, route: () => '/products/:id/details', send });
  return { builds, reporter, send };
}

async function sentErrors(send: jest.Mock<boolean, [string, Blob]>): Promise<RemoteErrorReport[]> {
  const bodies = await Promise.all(send.mock.calls.map(([, body]) => bodyOf(body)));
  return bodies.flatMap((body) => body.errors);
}

describe('errors counted against the remote build they came from', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("blames the remote under whose base the script lies, with its build, the page's route pattern and the source", async () => {
    const { reporter, send } = setUp();
    reporter.reportScriptError('unhandledrejection', errorFrom('https://shop.example/releases/mfe-catalog/0.2.0/412.ab12cd34.js'));
    reporter.reportScriptError(
      'error',
      new Error('ignored'),
      'https://shop.example/remotes/cart/remoteEntry.js',
      'Uncaught Error: ignored',
    );
    jest.advanceTimersByTime(2000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toBe('/api/telemetry/remote-errors');
    expect(await sentErrors(send)).toEqual([
      { ...catalogBuild, route: '/products/:id/details', source: 'unhandledrejection', message: 'boom' },
      {
        remote: 'cart',
        version: '0.1.0',
        manifest: 'https://shop.example/remotes/cart/mf-manifest.json',
        served: 'stable',
        route: '/products/:id/details',
        source: 'error',
        message: 'ignored',
      },
    ]);
    expect([reporter.count(), reporter.count('catalog'), reporter.count('cart'), reporter.count('account')]).toEqual([2, 1, 1, 0]);
  });

  it("sends nothing for the shell's own scripts, another site's, a remote that has not loaded, or an error without a script", () => {
    const { reporter, send } = setUp(['catalog']);
    reporter.reportScriptError('error', errorFrom('https://shop.example/main.1234abcd.js'));
    reporter.reportScriptError('error', errorFrom('chrome-extension://abcdef/content.js'));
    reporter.reportScriptError('error', errorFrom('https://ads.example/tag.js'));
    reporter.reportScriptError('error', errorFrom('https://shop.example/remotes/cart/3.js'));
    // A cross-origin script without CORS: the browser says "Script error." and names no file.
    reporter.reportScriptError('error', null, '', 'Script error.');
    jest.runAllTimers();
    expect(send).not.toHaveBeenCalled();
    expect(reporter.count()).toBe(0);
  });

  it('blames the deepest base: a build hosted under the directory of another', () => {
    const nested: Composition = {
      ...composition,
      remotes: {
        ...composition.remotes,
        catalog: { manifest: 'https://cdn.example/mf-manifest.json' },
        cart: { manifest: 'https://cdn.example/cart/mf-manifest.json' },
      },
    };
    const builds = createPageBuilds(nested, { shellBase: 'https://shop.example/' });
    builds.noteLoaded('catalog');
    builds.noteLoaded('cart');
    expect(builds.remoteAt('https://cdn.example/cart/7.js')).toBe('cart');
    expect(builds.remoteAt('https://cdn.example/7.js')).toBe('catalog');
  });

  it("never blames a remote whose base holds the shell's own files", () => {
    const atRoot: Composition = {
      ...composition,
      remotes: { ...composition.remotes, catalog: { manifest: 'https://shop.example/mf-manifest.json' } },
    };
    const builds = createPageBuilds(atRoot, { shellBase: 'https://shop.example/' });
    builds.noteLoaded('catalog');
    expect(builds.remoteAt('https://shop.example/main.js')).toBeUndefined();
  });

  it('takes the publicPath a manifest names as a base of the remote too', () => {
    const builds = createPageBuilds(composition, {
      shellBase: 'https://shop.example/',
      publicPathOf: (remote) => (remote === 'cart' ? 'https://files.example/cart/' : 'auto'),
    });
    builds.noteLoaded('cart');
    expect(builds.remoteAt('https://files.example/cart/5.js')).toBe('cart');
    expect(builds.remoteAt('https://shop.example/remotes/cart/5.js')).toBe('cart');
  });

  it('sends the cleaned first line of the message', async () => {
    const { reporter, send } = setUp();
    reporter.report('catalog', 'boundary', new Error('Failed to fetch https://shop.example/api/products?search=alice#x\nsecond line'));
    jest.runAllTimers();
    expect((await sentErrors(send)).map((error) => error.message)).toEqual(['Failed to fetch https://shop.example/api/products']);
  });

  it('sends at most 10 errors a page view, in batches of 20 or every 2 s, and counts those it sent', async () => {
    const { reporter, send } = setUp();
    for (let i = 0; i < 25; i += 1) reporter.report('catalog', 'boundary', new Error(`error ${i}`));
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    const sent = await sentErrors(send);
    expect(sent).toHaveLength(MAX_ERRORS_PER_PAGE);
    expect(sent.map((error) => error.message)).toEqual(Array.from({ length: 10 }, (_, i) => `error ${i}`));
    expect(reporter.count()).toBe(10);
  });

  it("hears the window's uncaught errors and unhandled rejections, and sends what is left when the page is hidden", async () => {
    const { reporter, send } = setUp();
    listenForRemoteErrors(reporter);
    const uncaught = new ErrorEvent('error', {
      error: new Error('x is not a function'),
      message: 'Uncaught TypeError: x is not a function',
      filename: 'https://shop.example/remotes/cart/88.js',
    });
    window.dispatchEvent(uncaught);
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = errorFrom('https://shop.example/releases/mfe-catalog/0.2.0/9.js', 'request failed');
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    expect((await sentErrors(send)).map(({ remote, source, message }) => ({ remote, source, message }))).toEqual([
      { remote: 'cart', source: 'error', message: 'x is not a function' },
      { remote: 'catalog', source: 'unhandledrejection', message: 'request failed' },
    ]);
  });
});

describe("a slot's error boundary", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('counts what it caught against the remote of its slot, and the shopper still gets the fallback with Retry', async () => {
    const onSlotError = jest.fn();
    const Crashing = () => {
      throw new Error('remote bug');
    };
    const loadRemote = async (id: string) =>
      id.endsWith('/contract') ? { default: { name: 'catalog', version: '0.2.0', sdkVersion: SDK_VERSION } } : { default: Crashing };
    await renderWithStore(<RemoteSlot remote="catalog" module="./HomePage" />, { loader: createRemoteLoader({ loadRemote, onSlotError }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the store is unavailable right now.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(onSlotError).toHaveBeenCalledTimes(1);
    expect(onSlotError).toHaveBeenCalledWith('catalog', new Error('remote bug'));
  });

  it('is reported with the build the page runs', async () => {
    jest.useFakeTimers();
    try {
      const { reporter, send } = setUp([]);
      // A build that never loaded (it timed out) is still the one its slot's error is counted against.
      reporter.report('auth', 'boundary', new Error('The auth remote did not load within 3500 ms.'));
      jest.runAllTimers();
      expect(await sentErrors(send)).toEqual([
        {
          remote: 'auth',
          version: '0.4.0',
          manifest: 'https://previews.example/auth/0.4.0/mf-manifest.json',
          served: 'preview',
          route: '/products/:id/details',
          source: 'boundary',
          message: 'The auth remote did not load within 3500 ms.',
        },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});
