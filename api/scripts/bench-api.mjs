// `npm run bench:api`: loads the built API (api/dist/server.js) with autocannon and checks the
// latency budgets. Runs on PGlite always, and on PostgreSQL too when DATABASE_URL is set.
// Env: BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_JSON (write the results there),
// BENCH_STRICT=1 (exit non-zero when a budget fails), BENCH_ONLY=PGlite|PostgreSQL (one database)
// or soak (the soak alone), or proxy (instances behind HAProxy and PgBouncer: benchBehindProxy).
// Then the soak on PGlite (scripts/bench/soak.mjs): BENCH_SOAK_MINUTES
// (10; 0 skips it) of mixed traffic at BENCH_SOAK_RATES requests a second (30; a list such as
// 10,20,30 soaks each in turn); BENCH_SOAK_PROFILE=<dir> keeps a CPU profile of each thread of the
// soaked API (scripts/bench/cpu-profile-summary.mjs reads them). After each database's routes, the
// search on a catalogue grown to SCALE_PRODUCTS (20000) products (scripts/bench/scaled-search.mjs;
// BENCH_SCALED=0 skips it, BENCH_ONLY=search runs it alone on PGlite). Progress goes to stderr,
// results to stdout.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from './bench/free-port.mjs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { benchScaledSearch, SCALED_ROUTE } from './bench/scaled-search.mjs';
import { soak } from './bench/soak.mjs';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50);
const SECONDS = positiveInt('BENCH_SECONDS', 10);
const WARM_SECONDS = 2;
// What the storefront's client sends; Accept-Encoding as every browser and CDN does, so answers
// travel compressed (the API keeps compressed copies of the public ones).
const HEADERS = {
  'X-Requested-With': 'XMLHttpRequest',
  'Accept-Language': 'en',
  'Accept-Encoding': 'gzip, deflate, br',
  'Content-Type': 'application/json',
};
const ROUTE = {
  master: 'master',
  home: 'home',
  products: 'products page 1',
  details: 'product details',
  unloaded: 'home unloaded (1 conn, 200 req)',
  cartAdd: 'cart add',
  checkout: 'checkout summary',
  search: 'search (new term each request)',
  detailsUncached: 'product details (uncached)',
  detailsInvalidated: 'product details, invalidated every 50 ms',
};
/** How often the bench changes the product it reads, so that reads come right after an invalidation. */
const INVALIDATE_EVERY_MS = 50;
// The bare route stands for "Fastify itself on this machine", so ratios survive a noisy host.
const BARE_SERVER = `import Fastify from 'fastify';
const app = Fastify();
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

const children = new Set();
const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

// Whatever ends the run (done, exception, Ctrl-C), no server outlives it and no temp dir stays.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(tempRoot, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    process.exit(130);
  });
}

function positiveInt(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Starts `node <args>` and waits (up to 120 s: PGlite's first start seeds the demo data) for a 200. */
async function startProcess(label, args, env, readyPath) {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd: API_DIR, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = ''; // the tail only, shown when the start fails
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!children.has(child)) throw new Error(`${label} exited while starting:\n${output}`);
    const status = await fetch(base + readyPath, { headers: HEADERS }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, base };
    await sleep(250);
  }
  throw new Error(`${label} did not answer ${readyPath} within 120 s:\n${output}`);
}

/** SIGTERM lets the API close PGlite cleanly; the next start opens the same data dir. */
async function stopProcess({ child }) {
  if (!children.has(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function startApi(db, cacheOff, extraEnv = {}, nodeArgs = []) {
  // TRUST_PROXY: the bench registers its shoppers from distinct client addresses (X-Forwarded-For),
  // as a load balancer presents many shoppers, instead of running into the per-address limit.
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'warn',
    HOUSEKEEPING_INTERVAL_MINUTES: '0',
    TRUST_PROXY: 'true',
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_CACHE;
  if (db.url) env.DATABASE_URL = db.url;
  if (cacheOff) env.PUBLIC_CACHE = 'off';
  Object.assign(env, extraEnv);
  log(`${db.name}: starting the API (cache ${cacheOff ? 'off' : 'on'})`);
  return startProcess(`API on ${db.name}`, [...nodeArgs, path.join(API_DIR, 'dist', 'server.js')], env, '/api/master');
}

/** One JSON call outside the measurements (setup); a refusal stops the bench. */
async function call(base, method, urlPath, { body, token, from, language } = {}) {
  const headers = {
    ...HEADERS,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(from ? { 'X-Forwarded-For': from } : {}),
    ...(language ? { 'Accept-Language': language } : {}),
  };
  const response = await fetch(base + urlPath, { method, headers, body: body && JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}: ${JSON.stringify(json)?.slice(0, 300)}`);
  return json;
}

/** Runs autocannon against one request spec: `{ method, path, body, setupRequest }`. */
function load(base, spec, seconds, headers = HEADERS) {
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, headers, requests: [{ method: 'GET', ...spec }] });
}

function toRow(db, route, result, bareRps) {
  const refused = result.statusCodeStats?.['503']?.count ?? 0;
  const rps = result.requests.average;
  // result.errors already counts timeouts; 503s are the API's own back-pressure, shown apart.
  const errors = result.non2xx - refused + result.errors;
  const { p50, p99, max } = result.latency;
  return { db, route, rps, p50, p99, max, errors, refused, ratio: bareRps ? rps / bareRps : null };
}

/**
 * Requests cut off when a run ends still run on the server (PGlite queues them). A search for a
 * new text misses any cache and queues behind them: once it answers, the next run starts clean.
 */
async function settle(ctx) {
  const probe = ctx.probe ?? `/api/products?search=settle${Date.now()}`;
  await fetch(ctx.base + probe, { headers: HEADERS }).then(
    (r) => r.arrayBuffer(),
    () => null,
  );
}

/** Warms a route for 2 s (not recorded), then measures it. */
async function bench(ctx, route, spec, headers) {
  log(`${ctx.db.name}: ${route}: warm-up ${WARM_SECONDS} s, then ${SECONDS} s x ${CONNECTIONS} connections`);
  await load(ctx.base, spec, WARM_SECONDS, headers);
  await settle(ctx);
  const result = await load(ctx.base, spec, SECONDS, headers);
  await settle(ctx);
  const row = toRow(ctx.db.name, route, result, ctx.bareRps);
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}: ${s.count}`);
  log(
    `  ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, max ${row.max} ms; ${statuses.join(', ')}, socket errors ${result.errors} (${result.timeouts} timeouts)`,
  );
  ctx.rows.push(row);
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

/** One client, one request at a time: what a single shopper sees when the server is idle. */
async function benchUnloaded(ctx) {
  log(`${ctx.db.name}: ${ROUTE.unloaded}`);
  const get = async () => {
    const response = await fetch(`${ctx.base}/api/home`, { headers: HEADERS });
    await response.arrayBuffer(); // the whole body, as a browser would wait for it
    return response.status;
  };
  for (let i = 0; i < 20; i++) await get(); // warm the keep-alive connection and the cache
  const times = [];
  let errors = 0;
  let refused = 0;
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    const status = await get().catch(() => 0);
    times.push(performance.now() - start);
    if (status === 503) refused++;
    else if (status < 200 || status > 299) errors++;
  }
  const total = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  const row = { db: ctx.db.name, route: ROUTE.unloaded, rps: (1000 * times.length) / total, p50: percentile(times, 50) };
  ctx.rows.push({ ...row, p99: percentile(times, 99), max: times.at(-1), errors, refused, ratio: null });
}

/** Every product (108 in the demo data), read from the two first pages of 100. */
async function allProducts(base) {
  const pages = await Promise.all([1, 2].map((page) => call(base, 'GET', `/api/products?page=${page}&per_page=100`)));
  return pages.flatMap((page) => page.data.products);
}

/** A basket of this many different products at most: a large real basket, not the whole store. */
const BASKET_PRODUCTS = 20;

/**
 * Hands out product ids for cart adds, one unit of each of the best-stocked products per round,
 * never more than its stock: the basket line of a product can only reach its stock, and a refused
 * add (422) would count as an error.
 */
function stockRotation(products) {
  const lines = products
    .filter((p) => p.quantity > 0)
    .sort((a, b) => b.quantity - a.quantity)
    .slice(0, BASKET_PRODUCTS)
    .map((p) => ({ id: p.id, shopId: p.shop.id, left: p.quantity }));
  let next = 0;
  let warned = false;
  return {
    lines,
    take() {
      for (let tries = 0; tries < lines.length; tries++) {
        const line = lines[next++ % lines.length];
        if (line.left > 0) {
          line.left--;
          return line.id;
        }
      }
      if (!warned) log("  a shopper's basket holds every product up to its stock: further adds get 422 (errors)");
      warned = true;
      return lines[next++ % lines.length].id;
    },
  };
}

/** Text fragments (3-6 characters) of real product names: searches that find and price real rows. */
function searchTexts(products) {
  const texts = new Set();
  for (const name of products.map((p) => p.name.toLowerCase())) {
    for (let length = 3; length <= 6; length++) {
      for (let start = 0; start + length <= name.length; start++) {
        const text = name.slice(start, start + length);
        if (text.trim() === text) texts.add(text);
      }
    }
  }
  return [...texts];
}

/** Shoppers adding to their baskets at once: each basket stays a realistic size. */
const BENCH_SHOPPERS = 10;

/** Fresh shoppers per database and run (the demo shopper's basket stays as it is), each with a rotation. */
async function registerBenchShoppers(base, products, count = BENCH_SHOPPERS) {
  const shoppers = [];
  for (let i = 0; i < count; i++) {
    const stamp = `${Date.now()}`.slice(-8) + i + Math.floor(Math.random() * 10);
    const body = {
      name: 'Bench Shopper',
      phone: `7${stamp}`,
      email: `bench-${stamp}@example.com`,
      password: 'secret123',
      country: 'Iraq',
      phone_code: '964',
    };
    const from = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${i + 1}`;
    const token = (await call(base, 'POST', '/api/registration', { body, from })).data.access.token;
    shoppers.push({ token, rotation: stockRotation(products) });
  }
  return shoppers;
}

/** Puts one product of each of three shops in the basket: the checkout summary's shops. */
async function seedBasket(base, token, rotation) {
  const seen = new Set();
  for (const line of rotation.lines) {
    if (seen.size === 3 || seen.has(line.shopId)) continue;
    await call(base, 'POST', '/api/cart/store', { token, body: { product_id: line.id, quantity: 1 } });
    line.left--;
    seen.add(line.shopId);
  }
  const cart = await call(base, 'GET', '/api/carts', { token });
  return [...new Set(cart.data.cart_items.map((item) => item.shop_id))];
}

/** Cache on: the catalogue routes as shoppers browse them (anonymously), then the basket. */
async function benchCached(ctx) {
  const { base } = ctx;
  const products = await allProducts(base);
  const shoppers = await registerBenchShoppers(base, products);
  const { token, rotation } = shoppers[0];
  const shopIds = await seedBasket(base, token, rotation);
  const firstId = (await call(base, 'GET', '/api/products?page=1')).data.products[0].id;

  await bench(ctx, ROUTE.master, { path: '/api/master' });
  await bench(ctx, ROUTE.home, { path: '/api/home' });
  await benchUnloaded(ctx);
  await bench(ctx, ROUTE.products, { path: '/api/products?page=1' });
  await bench(ctx, ROUTE.details, { path: `/api/product-details?product_id=${firstId}` });
  if (ctx.db.url) await benchAfterInvalidation(ctx, firstId);

  const authed = { ...HEADERS, Authorization: `Bearer ${token}` };
  let turn = 0;
  const addOne = (request) => {
    const shopper = shoppers[turn++ % shoppers.length];
    const body = JSON.stringify({ product_id: shopper.rotation.take(), quantity: 1 });
    return { ...request, headers: { ...request.headers, Authorization: `Bearer ${shopper.token}` }, body };
  };
  await bench(ctx, ROUTE.cartAdd, { method: 'POST', path: '/api/cart/store', setupRequest: addOne }, authed);
  const checkout = JSON.stringify({ shop_ids: shopIds });
  await bench(ctx, ROUTE.checkout, { method: 'POST', path: '/api/cart/checkout', body: checkout }, authed);
}

/**
 * "Product details right after an invalidation": while the route is loaded, another connection
 * changes the product every 50 ms (as a shop editing it would), so its answer is dropped on every
 * instance and computed again; requests arriving meanwhile wait for that one computation.
 * PostgreSQL only: the bench cannot reach into PGlite, which belongs to the server's process.
 */
async function benchAfterInvalidation(ctx, productId) {
  const client = new pg.Client({ connectionString: ctx.db.url });
  await client.connect();
  let writes = 0;
  const touch = () =>
    client.query('UPDATE products SET updated_at = now() WHERE id = $1', [productId]).then(
      () => writes++,
      () => undefined,
    );
  const timer = setInterval(touch, INVALIDATE_EVERY_MS);
  try {
    await bench(ctx, ROUTE.detailsInvalidated, { path: `/api/product-details?product_id=${productId}` });
  } finally {
    clearInterval(timer);
    await client.end();
  }
  log(`  ${writes} changes to the product during the run`);
}

/** Cache off: reads that must reach the database every time. */
async function benchUncached(ctx) {
  const { base } = ctx;
  const products = await allProducts(base);
  const texts = searchTexts(products);
  const categoryIds = (await call(base, 'GET', '/api/categories')).data.categories.map((c) => c.id);
  let n = 0;
  const newSearch = (request) => {
    // Once the fragments are used up, a round number keeps every text new (those find nothing).
    const round = Math.floor(n / texts.length);
    const text = texts[n % texts.length] + (round ? round : '');
    const query = `search=${encodeURIComponent(text)}&category_id=${categoryIds[n++ % categoryIds.length]}`;
    return { ...request, path: `/api/products?${query}&min_price=1&max_price=100000&sort_type=low_to_high&page=1` };
  };
  await bench(ctx, ROUTE.search, { setupRequest: newSearch });
  let i = 0;
  const nextDetails = (request) => ({ ...request, path: `/api/product-details?product_id=${products[i++ % products.length].id}` });
  await bench(ctx, ROUTE.detailsUncached, { setupRequest: nextDetails });
}

/** Cache on, then cache off on the same database: never two servers on one PGlite dir. */
async function benchDatabase(db, bareRps, rows) {
  for (const [cacheOff, run] of [
    [false, benchCached],
    [true, benchUncached],
  ]) {
    const server = await startApi(db, cacheOff);
    try {
      await run({ db, base: server.base, bareRps, rows });
    } finally {
      await stopProcess(server);
    }
  }
}

async function benchBare(rows) {
  log('bare Fastify route: starting');
  const server = await startProcess('bare Fastify server', ['--input-type=module', '-e', BARE_SERVER], process.env, '/bare');
  try {
    const ctx = { db: { name: 'bare Fastify' }, base: server.base, probe: '/bare', bareRps: null, rows };
    await bench(ctx, 'GET /bare', { path: '/bare' });
    const row = rows.at(-1);
    row.ratio = 1;
    return row.rps;
  } finally {
    await stopProcess(server);
  }
}

const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const SOAK_RATES = (process.env.BENCH_SOAK_RATES ?? '30').split(',').map(Number);
/** The soak's own budget (issue 40): at 30 requests a second of the mix, the loop's p99 lag stays this low. */
const SOAK_LAG_BUDGET_MS = 50;
const SOAK_LAG_BUDGET_RATE = 30;
/** BENCH_SOAK_PROFILE=<dir>: the soaked API writes a CPU profile per thread there (node --cpu-prof). */
const SOAK_PROFILE_DIR = process.env.BENCH_SOAK_PROFILE;
/** Shoppers who order during the soak, each one order at a time. */
const SOAK_BUYERS = 10;
/** The documented alert (docs/metrics.md): the event loop's p99 lag above this, over 5 minutes. */
const LAG_ALERT_MS = 100;

/** Shoppers with a default address, who can place orders. */
async function registerBuyers(base, products) {
  const buyers = await registerBenchShoppers(base, products, SOAK_BUYERS);
  for (const [i, buyer] of buyers.entries()) {
    const address = {
      name: `Buyer ${i}`,
      phone: '01711111111',
      area: 'Soak',
      post_code: '1212',
      address_line: `${i} Soak Street`,
      address_type: 'home',
    };
    buyer.addressId = (await call(base, 'POST', '/api/address/store', { token: buyer.token, body: address })).data.address.id;
  }
  return buyers;
}

/**
 * The soak: for each rate, a fresh API on a fresh PGlite directory, the mix for SOAK_MINUTES, and a
 * row with the event loop's p99 lag (its largest 15-second value, as the alert reads it, and the
 * median), the answers by kind, and the memory at the start and the end.
 */
async function benchSoak(soakRows) {
  const opsToken = 'bench-soak-token-0123456789abcdef';
  for (const rate of SOAK_RATES) {
    const db = { name: 'PGlite', dataDir: path.join(tempRoot, `soak-${rate}`) };
    // --cpu-prof is not allowed in NODE_OPTIONS: it goes on the API's command line.
    const profiling = SOAK_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(SOAK_PROFILE_DIR, `soak-${rate}`)}`] : [];
    const server = await startApi(db, false, { OPS_TOKEN: opsToken }, profiling);
    try {
      const { base } = server;
      const products = await allProducts(base);
      const categoryIds = (await call(base, 'GET', '/api/categories')).data.categories.map((c) => c.id);
      const shoppers = await registerBenchShoppers(base, products);
      const buyers = await registerBuyers(base, products);
      const home = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
      const pages = home.headers.get('x-cache') !== null;
      log(
        `PGlite soak: ${rate} req/s for ${SOAK_MINUTES} min, ${pages ? 'pages server-rendered' : 'no server rendering (build the shell for pages)'}`,
      );
      const result = await soak({ base, rate, seconds: SOAK_MINUTES * 60, opsToken, shoppers, buyers, products, categoryIds, pages, log });
      log(`  ${JSON.stringify(result)}`);
      soakRows.push({ ...result, pages });
    } finally {
      await stopProcess(server);
    }
  }
}

/**
 * BENCH_ONLY=proxy (with DATABASE_URL): the store as docs/deploying.md runs it, measured. For each
 * count in BENCH_INSTANCES (1,2): a fresh database, PgBouncer in front of it (deploy/pgbouncer.ini),
 * that many instances of the built API (DATABASE_URL through PgBouncer, DATABASE_DIRECT_URL for the
 * change feed), HAProxy in front (deploy/haproxy.cfg, its per-client limits lifted: the bench is one
 * address). Then the soak's mix through HAProxy at each rate of BENCH_PROXY_RATES for
 * BENCH_PROXY_SECONDS each. An instance count's throughput is the highest rate it kept up with
 * (sent ≥ 95 % of the rate, no 5xx, p99 ≤ 500 ms: the latency alert). Shoppers register straight
 * at an instance (setup, not measured); /metrics through the proxy is one instance's.
 */
async function benchBehindProxy(proxyRows) {
  const directBase = process.env.DATABASE_URL;
  if (!directBase) throw new Error('BENCH_ONLY=proxy needs DATABASE_URL (PostgreSQL, reached directly)');
  // The recipe's helpers are the tests' own (src/test-support/), in TypeScript.
  (await import('tsx/esm/api')).register();
  const { startHaproxy } = await import('../src/test-support/haproxy.ts');
  const { startPgbouncer } = await import('../src/test-support/pgbouncer.ts');
  const counts = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
  const rates = (process.env.BENCH_PROXY_RATES ?? '40,80,120,160').split(',').map(Number);
  const seconds = positiveInt('BENCH_PROXY_SECONDS', 45);
  const opsToken = 'bench-proxy-token-0123456789abcdef';
  for (const count of counts) {
    const name = `storefront_bench_proxy_${process.pid}_${count}`;
    const admin = new pg.Client({ connectionString: directBase });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const directUrl = new URL(directBase);
    directUrl.pathname = `/${name}`;
    const pgbouncer = await startPgbouncer(directUrl.href);
    const instances = [];
    let proxy;
    try {
      for (let i = 0; i < count; i++) {
        const env = {
          ...process.env,
          HOST: '127.0.0.1',
          DATABASE_URL: pgbouncer.through(directUrl.href),
          DATABASE_DIRECT_URL: directUrl.href,
          DATA_DIR: path.join(tempRoot, `proxy-${count}`),
          LOG_LEVEL: 'warn',
          HOUSEKEEPING_INTERVAL_MINUTES: '0',
          TRUST_PROXY: '127.0.0.1',
          OPS_TOKEN: opsToken,
        };
        log(`behind HAProxy: starting instance ${i + 1} of ${count}`);
        instances.push(await startProcess(`API instance ${i + 1}`, [path.join(API_DIR, 'dist', 'server.js')], env, '/readyz'));
      }
      proxy = await startHaproxy({
        backends: instances.map((instance) => instance.base),
        env: { HAPROXY_REQUESTS_PER_CLIENT_10S: '10000000', HAPROXY_CONNECTIONS_PER_CLIENT: '100000' },
      });
      const direct = instances[0].base;
      const products = await allProducts(direct);
      const categoryIds = (await call(direct, 'GET', '/api/categories')).data.categories.map((c) => c.id);
      const shoppers = await registerBenchShoppers(direct, products);
      const buyers = await registerBuyers(direct, products);
      const pages = (await fetch(`${proxy.url}/`, { headers: { accept: 'text/html' } })).headers.get('x-cache') !== null;
      // Warm: every instance's kept answers and pages, its render threads' code, PgBouncer's connections.
      log(`behind HAProxy, ${count} instance(s): warming at ${rates[0]} req/s for 20 s (not recorded)`);
      await soak({ base: proxy.url, rate: rates[0], seconds: 20, opsToken, shoppers, buyers, products, categoryIds, pages, log });
      for (const rate of rates) {
        log(`behind HAProxy, ${count} instance(s): the soak's mix at ${rate} req/s for ${seconds} s`);
        const result = await soak({ base: proxy.url, rate, seconds, opsToken, shoppers, buyers, products, categoryIds, pages, log });
        log(`  ${JSON.stringify(result)}`);
        proxyRows.push({ instances: count, ...result, pages });
      }
    } finally {
      await proxy?.close();
      for (const instance of instances) await stopProcess(instance);
      await pgbouncer.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }
}

/** Whether a rate was kept up with: sent as asked, nothing failed, p99 within the latency alert. */
const keptUp = (r) => r.achieved >= 0.95 * r.rate && r.counts.serverErrors + r.counts.failed === 0 && r.latencyP99Ms <= 500;

function proxyTable(rows) {
  const header = ['instances', 'req/s asked', 'sent/s', 'p50 ms', 'p99 ms', '5xx', '503s', 'orders', 'lag p99 max ms', 'kept up'];
  const cells = rows.map((r) => [
    `${r.instances}`,
    `${r.rate}`,
    r.achieved.toFixed(1),
    ms(r.latencyP50Ms),
    ms(r.latencyP99Ms),
    `${r.counts.serverErrors + r.counts.failed}`,
    `${r.counts.refused503}`,
    `${r.counts.orders}`,
    ms(r.lagP99MaxMs),
    keptUp(r) ? 'yes' : 'no',
  ]);
  const best = (count) => Math.max(0, ...rows.filter((r) => r.instances === count && keptUp(r)).map((r) => r.rate));
  const counts = [...new Set(rows.map((r) => r.instances))];
  const throughput = counts.map((count) => `${count}: ${best(count)} req/s`).join(', ');
  const scaling =
    counts.length > 1 && best(counts[0]) > 0
      ? `; ${counts.at(-1)} vs ${counts[0]}: ×${(best(counts.at(-1)) / best(counts[0])).toFixed(2)}`
      : '';
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---:').join('|')}|`,
    ...cells.map((c) => `| ${c.join(' | ')} |`),
    '',
    `Highest rate kept up with, by instances: ${throughput}${scaling}`,
  ].join('\n');
}

const percent = (ratio) => (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)} %` : '-');

function soakTable(rows) {
  const header = [
    'req/s',
    'sent/s',
    'pages',
    'lag p99 max ms',
    'lag p99 median ms',
    '15 s over 100 ms',
    '5xx',
    '503s',
    'orders',
    '409s',
    'RSS start → end MB',
    'heap start → end MB',
    'from memory: answers, pages',
  ];
  const cells = rows.map((r) => [
    `${r.rate}`,
    r.achieved.toFixed(1),
    r.pages ? 'yes' : 'no',
    ms(r.lagP99MaxMs),
    ms(r.lagP99MedianMs),
    `${r.intervalsOverAlert} of ${r.intervals}`,
    `${r.counts.serverErrors + r.counts.failed}`,
    `${r.counts.refused503}`,
    `${r.counts.orders}`,
    `${r.counts.conflicts}`,
    `${r.rssStartMb.toFixed(0)} → ${r.rssEndMb.toFixed(0)}`,
    `${r.heapStartMb.toFixed(0)} → ${r.heapEndMb.toFixed(0)}`,
    `${percent(r.publicHitRatio)}, ${percent(r.pageHitRatio)}`,
  ]);
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---:').join('|')}|`, ...cells.map((c) => `| ${c.join(' | ')} |`)].join('\n');
}

/** Every budget as one PASS/FAIL line. */
function checkBudgets(rows, soakRows = []) {
  const checks = [];
  for (const row of soakRows) {
    const name = `PGlite soak at ${row.rate} req/s`;
    checks.push({
      ok: row.lagP99MaxMs <= LAG_ALERT_MS,
      text: `${name}: event loop lag p99 ${ms(row.lagP99MaxMs)} ms <= ${LAG_ALERT_MS} ms (the alert)`,
    });
    if (row.rate >= SOAK_LAG_BUDGET_RATE)
      checks.push({
        ok: row.lagP99MaxMs <= SOAK_LAG_BUDGET_MS,
        text: `${name}: event loop lag p99, largest 15 s, ${ms(row.lagP99MaxMs)} ms <= ${SOAK_LAG_BUDGET_MS} ms`,
      });
    const failed = row.counts.serverErrors + row.counts.failed;
    checks.push({ ok: failed === 0, text: `${name}: ${failed} 5xx or failed requests, want 0` });
  }
  const check = (row, what, ok) => checks.push({ ok, text: `${row.db}, ${row.route}: ${what}` });
  const cached = [ROUTE.master, ROUTE.home, ROUTE.products, ROUTE.details];
  for (const row of rows) {
    if (cached.includes(row.route)) {
      check(row, `p99 ${row.p99} ms <= 25 ms`, row.p99 <= 25);
      check(row, `${row.errors} errors, want 0`, row.errors === 0);
      check(row, `${ms(row.ratio * 100)} % of bare req/s >= 20 %`, row.ratio >= 0.2);
    }
    if (row.db === 'PostgreSQL' && [ROUTE.search, ROUTE.detailsInvalidated].includes(row.route)) {
      check(row, `p99 ${row.p99} ms <= 100 ms`, row.p99 <= 100);
    }
    if (row.db === 'PostgreSQL' && [ROUTE.cartAdd, ROUTE.checkout].includes(row.route)) {
      check(row, `p99 ${row.p99} ms <= 150 ms`, row.p99 <= 150);
    }
    // Issue 45's budgets: the search and the suggestions of a large catalogue on the embedded database.
    if (row.db === 'PGlite' && row.route === SCALED_ROUTE.search) check(row, `p99 ${row.p99} ms <= 50 ms`, row.p99 <= 50);
    if (row.db === 'PGlite' && row.route === SCALED_ROUTE.suggestions) check(row, `p99 ${row.p99} ms <= 25 ms`, row.p99 <= 25);
    if (row.db === 'PGlite') check(row, `max ${ms(row.max)} ms <= 2000 ms`, row.max <= 2000);
    if (row.route === ROUTE.unloaded) check(row, `median ${ms(row.p50)} ms <= 5 ms`, row.p50 <= 5);
  }
  return checks;
}

const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** Aligned Markdown: readable in the terminal, pastes into the README as it is. */
function markdownTable(rows) {
  const header = ['Database', 'Route', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', '503s', 'vs bare'];
  const cells = rows.map((r) => [
    r.db,
    r.route,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    ms(r.max),
    `${r.errors}`,
    `${r.refused}`,
    r.ratio === null ? '-' : `${ms(r.ratio * 100)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const pad = (v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i])); // numbers right-aligned
  const line = (values) => `| ${values.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}

async function main() {
  const databases = [{ name: 'PGlite', dataDir: path.join(tempRoot, 'pglite-data') }];
  if (process.env.DATABASE_URL)
    databases.push({ name: 'PostgreSQL', url: process.env.DATABASE_URL, dataDir: path.join(tempRoot, 'pg-data') });
  // BENCH_ONLY=PostgreSQL (or PGlite) measures one database, for a quicker look.
  const only = process.env.BENCH_ONLY;
  if (only && only !== 'search') databases.splice(0, databases.length, ...databases.filter((db) => db.name === only));
  const rows = [];
  const soakRows = [];
  if (only === 'proxy') {
    const proxyRows = [];
    await benchBehindProxy(proxyRows);
    const date = new Date().toISOString().slice(0, 10);
    console.log(`\n### Behind HAProxy and PgBouncer on PostgreSQL, ${date} (Node ${process.version}, ${os.cpus().length} CPUs)\n`);
    console.log(proxyTable(proxyRows));
    if (process.env.BENCH_JSON)
      writeFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_JSON), JSON.stringify(proxyRows, null, 2));
    return 0;
  }
  if (only === 'search') {
    // The search budgets alone: the scaled catalogue on PGlite.
    await benchScaledSearch({ db: databases[0], bareRps: null, rows, startApi, stopProcess, bench, call, log });
  } else if (only !== 'soak') {
    const bareRps = await benchBare(rows);
    for (const db of databases) {
      await benchDatabase(db, bareRps, rows);
      if (process.env.BENCH_SCALED !== '0') await benchScaledSearch({ db, bareRps, rows, startApi, stopProcess, bench, call, log });
    }
  }
  if (SOAK_MINUTES > 0 && only !== 'search') await benchSoak(soakRows);

  const date = new Date().toISOString().slice(0, 10);
  const checks = checkBudgets(rows, soakRows);
  console.log(
    `\n### API benchmark, ${date} (${CONNECTIONS} connections, ${SECONDS} s per route, Node ${process.version}, ${os.cpus().length} CPUs)\n`,
  );
  if (rows.length) console.log(markdownTable(rows));
  if (soakRows.length) console.log(`\nSoak on PGlite, ${SOAK_MINUTES} min per rate:\n\n${soakTable(soakRows)}`);
  console.log('\nBudgets:');
  for (const { ok, text } of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  if (process.env.BENCH_JSON) {
    // npm runs this script in api/; a relative path means the directory `npm run` was called from.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_JSON);
    writeFileSync(
      file,
      `${JSON.stringify({ date, connections: CONNECTIONS, seconds: SECONDS, node: process.version, rows, soak: soakRows, budgets: checks }, null, 2)}\n`,
    );
    log(`results written to ${file}`);
  }
  return checks.some((c) => !c.ok) && process.env.BENCH_STRICT === '1' ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(`failed: ${error?.stack ?? error}`);
    process.exit(1);
  },
);
