import { SDK_VERSION } from 'shared-sdk';
import { createFallbackModule } from './fallback-module';
import { IncompatibleRemoteError, RemoteTimeoutError } from './remote-errors';
import { RemoteFallback } from './remote-fallback';
import { REMOTE_LOAD_TIMEOUT_MS, createRemoteLoader, remoteModuleId } from './remote-loader';

const Page = () => null;
const contract = (sdkVersion: string) => ({ default: { name: 'catalog', version: '0.1.0', sdkVersion } });

/** A federation runtime whose loadRemote answers from `modules` (a function answers lazily). */
function runtime(modules: Record<string, unknown>) {
  return jest.fn(async (id: string) => {
    const entry = modules[id];
    return typeof entry === 'function' && entry !== Page ? (entry as () => unknown)() : entry;
  });
}

describe('remoteModuleId', () => {
  it("turns an exposed './Name' into the 'remote/Name' id loadRemote expects", () => {
    expect(remoteModuleId('catalog', './HomePage')).toBe('catalog/HomePage');
    expect(remoteModuleId('cart', './contract')).toBe('cart/contract');
  });
});

describe('createRemoteLoader', () => {
  it('checks the contract, loads the module and caches both', async () => {
    const loadRemote = runtime({
      'catalog/contract': contract('1.4.0'),
      'catalog/HomePage': { default: Page },
      'catalog/ShopsPage': { default: Page },
    });
    const loader = createRemoteLoader({ loadRemote, hostSdkVersion: '1.0.0' });
    await expect(loader.load('catalog', './HomePage')).resolves.toBe(Page);
    await loader.load('catalog', './HomePage');
    await loader.load('catalog', './ShopsPage');
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['catalog/contract', 'catalog/HomePage', 'catalog/ShopsPage']);
  });

  it('accepts a contract exported by name', async () => {
    const loadRemote = runtime({
      'auth/contract': { contract: { name: 'auth', version: '1.0.0', sdkVersion: SDK_VERSION } },
      'auth/LoginModal': { default: Page },
    });
    await expect(createRemoteLoader({ loadRemote }).load('auth', './LoginModal')).resolves.toBe(Page);
  });

  it('refuses a remote built against another shared-sdk major, naming both versions', async () => {
    const loadRemote = runtime({ 'catalog/contract': contract('2.0.0'), 'catalog/HomePage': { default: Page } });
    const error = await createRemoteLoader({ loadRemote, hostSdkVersion: '1.0.0' })
      .load('catalog', './HomePage')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect(error).toMatchObject({ remote: 'catalog', remoteSdkVersion: '2.0.0', hostSdkVersion: '1.0.0' });
    expect(loadRemote).not.toHaveBeenCalledWith('catalog/HomePage');
  });

  it('names both versions when the manifest checks refused the remote for its shared-sdk major', async () => {
    const refusal = new IncompatibleRemoteError('catalog', '1.4.0', '2.0.0');
    const loadRemote = runtime({ 'catalog/contract': createFallbackModule('catalog/contract', new Error('RUNTIME-003')) });
    const loader = createRemoteLoader({ loadRemote, refusalOf: (remote) => (remote === 'catalog' ? refusal : undefined) });
    await expect(loader.load('catalog', './HomePage')).rejects.toBe(refusal);
  });

  it('refuses a remote without a contract', async () => {
    const loadRemote = runtime({ 'catalog/contract': { default: {} }, 'catalog/HomePage': { default: Page } });
    await expect(createRemoteLoader({ loadRemote }).load('catalog', './HomePage')).rejects.toMatchObject({ remoteSdkVersion: 'unknown' });
  });

  it('gives up on a hanging remote after the timeout', async () => {
    jest.useFakeTimers();
    try {
      const loader = createRemoteLoader({ loadRemote: () => new Promise(() => undefined) });
      const result = loader.load('catalog', './HomePage').catch((e: unknown) => e);
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      expect(await result).toBeInstanceOf(RemoteTimeoutError);
      expect(REMOTE_LOAD_TIMEOUT_MS).toBeLessThan(5000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells the slot when a load that timed out arrives after all, and serves it from then on', async () => {
    jest.useFakeTimers();
    try {
      let arrive: (module: unknown) => void = () => undefined;
      const loadRemote = jest.fn(async (id: string) =>
        id.endsWith('/contract') ? contract('1.0.0') : new Promise((resolve) => (arrive = resolve)),
      );
      const loader = createRemoteLoader({ loadRemote, hostSdkVersion: '1.0.0' });
      const listener = jest.fn();
      loader.onLateArrival('catalog', './HomePage', listener);
      const first = loader.load('catalog', './HomePage').catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      expect(await first).toBeInstanceOf(RemoteTimeoutError);
      arrive({ default: Page });
      await jest.advanceTimersByTimeAsync(0);
      expect(listener).toHaveBeenCalledTimes(1);
      await expect(loader.load('catalog', './HomePage')).resolves.toBe(Page);
      expect(loadRemote).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a failure until the slot retries, then loads again', async () => {
    let up = false;
    const loadRemote = runtime({
      'catalog/contract': () => (up ? contract(SDK_VERSION) : createFallbackModule('catalog/contract', new Error('down'))),
      'catalog/HomePage': { default: Page },
    });
    const loader = createRemoteLoader({ loadRemote });
    await expect(loader.load('catalog', './HomePage')).resolves.toBe(RemoteFallback);
    up = true;
    await expect(loader.load('catalog', './HomePage')).resolves.toBe(RemoteFallback);
    loader.forgetFailed('catalog', './HomePage');
    await expect(loader.load('catalog', './HomePage')).resolves.toBe(Page);
  });

  it('does not forget a load that worked', async () => {
    const loadRemote = runtime({ 'cart/contract': contract(SDK_VERSION), 'cart/CartDrawer': { default: Page } });
    const loader = createRemoteLoader({ loadRemote });
    await loader.load('cart', './CartDrawer');
    loader.forgetFailed('cart', './CartDrawer');
    await loader.load('cart', './CartDrawer');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects a module without a default export', async () => {
    const loadRemote = runtime({ 'catalog/contract': contract(SDK_VERSION), 'catalog/HomePage': { HomePage: Page } });
    await expect(createRemoteLoader({ loadRemote }).load('catalog', './HomePage')).rejects.toThrow(
      'catalog/HomePage has no default export',
    );
  });
});
