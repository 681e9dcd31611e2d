import { QUERY_FRESH_MS, QueryCache } from './query-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('QueryCache', () => {
  let now = 1_000;
  let locale = 'en';
  const cache = () =>
    new QueryCache(
      () => locale,
      () => now,
    );
  beforeEach(() => {
    now = 1_000;
    locale = 'en';
  });

  it('shares one request between the loader and the page, and keeps the answer while it is fresh', async () => {
    const queries = cache();
    const load = jest.fn().mockResolvedValue({ page: 1 });
    const [a, b] = [queries.fetch({ key: 'k', load }), queries.fetch({ key: 'k', load })];
    expect(a).toBe(b);
    await a;
    expect(queries.peek('k')).toEqual({ data: { page: 1 } });
    now += QUERY_FRESH_MS - 1;
    await queries.fetch({ key: 'k', load });
    expect(load).toHaveBeenCalledTimes(1);
    now += 2;
    expect(queries.peek('k')).toBeUndefined();
    await queries.fetch({ key: 'k', load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again at every fetch for a query fresh for 0 ms, sharing only the request on its way', async () => {
    const queries = cache();
    const first = deferred<number>();
    const load = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(2);
    const query = { key: 'priced', load, freshFor: 0 };
    const [a, b] = [queries.fetch(query), queries.fetch(query)];
    expect(a).toBe(b);
    first.resolve(1);
    await expect(a).resolves.toBe(1);
    expect(queries.peek('priced')).toBeUndefined();
    expect(queries.snapshot()).toEqual({});
    await expect(queries.fetch(query)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps answers per language: another language asks again', async () => {
    const queries = cache();
    const load = jest.fn().mockResolvedValueOnce('About us').mockResolvedValueOnce('من نحن');
    await queries.fetch({ key: 'about', load });
    locale = 'ar';
    expect(queries.peek('about')).toBeUndefined();
    await expect(queries.fetch({ key: 'about', load })).resolves.toBe('من نحن');
    locale = 'en';
    expect(queries.peek('about')).toEqual({ data: 'About us' });
  });

  it('keeps a 404 (the thing is not there) but not another failure, and snapshots only what is fresh', async () => {
    const queries = cache();
    const notFound = deferred<never>();
    const down = deferred<never>();
    const a = queries.fetch({ key: 'gone', load: () => notFound.promise });
    const b = queries.fetch({ key: 'down', load: () => down.promise });
    notFound.reject({ status: 404, message: 'Not found', errors: {} });
    down.reject({ status: 500, message: 'Boom', errors: {} });
    await Promise.allSettled([a, b]);
    expect(queries.peek('gone')).toEqual({ failure: { status: 404, message: 'Not found', errors: {} } });
    expect(queries.peek('down')).toBeUndefined();
    expect(Object.keys(queries.snapshot())).toEqual(['en|gone']);
  });

  it('starts from a snapshot: the page renders from it without asking', async () => {
    const server = cache();
    await server.fetch({ key: 'home', load: async () => ({ banners: [] }) });
    const browser = cache();
    browser.hydrate(server.snapshot());
    const load = jest.fn();
    expect(browser.peek('home')).toEqual({ data: { banners: [] } });
    await expect(browser.fetch({ key: 'home', load })).resolves.toEqual({ banners: [] });
    expect(load).not.toHaveBeenCalled();
  });

  it('refetch asks again even when an answer is kept', async () => {
    const queries = cache();
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    await queries.fetch({ key: 'k', load });
    await expect(queries.refetch({ key: 'k', load })).resolves.toBe(2);
    expect(queries.peek('k')).toEqual({ data: 2 });
  });

  it("seeds an island's answer from its props, but never over a fresh answer or one on its way", async () => {
    const queries = cache();
    const load = jest.fn().mockResolvedValue('asked');
    queries.seed('reviews:1', 'from props');
    await expect(queries.fetch({ key: 'reviews:1', load })).resolves.toBe('from props');
    queries.seed('reviews:1', 'again');
    expect(queries.peek('reviews:1')).toEqual({ data: 'from props' });
    const coming = deferred<string>();
    const asked = queries.fetch({ key: 'reviews:2', load: () => coming.promise });
    queries.seed('reviews:2', 'late');
    coming.resolve('fetched');
    await expect(asked).resolves.toBe('fetched');
    expect(queries.peek('reviews:2')).toEqual({ data: 'fetched' });
    expect(load).not.toHaveBeenCalled();
    now += QUERY_FRESH_MS;
    queries.seed('reviews:1', 'newer');
    expect(queries.peek('reviews:1')).toEqual({ data: 'newer' });
  });

  it('forgets the answers of a prefix in every language, keeps an answer a change gave, and clears all at a logout', async () => {
    const queries = cache();
    const load = jest.fn().mockResolvedValue('asked');
    await queries.fetch({ key: 'account:7:orders:1', load });
    locale = 'ar';
    await queries.fetch({ key: 'account:7:orders:1', load });
    await queries.fetch({ key: 'account:7:profile', load });
    await queries.fetch({ key: 'account:7:order:1', load });
    queries.forget('account:7:orders');
    expect(queries.peek('account:7:orders:1')).toBeUndefined();
    expect(queries.peek('account:7:order:1')).toEqual({ data: 'asked' });
    locale = 'en';
    expect(queries.peek('account:7:orders:1')).toBeUndefined();
    queries.keep('account:7:profile', 'saved');
    expect(queries.peek('account:7:profile')).toEqual({ data: 'saved' });
    queries.clear();
    expect(queries.snapshot()).toEqual({});
  });

  it('invalidates tagged answers in every language, kept ones too, and tells the pages watching them', async () => {
    const queries = cache();
    const load = jest.fn().mockResolvedValue('asked');
    await queries.fetch({ key: 'account:7:orders:1', load, tags: ['orders'] });
    await queries.fetch({ key: 'account:7:order:11', load, tags: ['order:11'] });
    await queries.fetch({ key: 'account:7:profile', load });
    queries.keep('account:7:order:12', 'paid', ['order:12']);
    locale = 'ar';
    await queries.fetch({ key: 'account:7:orders:1', load, tags: ['orders'] });
    const watching = { orders: jest.fn(), order12: jest.fn(), untagged: jest.fn() };
    const releaseOrders = queries.watch(['orders'], watching.orders);
    queries.watch(['order:12'], watching.order12);
    queries.watch([], watching.untagged);

    queries.invalidate(['orders', 'order:12']);
    expect(queries.peek('account:7:orders:1')).toBeUndefined();
    locale = 'en';
    expect(queries.peek('account:7:orders:1')).toBeUndefined();
    expect(queries.peek('account:7:order:12')).toBeUndefined();
    expect(queries.peek('account:7:order:11')).toEqual({ data: 'asked' });
    expect(watching.orders).toHaveBeenCalledTimes(1);
    expect(watching.order12).toHaveBeenCalledTimes(1);

    releaseOrders();
    queries.invalidate('all');
    expect(queries.peek('account:7:order:11')).toBeUndefined();
    expect(queries.peek('account:7:profile')).toEqual({ data: 'asked' });
    expect(watching.orders).toHaveBeenCalledTimes(1);
    expect(watching.order12).toHaveBeenCalledTimes(2);
    expect(watching.untagged).not.toHaveBeenCalled();
  });
});
