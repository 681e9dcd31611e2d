import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AdmissionGate, DatabaseBusyError } from './pglite-admission.js';
import { RequestWork } from './request-work.js';

/** A request that took `ms` of database time. */
function finished(gate: AdmissionGate, ms: number): void {
  const work = new RequestWork();
  gate.admit(work);
  work.databaseMs = ms;
  gate.release(work);
}

describe('AdmissionGate', () => {
  it('admits while the work in front is expected to end within the budget, then refuses', () => {
    const gate = new AdmissionGate(100);
    for (let i = 0; i < 200; i += 1) finished(gate, 10); // requests take 10 ms of database time
    const admitted = Array.from({ length: 10 }, () => new RequestWork());
    for (const work of admitted) gate.admit(work);
    assert.throws(
      () => gate.admit(new RequestWork()),
      (error: unknown) => {
        assert.ok(error instanceof DatabaseBusyError);
        assert.equal(error.statusCode, 503);
        assert.equal(error.retryAfterSeconds, 1);
        return true;
      },
    );
    assert.equal(gate.stats().refused, 1);
    gate.release(admitted[0]!);
    assert.doesNotThrow(() => gate.admit(new RequestWork()), 'a place freed is a place taken');
  });

  it('admits a request once, however many statements it runs', () => {
    const gate = new AdmissionGate(100);
    const work = new RequestWork();
    gate.admit(work);
    gate.admit(work);
    assert.equal(gate.stats().admitted, 1);
    gate.release(work);
    gate.release(work);
    assert.equal(gate.stats().admitted, 0);
  });

  it('always admits into an idle database, however slow the last requests were', () => {
    const gate = new AdmissionGate(100);
    for (let i = 0; i < 100; i += 1) finished(gate, 5000);
    assert.doesNotThrow(() => gate.admit(new RequestWork()));
  });

  it('refuses, without taking a place, a request whose client left before its first statement', () => {
    const gate = new AdmissionGate(100);
    const work = new RequestWork();
    gate.release(work); // the client hung up
    assert.throws(() => gate.admit(work), DatabaseBusyError);
    assert.equal(gate.stats().admitted, 0);
  });
});

describe('PGlite under more load than it can take', { skip: process.env.DATABASE_URL ? 'PGlite only' : false }, () => {
  it('answers 503 with Retry-After at once to what would wait too long, and serves the rest', async () => {
    const { createTestApp } = await import('../test-support/test-app.js');
    const t = await createTestApp({ publicCache: false, pgliteMaxWaitMs: 60 });
    try {
      const url = '/api/product-details?product_id=1';
      for (let i = 0; i < 20; i += 1) await t.app.inject({ method: 'GET', url }); // the gate learns the cost
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 100 }, async () => {
          const response = await t.app.inject({ method: 'GET', url });
          return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() };
        }),
      );
      const elapsed = performance.now() - started;
      const refused = answers.filter((a) => a.status === 503);
      const served = answers.filter((a) => a.status === 200);
      assert.equal(refused.length + served.length, 100);
      assert.ok(refused.length > 0 && served.length > 0, `${served.length} served, ${refused.length} refused`);
      for (const answer of refused) {
        assert.equal(answer.retryAfter, '1');
        assert.equal(answer.body.message, 'The store is busy right now. Please try again in a moment.');
      }
      assert.ok(elapsed < 5000, `all answered in ${Math.round(elapsed)} ms`);
      await new Promise((resolve) => setImmediate(resolve)); // onResponse runs as the response ends
      assert.equal(t.app.db.admission?.stats().admitted, 0, 'every place given back');
    } finally {
      await t.close();
    }
  });
});
