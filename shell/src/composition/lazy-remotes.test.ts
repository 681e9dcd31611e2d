import type { ConnectedRemotes } from './federation-runtime';
import { connectWhenNeeded } from './lazy-remotes';
import { createRemoteLoader, type RemoteComponent } from './remote-loader';
import { RemoteTimeoutError } from './remote-errors';

const Drawer: RemoteComponent = () => null;
const contract = { contract: { name: 'cart', version: '1.0.0', sdkVersion: '2.12.0' } };

/** The real loader over a fake runtime whose modules come when `arrive` says. */
function remotes(loadRemote: (id: string) => Promise<unknown>): ConnectedRemotes {
  const loader = createRemoteLoader({ loadRemote, timeoutMs: 50, hostSdkVersion: '2.12.0' });
  return { loader, telemetry: { builds: () => [], errorCount: () => 0 } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectWhenNeeded', () => {
  it('connects only at the first load, and hands out one promise per module until then and after', async () => {
    const connect = jest.fn(() =>
      Promise.resolve(remotes((id) => Promise.resolve(id.endsWith('/contract') ? contract : { default: Drawer }))),
    );
    const { loader, telemetry } = connectWhenNeeded(connect);
    expect(telemetry.builds()).toEqual([]);
    loader.forgetFailed('cart', './CartDrawer');
    expect(connect).not.toHaveBeenCalled();

    const first = loader.load('cart', './CartDrawer');
    expect(loader.load('cart', './CartDrawer')).toBe(first);
    await expect(first).resolves.toBe(Drawer);
    expect(connect).toHaveBeenCalledTimes(1);
    // Marked settled for React's use(): the next render reads it without suspending.
    expect(first).toMatchObject({ status: 'fulfilled', value: Drawer });
    const after = loader.load('cart', './CartDrawer');
    expect(loader.load('cart', './CartDrawer')).toBe(after);
    await expect(after).resolves.toBe(Drawer);
  });

  it('leaves no unhandled rejection when a load nobody awaits fails, and loads again after forgetFailed', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      let attempt = 0;
      const connect = jest.fn(() => {
        attempt += 1;
        return attempt === 1
          ? Promise.reject(new Error('the chunk did not come'))
          : Promise.resolve(remotes(() => new Promise(() => undefined)));
      });
      const { loader } = connectWhenNeeded(connect);
      const failed = loader.load('cart', './CartDrawer');
      void loader.loadModule('cart', './CartDrawer');
      await tick();
      await tick();
      expect(failed).toMatchObject({ status: 'rejected' });
      expect(unhandled).not.toHaveBeenCalled();

      loader.forgetFailed('cart', './CartDrawer');
      const again = loader.load('cart', './CartDrawer');
      expect(again).not.toBe(failed);
      // The runtime came this time; the module never does, so the loader's timer says so.
      await expect(again).rejects.toBeInstanceOf(RemoteTimeoutError);
      await tick();
      expect(unhandled).not.toHaveBeenCalled();
      expect(connect).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
