// The soak of `npm run bench:api` (docs/api-performance.md, "Soak"): mixed traffic at a fixed rate of
// arrivals, as shoppers come whether or not the server keeps up, for minutes. Browsing (the home
// page, lists, product pages, categories, shops, suggestions; as JSON and, when the shell's server
// build is there, as server-rendered pages) and shopping (basket adds, checkout summaries, cash
// orders). Every 15 s it reads /metrics as Prometheus would: the event loop's p99 lag over the
// interval (the alert: its maximum over 5 minutes above 100 ms), and the process's memory.
import { setTimeout as sleep } from 'node:timers/promises';

const SCRAPE_MS = 15_000;
/** Requests in flight beyond this are not sent but counted: the client would only measure itself. */
const MAX_IN_FLIGHT = 400;

/**
 * What a minute of the store's traffic is made of, by weight: 60 % API calls (a third of them the
 * cart and checkout's), 30 % server-rendered pages of every public kind, 10 % cash orders (a basket,
 * a summary and the order: three calls). Orders change stock, so kept pages and answers showing
 * those products are dropped and rendered again.
 */
const MIX = [
  ['product page', 12],
  ['home page', 5],
  ['product list page', 5],
  ['category page', 4],
  ['shop page', 4],
  ['product details', 12],
  ['home', 6],
  ['product list', 10],
  ['category products', 8],
  ['shops', 3],
  ['categories', 3],
  ['suggestions', 8],
  ['master', 2],
  ['cart add', 5],
  ['checkout summary', 3],
  ['order', 10],
];

const SORTS = ['newest', 'popular_product', 'top_selling', 'low_to_high', 'high_to_low'];

function pick(list, random = Math.random) {
  return list[Math.floor(random() * list.length)];
}

function weighted(mix) {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let left = Math.random() * total;
    for (const [name, weight] of mix) {
      left -= weight;
      if (left < 0) return name;
    }
    return mix.at(-1)[0];
  };
}

/** The process's metrics, as numbers by name and labels as written ('storefront_cache_hits_total{cache="page"}'). */
async function scrape(base, opsToken) {
  const text = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${opsToken}` } }).then((r) => r.text());
  const values = {};
  for (const line of text.split('\n')) {
    const match = /^([a-z0-9_]+(?:\{[^}]*\})?) ([0-9.e+-]+)$/.exec(line);
    if (match) values[match[1]] = Number(match[2]);
  }
  return values;
}

/**
 * Runs the mix at `rate` requests a second for `seconds`. `shoppers` are signed in and fill their
 * baskets; `buyers` are signed in with a default address and order, one order at a time each;
 * `products` is the catalogue as /api/products lists it.
 */
export async function soak({ base, rate, seconds, opsToken, shoppers, buyers, products, categoryIds, pages, log }) {
  const next = weighted(pages ? MIX : MIX.filter(([name]) => !name.endsWith('page')));
  const inStock = products.filter((p) => p.quantity > 20);
  const idleBuyers = [...buyers];
  const counts = {
    sent: 0,
    ok: 0,
    refused503: 0,
    serverErrors: 0,
    clientErrors: 0,
    failed: 0,
    skipped: 0,
    orders: 0,
    conflicts: 0,
    noBuyer: 0,
  };
  const statuses = new Map();
  /** Each answer's time, request sent to body read, in ms. */
  const durations = [];
  let inFlight = 0;
  let turn = 0;

  const json = (token) => ({
    'accept-language': 'en',
    'accept-encoding': 'gzip, br',
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const send = async (path, init = {}) => {
    const sentAt = performance.now();
    const response = await fetch(base + path, { headers: json(), ...init });
    const body = await response.text();
    durations.push(performance.now() - sentAt);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status === 503) counts.refused503++;
    else if (response.status >= 500) counts.serverErrors++;
    else if (response.status >= 400 && response.status !== 409) counts.clientErrors++;
    else counts.ok++;
    return { status: response.status, body };
  };
  const post = (path, token, body) => send(path, { method: 'POST', headers: json(token), body: JSON.stringify(body) });
  const page = (path) => send(path, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });

  /** A cash order of one product, as the storefront places it: basket, summary, then the order. */
  const order = async () => {
    const shopper = idleBuyers.pop();
    if (!shopper) {
      counts.noBuyer++;
      return;
    }
    try {
      await orderAs(shopper);
    } finally {
      idleBuyers.push(shopper);
    }
  };
  const orderAs = async (shopper) => {
    const product = pick(inStock);
    const stored = await post('/api/cart/store', shopper.token, { product_id: product.id, quantity: 1 });
    if (stored.status !== 200) return;
    const summary = await post('/api/cart/checkout', shopper.token, { shop_ids: [product.shop.id] });
    if (summary.status !== 200) return;
    const { summary_version } = JSON.parse(summary.body).data.checkout;
    const placed = await post('/api/place-order', shopper.token, {
      shop_ids: [product.shop.id],
      address_id: shopper.addressId,
      payment_method: 'cash',
      summary_version,
    });
    if (placed.status === 200) counts.orders++;
    if (placed.status === 409) counts.conflicts++;
  };

  const request = (kind) => {
    const product = pick(products);
    const shopper = shoppers[turn++ % shoppers.length];
    switch (kind) {
      case 'product page':
        return page(`/products/${product.id}/details`);
      case 'product details':
        return send(`/api/product-details?product_id=${product.id}`);
      case 'home page':
        return page('/');
      case 'product list page':
        return page(`/products?page=${1 + Math.floor(Math.random() * 5)}&sort=${pick(SORTS)}`);
      case 'category page':
        return page(`/categories/${pick(categoryIds)}`);
      case 'shop page':
        return page(`/shops/${product.shop.id}`);
      case 'home':
        return send('/api/home');
      case 'product list':
        return send(`/api/products?page=${1 + Math.floor(Math.random() * 5)}&sort_type=${pick(SORTS)}`);
      case 'category products':
        return send(`/api/category-products?category_id=${pick(categoryIds)}&sort_type=${pick(SORTS)}`);
      case 'shops':
        return send('/api/shops');
      case 'categories':
        return send('/api/categories');
      case 'suggestions':
        return send(`/api/search-suggestions?q=${encodeURIComponent(product.name.slice(0, 3 + Math.floor(Math.random() * 4)))}`);
      case 'master':
        return send('/api/master');
      case 'cart add':
        return post('/api/cart/store', shopper.token, { product_id: pick(inStock).id, quantity: 1 });
      case 'checkout summary':
        return post('/api/cart/checkout', shopper.token, { shop_ids: [product.shop.id] });
      default:
        return order();
    }
  };

  const samples = [];
  const first = await scrape(base, opsToken);
  const started = performance.now();
  const scraper = setInterval(() => {
    scrape(base, opsToken).then(
      (values) => samples.push({ at: (performance.now() - started) / 1000, ...values }),
      () => undefined,
    );
  }, SCRAPE_MS);
  let lastLog = 0;
  try {
    while (performance.now() - started < seconds * 1000) {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      while (counts.sent + counts.skipped < due) {
        if (inFlight >= MAX_IN_FLIGHT) {
          counts.skipped++;
          continue;
        }
        counts.sent++;
        inFlight++;
        request(next())
          .catch(() => counts.failed++)
          .finally(() => inFlight--);
      }
      const elapsed = Math.floor((performance.now() - started) / 60_000);
      if (elapsed > lastLog) {
        lastLog = elapsed;
        const lag = samples.at(-1)?.nodejs_eventloop_lag_p99_seconds;
        log(
          `  soak at ${rate}/s: minute ${elapsed}, ${counts.sent} sent, ${counts.orders} orders, last lag p99 ${lag === undefined ? '?' : (lag * 1000).toFixed(0)} ms`,
        );
      }
      await sleep(5);
    }
    while (inFlight > 0) await sleep(20);
  } finally {
    clearInterval(scraper);
  }
  const last = await scrape(base, opsToken);
  samples.push({ at: (performance.now() - started) / 1000, ...last });
  const lags = samples.map((s) => s.nodejs_eventloop_lag_p99_seconds * 1000).filter(Number.isFinite);
  /** The share of a cache's answers that came from memory during the soak. */
  const hitRatio = (cache) => {
    const during = (name) => (last[`${name}{cache="${cache}"}`] ?? 0) - (first[`${name}{cache="${cache}"}`] ?? 0);
    const hits = during('storefront_cache_hits_total');
    const misses = during('storefront_cache_misses_total');
    return hits + misses > 0 ? hits / (hits + misses) : NaN;
  };
  const sorted = [...lags].sort((a, b) => a - b);
  const times = durations.sort((a, b) => a - b);
  const timeAt = (p) => times[Math.max(0, Math.ceil(p * times.length) - 1)] ?? NaN;
  return {
    latencyP50Ms: timeAt(0.5),
    latencyP99Ms: timeAt(0.99),
    rate,
    seconds,
    achieved: counts.sent / seconds,
    counts,
    statuses: Object.fromEntries(statuses),
    lagP99MaxMs: sorted.at(-1) ?? NaN,
    lagP99MedianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    intervalsOverAlert: lags.filter((lag) => lag > 100).length,
    intervals: lags.length,
    rssStartMb: first.process_resident_memory_bytes / 2 ** 20,
    rssEndMb: last.process_resident_memory_bytes / 2 ** 20,
    heapStartMb: first.nodejs_heap_size_used_bytes / 2 ** 20,
    heapEndMb: last.nodejs_heap_size_used_bytes / 2 ** 20,
    publicHitRatio: hitRatio('public'),
    pageHitRatio: hitRatio('page'),
  };
}
