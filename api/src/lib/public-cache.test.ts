import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachedAnswer, encodedBody, PublicCache, type ComputedAnswer } from './public-cache.js';

const options = { maxBytes: 1024 * 1024, maxAgeMs: 60_000 };

function answerOf(payload: unknown, status = 200): ComputedAnswer {
  return { status, payload, body: JSON.stringify(payload) };
}

/** A computation the test finishes by hand, counting how often it was started. */
function controlled(payload: unknown) {
  let finish: () => void = () => undefined;
  const state = { started: 0 };
  const compute = () => {
    state.started += 1;
    return new Promise<ComputedAnswer>((resolve) => {
      finish = () => resolve(answerOf(payload));
    });
  };
  return { state, compute, finish: () => finish() };
}

describe('PublicCache', () => {
  it('computes once and then answers from memory, with the product ids and an ETag', async () => {
    const cache = new PublicCache(options);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return answerOf({
        data: {
          products: [
            { id: 7, is_favorite: false },
            { id: 9, is_favorite: false },
          ],
          shop: { id: 3 },
        },
      });
    };
    const first = await cache.answer('k', ['products'], compute);
    const second = await cache.answer('k', ['products'], compute);
    assert.equal(first.outcome, 'miss');
    assert.equal(second.outcome, 'hit');
    assert.equal(computed, 1);
    assert.deepEqual(second.answer.productIds, [7, 9], 'only objects with is_favorite are products');
    assert.match(second.answer.etag, /^"[\w-]{27}"$/);
    assert.equal(second.answer.body, first.answer.body);
  });

  it('lets concurrent requests for one key share one computation', async () => {
    const cache = new PublicCache(options);
    const slow = controlled({ data: 1 });
    const waiting = [1, 2, 3].map(() => cache.answer('k', ['products'], slow.compute));
    await Promise.resolve();
    slow.finish();
    const outcomes = (await Promise.all(waiting)).map((r) => r.outcome);
    assert.equal(slow.state.started, 1);
    assert.deepEqual(outcomes, ['miss', 'shared', 'shared']);
  });

  it('drops the answers made of a changed table, and only those', async () => {
    const cache = new PublicCache(options);
    await cache.answer('products', ['products', 'shops'], async () => answerOf({ v: 1 }));
    await cache.answer('pages', ['legal_pages'], async () => answerOf({ v: 1 }));
    cache.invalidate(['shops']);
    assert.equal((await cache.answer('products', ['products', 'shops'], async () => answerOf({ v: 2 }))).answer.body, '{"v":2}');
    assert.equal((await cache.answer('pages', ['legal_pages'], async () => answerOf({ v: 2 }))).outcome, 'hit');
  });

  it('does not keep an answer computed while its table changed, nor share it with later requests', async () => {
    const cache = new PublicCache(options);
    const stale = controlled({ price: 10 });
    const first = cache.answer('k', ['products'], stale.compute);
    await Promise.resolve();
    cache.invalidate(['products']);
    const fresh = await cache.answer('k', ['products'], async () => answerOf({ price: 12 }));
    assert.equal(fresh.outcome, 'miss', 'a request after the change does not join the older computation');
    stale.finish();
    assert.equal((await first).answer.body, '{"price":10}');
    assert.equal((await cache.answer('k', ['products'], async () => answerOf({ price: 99 }))).answer.body, '{"price":12}');
  });

  it('drops, on a stock change, the answers of that table showing those products or ordered by sales', async () => {
    const cache = new PublicCache(options);
    const product = (id: number) => ({ id, is_favorite: false });
    const keep = (key: string, tables: string[], payload: unknown, salesOrdered = false) =>
      cache.answer(key, tables, async () => ({ ...answerOf(payload), shown: { productIds: [], salesOrdered } }));
    await keep('shows 1', ['products'], [product(1), product(2)]);
    await keep('shows 3', ['products'], [product(3)]);
    await keep('by sales', ['products'], [product(4)], true);
    await keep('other table', ['flash_sale_products'], [product(1)]);
    cache.invalidateStock('products', [1]);
    const outcome = async (key: string) => (await cache.answer(key, ['products'], async () => answerOf([]))).outcome;
    assert.equal(await outcome('shows 1'), 'miss');
    assert.equal(await outcome('by sales'), 'miss');
    assert.equal(await outcome('shows 3'), 'hit');
    assert.equal(await outcome('other table'), 'hit');
  });

  it('keeps no 404', async () => {
    const cache = new PublicCache(options);
    await cache.answer('gone', ['products'], async () => answerOf({ message: 'x' }, 404));
    assert.equal((await cache.answer('gone', ['products'], async () => answerOf({ message: 'x' }, 404))).outcome, 'miss');
  });

  it('serves what it kept marked stale while distrusted, keeps nothing new, and starts empty when trusted again', async () => {
    const cache = new PublicCache({ maxBytes: 1024 * 1024, maxAgeMs: 50 });
    await cache.answer('k', ['products'], async () => answerOf({ v: 1 }));
    const running = controlled({ v: 'computed before the feed went down' });
    const filling = cache.answer('late', ['products'], running.compute);
    cache.distrust();
    assert.equal(cache.serving, false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const down = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const during = await cache.answer('k', ['products'], down);
    assert.deepEqual([during.outcome, during.answer.body], ['stale', '{"v":1}'], 'older than its age limit, and still served');
    running.finish();
    await filling;
    const other = await cache.answer('new', ['products'], async () => answerOf({ v: 2 }));
    assert.equal(other.outcome, 'bypass');
    assert.equal((await cache.answer('new', ['products'], async () => answerOf({ v: 3 }))).answer.body, '{"v":3}', 'nothing new is kept');
    await assert.rejects(
      cache.answer('late', ['products'], down),
      /ECONNREFUSED/,
      'what was computing when the feed went down is not kept',
    );
    assert.equal(cache.stats().stale, 1);

    cache.trust();
    assert.equal((await cache.answer('k', ['products'], async () => answerOf({ v: 4 }))).answer.body, '{"v":4}', 'starts empty');
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const cache = new PublicCache({ maxBytes: 3000, maxAgeMs: 60_000 });
    const big = { text: 'x'.repeat(500) };
    for (const key of ['a', 'b', 'c']) await cache.answer(key, ['products'], async () => answerOf(big));
    assert.equal((await cache.answer('a', ['products'], async () => answerOf(big))).outcome, 'miss');
    assert.ok(cache.stats().bytes <= 3000);
  });

  it('compresses a kept answer once per encoding', async () => {
    const answer = cachedAnswer(answerOf({ text: 'catalogue '.repeat(200) }));
    const br = encodedBody(answer, 'br');
    assert.equal(encodedBody(answer, 'br'), br, 'the same compression is handed out again');
    assert.equal(brotliDecompressSync(await br).toString(), answer.body);
    assert.equal(gunzipSync(await encodedBody(answer, 'gzip')).toString(), answer.body);
    assert.ok((await br).length < answer.body.length / 10);
  });

  it('counts the bytes it holds, compressed copies included, within a tenth', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const held = () => {
      gc();
      gc();
      const memory = process.memoryUsage();
      return memory.heapUsed + memory.external;
    };
    // What the process frees when the cache goes, against what the cache counted: growth alone also
    // counts whatever else the process (a loaded machine's late zlib finalisers, timers) holds then.
    const settledMemory = async () => {
      let last = held();
      for (let still = 0, reading = 0; still < 3 && reading < 60; reading += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = held();
        still = Math.abs(last - now) < last / 500 ? still + 1 : 0;
        last = now;
      }
      return last;
    };
    const cache = new PublicCache({ maxBytes: 512 * 1024 * 1024, maxAgeMs: 60_000 });
    const card = (i: number) => `<div class="card"><a href="/products/${i}/details">منتج ${i}</a><span>$${i}.00</span></div>`;
    const pages = (english: boolean) => (i: number) =>
      Buffer.from(`<!doctype html><body>${Array.from({ length: 400 }, (_, n) => card(i * 400 + n)).join('')}</body>`)
        .toString()
        .replace(/منتج/g, english ? 'product' : 'منتج');
    for (const english of [true, false]) {
      for (let i = 0; i < 150; i += 1) {
        const { answer } = await cache.answer(
          `/products?page=${i} ${english ? 'en' : 'ar'} default http://127.0.0.1`,
          ['products'],
          async () => ({
            status: 200,
            payload: null,
            body: pages(english)(i),
          }),
        );
        await encodedBody(answer, 'br');
        await encodedBody(answer, 'gzip');
      }
    }
    const counted = cache.stats().bytes;
    const full = await settledMemory();
    cache.trust(); // forgets everything kept
    assert.equal(cache.stats().entries, 0);
    const freed = full - (await settledMemory());
    assert.ok(
      Math.abs(freed - counted) / counted < 0.1,
      `dropping the cache frees ${(freed / 1e6).toFixed(1)} MB, the cache counts ${(counted / 1e6).toFixed(1)} MB`,
    );
  });
});
