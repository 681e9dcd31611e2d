import { QUERY_FRESH_MS, type Composition } from 'shared-sdk';
import { fakeRemoteLoader } from '../test-support/fake-remote-loader';
import { createTestStore } from '../test-support/render-with-store';
import { readyNextPage } from './islands-takeover';
import { pageReady } from './page-ready';

jest.mock('./page-ready', () => ({ ...jest.requireActual('./page-ready'), pageReady: jest.fn(async () => undefined) }));

const composition: Composition = { apiBase: '/api', remotes: {} as Composition['remotes'] };

describe('readyNextPage', () => {
  it('readies a page once while its data is fresh, and again after', async () => {
    let now = 1000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const context = { store: createTestStore(), loader: fakeRemoteLoader(jest.fn()), composition };
    const url = new URL('http://localhost/products/5/details');
    await readyNextPage(url, context);
    await readyNextPage(url, context);
    expect(pageReady).toHaveBeenCalledTimes(1);
    // Another page is readied on its own.
    await readyNextPage(new URL('http://localhost/products/6/details'), context);
    expect(pageReady).toHaveBeenCalledTimes(2);
    now += QUERY_FRESH_MS / 2;
    await readyNextPage(url, context);
    expect(pageReady).toHaveBeenCalledTimes(3);
  });
});
