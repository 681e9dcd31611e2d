import { SDK_VERSION } from 'shared-sdk';
import { createRemoteLoader } from '../composition/remote-loader';
import { SERVER_FAILURE_MEMORY_MS, rememberFailures } from './server-remotes';

const Page = () => null;
const contract = { default: { name: 'catalog', version: '0.1.0', sdkVersion: SDK_VERSION } };

/** A federation runtime whose manifest fetch fails until `up` is set (a starved start, then a recovered one). */
function flakyRuntime() {
  const state = { up: false };
  const loadRemote = jest.fn(async (id: string) => {
    if (!state.up) throw new Error('Failed to get manifest');
    return id === 'catalog/contract' ? contract : { default: Page };
  });
  return { state, loadRemote };
}

describe("the server's remote loader", () => {
  it('loads a failed remote again once the failure is SERVER_FAILURE_MEMORY_MS old, however often pages ask meanwhile', async () => {
    let now = 1_000;
    const { state, loadRemote } = flakyRuntime();
    const loader = rememberFailures(createRemoteLoader({ loadRemote, timeoutMs: 1_000 }), () => now);

    await expect(loader.loadModule('catalog', './ProductDetailsPage')).rejects.toThrow('Failed to get manifest');
    state.up = true;
    // Pages keep asking (their data first, then a slot as it mounts): the kept failure answers them.
    for (let asked = 0; asked < 5; asked += 1) {
      now += SERVER_FAILURE_MEMORY_MS / 5 - 1;
      loader.forgetFailed('catalog', './ProductDetailsPage');
      await expect(loader.loadModule('catalog', './ProductDetailsPage')).rejects.toThrow('Failed to get manifest');
    }
    expect(loadRemote).toHaveBeenCalledTimes(1);

    now += 5;
    const loaded = await loader.loadModule('catalog', './ProductDetailsPage');
    expect(loaded.ok).toBe(true);
    expect(loaded.component).toBe(Page);
  });

  it("retries on the page's data load itself, with no slot mounted to forget the failure", async () => {
    let now = 1_000;
    const { state, loadRemote } = flakyRuntime();
    const loader = rememberFailures(createRemoteLoader({ loadRemote, timeoutMs: 1_000 }), () => now);
    await expect(loader.loadModule('catalog', './ProductDetailsPage')).rejects.toThrow();
    state.up = true;
    now += SERVER_FAILURE_MEMORY_MS;
    await expect(loader.loadModule('catalog', './ProductDetailsPage')).resolves.toMatchObject({ ok: true });
  });
});
