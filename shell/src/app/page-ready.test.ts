import type { PageLoader } from 'shared-sdk';
import { createTestStore } from '../test-support/render-with-store';
import { fakeRemoteLoader } from '../test-support/fake-remote-loader';
import { pageReady, waitAtMost } from './page-ready';

/** A promise and the function that settles it, for ordering assertions. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a navigation waits for the next page', () => {
  it("is ready once the page's module and its loader's data are here", async () => {
    const code = deferred();
    const data = deferred();
    const loader = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => {
      await data.promise;
      return {};
    });
    const remotes = fakeRemoteLoader(() => code.promise.then(() => () => null));
    remotes.loadModule = jest.fn(async () => ({ component: () => null, loader, ok: true }));
    let ready = false;
    void pageReady(new URL('https://shop.example/products/7/details'), createTestStore(), remotes).then(() => (ready = true));

    code.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(loader).toHaveBeenCalled();
    expect(ready).toBe(false);
    data.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(ready).toBe(true);
  });

  it('is ready too when the module fails: the page shows its own fallback', async () => {
    const remotes = fakeRemoteLoader(() => Promise.reject(new Error('down')));
    remotes.loadModule = () => Promise.reject(new Error('down'));
    await expect(pageReady(new URL('https://shop.example/shops'), createTestStore(), remotes)).resolves.toBeUndefined();
  });

  it('loads nothing for an account page a guest is sent away from', async () => {
    const load = jest.fn(async () => () => null);
    await pageReady(new URL('https://shop.example/dashboard'), createTestStore(), fakeRemoteLoader(load));
    expect(load).not.toHaveBeenCalled();
  });

  it('waits at most the given time, and never fails', async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      void waitAtMost(new Promise(() => undefined), 2000).then(() => (done = true));
      await jest.advanceTimersByTimeAsync(1999);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      await expect(waitAtMost(Promise.reject(new Error('no')), 2000)).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
