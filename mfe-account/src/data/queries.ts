import { tagsOf, type Api, type OrderQuery, type PageQuery, type Query, type QueryCache, type QueryTags, type RootStore, type SupportTicket, type TicketQuery } from 'shared-sdk';
import { findAddress } from './find-address';

/**
 * Whose answers a key names: the signed-in shopper's id (`auth.user?.id`). A logout empties the root
 * store's query cache (the auth store's `clearSession`); the id in the key also keeps apart an answer
 * that was still on its way then.
 */
export type ShopperId = number | undefined;

/** The kinds of the shopper's answers; each is kept under `account:<shopper>:<kind>`. */
export type AccountKind = 'profile' | 'orders' | 'order' | 'wishlist' | 'addresses' | 'address' | 'tickets' | 'ticket';

function kindKey(shopper: ShopperId, kind: AccountKind): string {
  return `account:${shopper ?? 'unknown'}:${kind}`;
}

/** A request's parameters in one order, so one request has one key whatever order its object was written in. */
function paramsKey(params: object): string {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}

function query<T>(key: string, load: () => Promise<T>, tags?: QueryTags<T>): Query<T> {
  return tags ? { key, load, tags } : { key, load };
}

/**
 * Every request of the account's pages, named once: the pages read them with `useQuery` through the
 * root store's query cache, as the catalog's pages do (the account's pages are the shopper's own and
 * render in the browser only, so they have no loader: the cache gives a page visited again within
 * QUERY_FRESH_MS the answer it kept). Keys start with 'account:' because the cache is shared with the
 * shell and the other remotes, then name the shopper (`ShopperId`), the kind, and every parameter.
 * Answers that change without the shopper acting here (an order paid or shipped, support's reply, the
 * wishlist changed on another device) carry the tags a live event invalidates (`liveEventTags`), so a
 * page showing one asks again by itself.
 */
export const accountQueries = {
  /** GET /profile. */
  profile: (api: Api, shopper: ShopperId) => query(kindKey(shopper, 'profile'), () => api.account.getProfile()),
  /** GET /orders: a page of the history (a status tab, or all), or the dashboard's latest orders. */
  orders: (api: Api, shopper: ShopperId, params: OrderQuery) =>
    query(`${kindKey(shopper, 'orders')}:${paramsKey(params)}`, () => api.orders.list(params), ['orders']),
  /** One order; null for a route id that is no order id at all (nothing is asked). */
  order: (api: Api, shopper: ShopperId, orderId: number | null) =>
    query(
      `${kindKey(shopper, 'order')}:${orderId ?? 'none'}`,
      async () => (orderId === null ? null : api.orders.details(orderId)),
      orderId === null ? undefined : [`order:${orderId}`],
    ),
  /** GET /favorite-products: a page of the wishlist. */
  wishlist: (api: Api, shopper: ShopperId, params: PageQuery) =>
    query(`${kindKey(shopper, 'wishlist')}:${paramsKey(params)}`, () => api.account.getFavoriteProducts(params), ['wishlist']),
  /** GET /addresses: a page of the address book. */
  addresses: (api: Api, shopper: ShopperId, params: PageQuery) =>
    query(`${kindKey(shopper, 'addresses')}:${paramsKey(params)}`, () => api.account.getAddresses(params)),
  /** One address, found in the address book (`findAddress`); null for an id that is none (nothing is asked). */
  address: (api: Api, shopper: ShopperId, addressId: number | null) =>
    query(`${kindKey(shopper, 'address')}:${addressId ?? 'none'}`, async () =>
      addressId === null ? null : findAddress(api, addressId),
    ),
  /** GET /support-tickets: a page of the tickets (a status, or all) with the counts per status. */
  tickets: (api: Api, shopper: ShopperId, params: TicketQuery) =>
    query(`${kindKey(shopper, 'tickets')}:${paramsKey(params)}`, () => api.tickets.getTickets(params), ['tickets']),
  /** GET /support-ticket/show: one ticket with its conversation; a new status asks again (events name it by id). */
  ticket: (api: Api, shopper: ShopperId, ticketNumber: string) =>
    query(
      `${kindKey(shopper, 'ticket')}:${ticketNumber}`,
      () => api.tickets.getTicket(ticketNumber),
      (ticket) => [`ticket:${ticket.id}`],
    ),
  /** GET /support-ticket-messages: a ticket's conversation alone (Refresh, a new message). */
  ticketMessages: (api: Api, shopper: ShopperId, ticket: Pick<SupportTicket, 'id' | 'ticket_no'>) =>
    query(
      `${kindKey(shopper, 'ticket')}:${ticket.ticket_no}:messages`,
      () => api.tickets.getTicketMessages(ticket.ticket_no),
      [`ticket:${ticket.id}:messages`],
    ),
  /** GET /ticket-issue-types: the same list for every shopper (in the language asked), so no shopper in the key. */
  issueTypes: (api: Api) => query('account:ticket-issue-types', () => api.tickets.getIssueTypes()),
};

/**
 * A change the shopper made (an address saved, an order cancelled, a ticket opened) makes answers of
 * theirs old that the query cache would still give a page visited within QUERY_FRESH_MS: those of
 * `kinds` are forgotten, so the page visited next asks the server, as it did before the cache. The
 * page on screen loads its own again (`retry`).
 */
export function forgetKinds({ queries }: Pick<RootStore, 'queries'>, shopper: ShopperId, kinds: readonly AccountKind[]): void {
  for (const kind of kinds) queries.forget(kindKey(shopper, kind));
}

/**
 * Keeps `data`, the answer a change already gave (the saved profile, the conversation after a reply),
 * as the answer of `query`: the page visited next shows it without asking the server.
 */
export function keepAnswer<T>(queries: QueryCache, query: Query<T>, data: T): void {
  queries.keep(query.key, data, tagsOf(query, data));
}
