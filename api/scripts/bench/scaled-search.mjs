// The search budgets of `npm run bench:api` (docs/search.md, "Speed"): the catalogue grown to
// SCALE_PRODUCTS products by the bench's seed (scale-catalogue.mjs), then the search and the
// suggestions at 50 connections with the public cache on (as the store runs), the texts drawn from
// a search log's shape: a few texts asked often and a long tail asked once or twice (a Zipf
// distribution over the catalogue's words, two-word texts, typos and Arabic); the suggestions ask
// what a shopper's box holds as they type those texts. Each mix runs twice, two draws of the same
// shape: the first 10 s after a start, shown; then the budgets, held to a store serving them.
// Then the search with the cache off, every request reaching the search: the worst case, shown
// beside the budgets, not held to them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SCALE_SCRIPT = fileURLToPath(new URL('./scale-catalogue.mjs', import.meta.url));
export const SCALE_PRODUCTS = Number(process.env.SCALE_PRODUCTS ?? 20_000);

export const SCALED_ROUTE = {
  searchFirst: `search, the first 10 s after a start (${SCALE_PRODUCTS} products)`,
  search: `search, a shoppers' mix (${SCALE_PRODUCTS} products)`,
  suggestionsFirst: `suggestions, their first 10 s (${SCALE_PRODUCTS} products)`,
  suggestions: `suggestions, a shoppers' mix (${SCALE_PRODUCTS} products)`,
  cold: `search, cache off (${SCALE_PRODUCTS} products)`,
};

/** Grows the stopped API's database (its data dir, or DATABASE_URL) with the bench's seed. */
async function scale(db, log) {
  log(`${db.name}: growing the catalogue to ${SCALE_PRODUCTS} products (the bench's seed)`);
  const env = { ...process.env, SCALE_PRODUCTS: String(SCALE_PRODUCTS) };
  delete env.DATABASE_URL;
  if (db.url) env.DATABASE_URL = db.url;
  const child = spawn(process.execPath, [SCALE_SCRIPT, db.dataDir], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk) => log(`  ${String(chunk).trim()}`));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`scale-catalogue.mjs exited with ${code}`);
}

/** A seeded generator (mulberry32): the same mix every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `ranked` with probability 1/rank (Zipf, s = 1), as search logs are shaped. */
function zipf(ranked, seed) {
  const next = random(seed);
  const cumulative = [];
  let sum = 0;
  for (let rank = 1; rank <= ranked.length; rank++) cumulative.push((sum += 1 / rank));
  return () => {
    const x = next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < x) low = mid + 1;
      else high = mid;
    }
    return ranked[low];
  };
}

/** A letter dropped from the middle: the commonest typo. */
const typo = (word) => word.slice(0, word.length >> 1) + word.slice((word.length >> 1) + 1);

function shuffled(list, seed) {
  const next = random(seed);
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * The texts shoppers search for, most asked first: the catalogue's name words (English and Arabic),
 * two words of a name, and typos of the longer words, in a fixed shuffled order.
 */
export function searchLog(names) {
  const texts = new Set();
  for (const name of names) {
    const words = name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 3 && !/^\d+$/.test(w));
    for (const [i, word] of words.entries()) {
      texts.add(word);
      if (word.length >= 6) texts.add(typo(word));
      if (i + 1 < words.length) texts.add(`${word} ${words[i + 1]}`);
    }
  }
  return shuffled([...texts], 42);
}

/** What a search box holds on its way to each text (the header asks from two characters, once typing settles). */
function typedOnTheWay(texts) {
  const seen = new Set();
  for (const text of texts) for (const length of [3, 5, text.length]) if (length <= text.length) seen.add(text.slice(0, length));
  return [...seen];
}

/**
 * Grows `db`'s catalogue and measures the search and the suggestions on it (`ctx`: the bench's
 * helpers and its rows).
 */
export async function benchScaledSearch(ctx) {
  const { db, startApi, stopProcess, bench, call, log } = ctx;
  // The API migrates and seeds a new database as it starts: then the seed grows it.
  await stopProcess(await startApi(db, false));
  await scale(db, log);
  let server = await startApi(db, false);
  try {
    const names = [];
    for (const language of ['en', 'ar']) {
      for (const page of [1, 2, 3]) {
        const answer = await call(server.base, 'GET', `/api/products?page=${page}&per_page=100&sort_type=top_selling`, { language });
        names.push(...answer.data.products.map((p) => p.name));
      }
    }
    const texts = searchLog(names);
    const suggestions = typedOnTheWay(texts);
    log(`  the log: ${texts.length} search texts, ${suggestions.length} suggestion texts (Zipf)`);
    const typed = shuffled(suggestions, 9);
    const withQuery = (route, param, next) => (request) => ({ ...request, path: `${route}?${param}=${encodeURIComponent(next())}` });
    const searches = (seed) => ({ setupRequest: withQuery('/api/products', 'search', zipf(texts, seed)) });
    const suggested = (seed) => ({ setupRequest: withQuery('/api/search-suggestions', 'q', zipf(typed, seed)) });
    // Each mix twice, two draws of the same shape: the first 10 s after the API started (its
    // caches empty, its code not yet optimised), shown; then a store that has been serving them,
    // held to the budgets.
    await bench({ ...ctx, base: server.base }, SCALED_ROUTE.searchFirst, searches(5));
    await bench({ ...ctx, base: server.base }, SCALED_ROUTE.search, searches(7));
    await bench({ ...ctx, base: server.base }, SCALED_ROUTE.suggestionsFirst, suggested(12));
    await bench({ ...ctx, base: server.base }, SCALED_ROUTE.suggestions, suggested(11));
    await stopProcess(server);
    server = await startApi(db, true);
    // The cache off: every request reaches the database, the texts in turn.
    let n = 0;
    const newText = (request) => ({ ...request, path: `/api/products?search=${encodeURIComponent(texts[n++ % texts.length])}` });
    await bench({ ...ctx, base: server.base }, SCALED_ROUTE.cold, { setupRequest: newText });
  } finally {
    await stopProcess(server);
  }
}
