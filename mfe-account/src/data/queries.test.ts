import { QueryCache, type Profile, type Query } from 'shared-sdk';
import { fakeApi, type FakeApiCalls } from 'shared-sdk/testing';
import { accountQueries, keepAnswer, forgetKinds } from './queries';

const answer = (value: unknown = { ok: true }) => jest.fn().mockResolvedValue(value);

/** A fake API answering every call the account's queries make, each a mock the test can look at. */
function accountApi() {
  const calls = {
    account: {
      getProfile: answer(),
      getFavoriteProducts: answer(),
      getAddresses: answer({ total: 2, addresses: [{ id: 4 }, { id: 7 }] }),
    },
    orders: { list: answer(), details: answer() },
    tickets: { getTickets: answer(), getTicket: answer(), getIssueTypes: answer([]) },
  };
  return { api: fakeApi(calls as FakeApiCalls), calls };
}

/** The keys are all different, and all the account's. */
function expectDistinct(keys: string[]) {
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of keys) expect(key).toMatch(/^account:/);
}

describe('accountQueries keys', () => {
  const { api } = accountApi();

  it('name the shopper in every answer of their own, and differ between shoppers', () => {
    const of = (shopper: number | undefined) => [
      accountQueries.profile(api, shopper).key,
      accountQueries.orders(api, shopper, { page: 1, per_page: 10 }).key,
      accountQueries.order(api, shopper, 11).key,
      accountQueries.wishlist(api, shopper, { page: 1, per_page: 10 }).key,
      accountQueries.addresses(api, shopper, { page: 1, per_page: 10 }).key,
      accountQueries.address(api, shopper, 4).key,
      accountQueries.tickets(api, shopper, { page: 1, per_page: 10 }).key,
      accountQueries.ticket(api, shopper, 'TK1').key,
    ];
    const first = of(1);
    const second = of(2);
    expectDistinct([...first, ...second, ...of(undefined)]);
    for (const key of first) expect(key).toMatch(/^account:1:/);
    for (const key of second) expect(key).toMatch(/^account:2:/);
  });

  it('differ by every parameter of the orders', () => {
    expectDistinct([
      accountQueries.orders(api, 1, { page: 1, per_page: 10 }).key,
      accountQueries.orders(api, 1, { page: 2, per_page: 10 }).key,
      accountQueries.orders(api, 1, { page: 1, per_page: 5 }).key,
      accountQueries.orders(api, 1, { order_status: 'pending', page: 1, per_page: 10 }).key,
      accountQueries.orders(api, 1, { order_status: 'delivered', page: 1, per_page: 10 }).key,
    ]);
  });

  it('differ by every parameter of the wishlist, the addresses and the tickets, and between them', () => {
    expectDistinct([
      accountQueries.wishlist(api, 1, { page: 1, per_page: 10 }).key,
      accountQueries.wishlist(api, 1, { page: 2, per_page: 10 }).key,
      accountQueries.wishlist(api, 1, { page: 1, per_page: 20 }).key,
      accountQueries.addresses(api, 1, { page: 1, per_page: 10 }).key,
      accountQueries.addresses(api, 1, { page: 2, per_page: 10 }).key,
      accountQueries.addresses(api, 1, { page: 1, per_page: 20 }).key,
      accountQueries.tickets(api, 1, { page: 1, per_page: 10 }).key,
      accountQueries.tickets(api, 1, { page: 2, per_page: 10 }).key,
      accountQueries.tickets(api, 1, { page: 1, per_page: 20 }).key,
      accountQueries.tickets(api, 1, { page: 1, per_page: 10, status: 'running' }).key,
      accountQueries.tickets(api, 1, { page: 1, per_page: 10, status: 'completed' }).key,
    ]);
  });

  it('differ by the order, the address and the ticket asked, and for a route id that is none', () => {
    expectDistinct([
      accountQueries.order(api, 1, 11).key,
      accountQueries.order(api, 1, 12).key,
      accountQueries.order(api, 1, null).key,
      accountQueries.address(api, 1, 11).key,
      accountQueries.address(api, 1, 12).key,
      accountQueries.address(api, 1, null).key,
      accountQueries.ticket(api, 1, 'TK1').key,
      accountQueries.ticket(api, 1, 'TK2').key,
      accountQueries.ticket(api, 1, '').key,
      accountQueries.profile(api, 1).key,
      accountQueries.issueTypes(api).key,
    ]);
  });

  it('are one key for one request, whatever order its parameters were written in', () => {
    expect(accountQueries.orders(api, 1, { order_status: 'pending', page: 2, per_page: 10 }).key).toBe(
      accountQueries.orders(api, 1, { per_page: 10, page: 2, order_status: 'pending' }).key,
    );
    expect(accountQueries.tickets(api, 1, { page: 1, per_page: 10, status: undefined }).key).toBe(
      accountQueries.tickets(api, 1, { page: 1, per_page: 10 }).key,
    );
  });

  it('keep the issue types, the same for every shopper, without one', () => {
    expect(accountQueries.issueTypes(api).key).toBe('account:ticket-issue-types');
  });
});

describe('accountQueries loads', () => {
  it('ask the API method each page asked, with its arguments', async () => {
    const { api, calls } = accountApi();
    await accountQueries.profile(api, 1).load();
    expect(calls.account.getProfile).toHaveBeenCalledWith();

    await accountQueries.orders(api, 1, { order_status: 'pending', page: 2, per_page: 10 }).load();
    expect(calls.orders.list).toHaveBeenLastCalledWith({ order_status: 'pending', page: 2, per_page: 10 });
    await accountQueries.orders(api, 1, { page: 1, per_page: 5 }).load();
    expect(calls.orders.list).toHaveBeenLastCalledWith({ page: 1, per_page: 5 });

    await accountQueries.order(api, 1, 11).load();
    expect(calls.orders.details).toHaveBeenCalledWith(11);

    await accountQueries.wishlist(api, 1, { page: 3, per_page: 10 }).load();
    expect(calls.account.getFavoriteProducts).toHaveBeenCalledWith({ page: 3, per_page: 10 });

    await accountQueries.addresses(api, 1, { page: 2, per_page: 10 }).load();
    expect(calls.account.getAddresses).toHaveBeenLastCalledWith({ page: 2, per_page: 10 });

    await accountQueries.tickets(api, 1, { page: 1, per_page: 10, status: 'running' }).load();
    expect(calls.tickets.getTickets).toHaveBeenCalledWith({ page: 1, per_page: 10, status: 'running' });

    await accountQueries.ticket(api, 1, 'TK10000001').load();
    expect(calls.tickets.getTicket).toHaveBeenCalledWith('TK10000001');

    await accountQueries.issueTypes(api).load();
    expect(calls.tickets.getIssueTypes).toHaveBeenCalledWith();
  });

  it('find an address in the address book, a page of 100 at a time', async () => {
    const { api, calls } = accountApi();
    await expect(accountQueries.address(api, 1, 7).load()).resolves.toEqual({ id: 7 });
    expect(calls.account.getAddresses).toHaveBeenCalledWith({ page: 1, per_page: 100 });
    await expect(accountQueries.address(api, 1, 99).load()).resolves.toBeNull();
  });

  it('answer null without asking for a route id that is none', async () => {
    const { api, calls } = accountApi();
    await expect(accountQueries.order(api, 1, null).load()).resolves.toBeNull();
    await expect(accountQueries.address(api, 1, null).load()).resolves.toBeNull();
    expect(calls.orders.details).not.toHaveBeenCalled();
    expect(calls.account.getAddresses).not.toHaveBeenCalled();
  });
});

describe('forgetKinds', () => {
  function cached() {
    const { api, calls } = accountApi();
    const queries = new QueryCache();
    return { api, calls, queries, store: { queries } };
  }

  it('forgets the kept answers of the kinds named, of this shopper only: the next visit asks again', async () => {
    const { calls, queries, store, api } = cached();
    const historyPage = accountQueries.orders(api, 1, { page: 1, per_page: 10 });
    const latest = accountQueries.orders(api, 1, { page: 1, per_page: 5 });
    const otherShopper = accountQueries.orders(api, 2, { page: 1, per_page: 10 });
    const order = accountQueries.order(api, 1, 11);
    const profile = accountQueries.profile(api, 1);
    const all: Query<unknown>[] = [historyPage, latest, otherShopper, order, profile];
    await Promise.all(all.map((query) => queries.fetch(query)));

    forgetKinds(store, 1, ['orders']);
    expect([historyPage, latest].map((query) => queries.peek(query.key))).toEqual([undefined, undefined]);
    // 'order' is not 'orders'; another shopper's and other kinds stay.
    for (const query of [otherShopper, order, profile]) expect(queries.peek(query.key)).toBeDefined();
    expect(calls.orders.list).toHaveBeenCalledTimes(3);
    await queries.fetch(historyPage);
    expect(calls.orders.list).toHaveBeenCalledTimes(4);
  });

  it("tells 'order' from 'orders' and 'address' from 'addresses'", async () => {
    const { queries, store, api } = cached();
    const orders = accountQueries.orders(api, 1, { page: 1, per_page: 10 });
    const addresses = accountQueries.addresses(api, 1, { page: 1, per_page: 10 });
    await Promise.all([queries.fetch(orders), queries.fetch(addresses)]);
    forgetKinds(store, 1, ['order', 'address']);
    expect(queries.peek(orders.key)).toBeDefined();
    expect(queries.peek(addresses.key)).toBeDefined();
  });
});

describe('keepAnswer', () => {
  it('keeps the answer a change gave as the query’s, without asking', async () => {
    const { api, calls } = accountApi();
    const queries = new QueryCache();
    const profile = accountQueries.profile(api, 1);
    await queries.fetch(profile);
    const saved = { name: 'New name' } as Profile;
    keepAnswer(queries, profile, saved);
    await expect(queries.fetch(profile)).resolves.toBe(saved);
    expect(queries.peek(profile.key)).toEqual({ data: saved });
    expect(calls.account.getProfile).toHaveBeenCalledTimes(1);
  });
});
