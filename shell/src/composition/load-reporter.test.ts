import { createRemoteLoader } from './remote-loader';
import { createLoadReporter, flushWhenHidden, type RemoteLoadReport } from './load-reporter';
import { createFallbackModule } from './fallback-module';

const load = (over: Partial<RemoteLoadReport> = {}): RemoteLoadReport => ({
  remote: 'catalog',
  manifest: 'http://shop/remotes/catalog/mf-manifest.json',
  canary: false,
  served: 'stable',
  duration_ms: 10,
  outcome: 'ok',
  ...over,
});

/** jsdom's Blob has no text(): read it the older way. */
async function bodyOf(blob: Blob): Promise<unknown> {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return JSON.parse(text) as unknown;
}

describe('createLoadReporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the loads of a few seconds in one beacon, as JSON', async () => {
    const send = jest.fn((_url: string, _body: Blob) => true);
    const reporter = createLoadReporter({ url: '/api/telemetry/remote-loads', send, flushAfterMs: 2000 });
    reporter.record(load());
    reporter.record(load({ remote: 'cart', canary: true, served: 'canary', outcome: 'failed', phase: 'manifest' }));
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0]!;
    expect(url).toBe('/api/telemetry/remote-loads');
    expect(body.type).toBe('application/json');
    expect(await bodyOf(body)).toEqual({
      loads: [load(), load({ remote: 'cart', canary: true, served: 'canary', outcome: 'failed', phase: 'manifest' })],
    });
  });

  it('sends a full batch at once and starts the next', () => {
    const send = jest.fn(() => true);
    const reporter = createLoadReporter({ url: '/t', send, maxBatch: 2 });
    for (let i = 0; i < 3; i += 1) reporter.record(load());
    expect(send).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends what is left when the page is hidden, and nothing when there is nothing', () => {
    const send = jest.fn(() => true);
    const reporter = createLoadReporter({ url: '/t', send });
    flushWhenHidden(reporter);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
    reporter.record(load());
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never throws when the browser refuses the beacon', () => {
    const reporter = createLoadReporter({
      url: '/t',
      send: () => {
        throw new Error('refused');
      },
    });
    reporter.record(load());
    expect(() => reporter.flush()).not.toThrow();
  });
});

describe('the loader reports each load', () => {
  it('as ok, or failed at the manifest when the runtime could not fetch it', async () => {
    const outcomes: unknown[] = [];
    const modules: Record<string, unknown> = {
      'catalog/contract': { default: { sdkVersion: '2.0.0' } },
      'catalog/HomePage': { default: () => null },
      'cart/contract': createFallbackModule('cart/contract', new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003')),
    };
    const loader = createRemoteLoader({
      loadRemote: async (id) => modules[id],
      hostSdkVersion: '2.0.0',
      onSettled: (remote, outcome) => outcomes.push({ remote, ...outcome }),
    });
    await loader.loadModule('catalog', './HomePage');
    await loader.loadModule('cart', './CartPage');
    expect(outcomes).toEqual([
      { remote: 'catalog', ok: true, durationMs: expect.any(Number) },
      { remote: 'cart', ok: false, durationMs: expect.any(Number), phase: 'manifest' },
    ]);
  });
});
