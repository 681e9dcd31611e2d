import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import {
  createRenderPool,
  isRenderThreadCut,
  renderBoundOf,
  RenderOverdue,
  RenderPoolFull,
  type RenderPool,
  type RenderPoolOptions,
} from './render-pool.js';
import type { PageRenderRequest } from './render-protocol.js';

const here = fileURLToPath(import.meta.url);
const extension = path.extname(here);
const BUSY_RENDERER = path.join(path.dirname(here), '../test-support', `busy-page-renderer${extension}`);
/** A module without createPageRenderer (it only declares types). */
const NOT_A_RENDERER = path.join(path.dirname(here), `render-protocol${extension}`);

const page = (pagePath: string): PageRenderRequest => ({
  path: pagePath,
  composition: null,
  origin: 'http://shop.example',
  locale: 'en',
  localeSource: 'default',
});

/** Which caller a call was answered for: the render's caller's async context, as the page cache reads it. */
const caller = new AsyncLocalStorage<string>();

function pool(options: Partial<RenderPoolOptions> = {}): RenderPool {
  const created = createRenderPool({
    entry: BUSY_RENDERER,
    template: '<!doctype html>',
    threads: 1,
    callApi: async (call) => ({ status: 200, headers: {}, body: `${call.url} for ${caller.getStore() ?? 'nobody'}` }),
    warn: () => undefined,
    ...options,
  });
  after(() => created.close());
  return created;
}

describe('the render pool', () => {
  it("renders in a thread of its own, and answers the page's API calls in the caller's async context", async () => {
    const renders = pool();
    const [first, second] = await Promise.all([
      caller.run('shopper A', () => renders.render(page('/busy/1'), null)),
      caller.run('shopper B', () => renders.render(page('/busy/1'), null)),
    ]);
    assert.equal(first.kind, 'rendered');
    assert.equal(second.kind, 'rendered');
    if (first.kind !== 'rendered' || second.kind !== 'rendered') return;
    assert.match(first.html, /<p>\/api\/master for shopper A<\/p>/);
    assert.match(second.html, /<p>\/api\/master for shopper B<\/p>/);
    const thread = Number(/<p id="thread">(\d+)<\/p>/.exec(first.html)?.[1]);
    assert.notEqual(thread, threadId, 'not rendered on the event loop');
  });

  it('gives the renderer the deadlines of RENDER_DEADLINE_MS, or leaves it its own', async () => {
    const deadlinesOf = async (renders: RenderPool) => {
      const outcome = await renders.render(page('/busy/1'), null);
      assert.equal(outcome.kind, 'rendered');
      return outcome.kind === 'rendered' ? JSON.parse(/<p id="deadlines">(.*?)<\/p>/.exec(outcome.html)?.[1] ?? 'null') : null;
    };
    assert.deepEqual(await deadlinesOf(pool({ deadlineMs: 6000 })), { dataTimeoutMs: 6000, renderTimeoutMs: 6000, remoteTimeoutMs: 5000 });
    assert.deepEqual(await deadlinesOf(pool()), {});
  });

  it('keeps the event loop free while a page takes the CPU for a long render', async () => {
    const renders = pool();
    await renders.render(page('/busy/1'), null);
    let timerFiredFirst = false;
    let rendered = false;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerFiredFirst = !rendered;
        resolve();
      }, 10),
    );
    // Rendered on this thread, the render would hold the loop for 3 s and the timer could only fire after it.
    await renders.render(page('/busy/3000'), null);
    rendered = true;
    await timer;
    assert.ok(timerFiredFirst, 'a 10 ms timer fired while the page was rendering');
  });

  it('closes within its bound while a render is still running: the render is cut, the close does not fail', async () => {
    const renders = pool({ closeTimeoutMs: 200 });
    await renders.render(page('/busy/1'), null);
    const running = renders.render(page('/busy/5000'), null).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await renders.close();
    assert.ok(Date.now() - started < 4000, `closed in ${Date.now() - started} ms, not after the render`);
    assert.ok(isRenderThreadCut(await running), 'the running render was cut');
  });

  it('stops a render that goes on past its bound, and the next page still renders', async () => {
    // A bound a starved machine's quick render stays within (beside two busy loops one took over
    // 300 ms), still well inside the 3 s a stuck one must be stopped by.
    const renders = pool({ renderBoundMs: 1000 });
    // The bound counts from the render's start: a new thread's load of the renderer is not the render's.
    assert.equal((await renders.render(page('/busy/1'), null)).kind, 'rendered');
    const started = Date.now();
    const stuck = await renders.render(page('/stuck'), null).then(
      () => null,
      (error: unknown) => error,
    );
    assert.ok(stuck instanceof RenderOverdue, `overdue, not ${String(stuck)}`);
    assert.ok(Date.now() - started < 3000, `stopped after ${Date.now() - started} ms`);
    const next = await renders.render(page('/busy/1'), null);
    assert.equal(next.kind, 'rendered', 'the next page renders');
  });

  it('bounds a render by three deadlines and the manifest read', () => {
    assert.equal(renderBoundOf(), 14_000);
    assert.equal(renderBoundOf(30_000), 95_000);
  });

  it('says a page it does not render is declined', async () => {
    assert.deepEqual(await pool().render(page('/cart'), null), { kind: 'declined' });
  });

  it('says the renderer is unavailable when the module has no createPageRenderer', async () => {
    const outcome = await pool({ entry: NOT_A_RENDERER }).render(page('/busy/1'), null);
    assert.equal(outcome.kind, 'unavailable');
    if (outcome.kind === 'unavailable') assert.match(outcome.reason, /has no createPageRenderer/);
  });

  it('refuses at once, rather than queue without end, when every thread is busy and the queue is full', async () => {
    const renders = pool({ rendersPerThread: 1, queuePerThread: 2 });
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => renders.render(page('/busy/300'), null)));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    assert.ok(refused.length >= 3, `${refused.length} of 6 refused: one renders, two wait`);
    for (const outcome of refused) assert.ok(outcome.reason instanceof RenderPoolFull);
    assert.ok(outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value.kind === 'rendered'));
  });
});
