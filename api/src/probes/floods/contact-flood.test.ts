// The public contact form under a flood from one address (docs/probes.md, "Floods"): every message
// taken is stored and queued as an e-mail to the store. On PostgreSQL the flood is split across two
// API instances, which share one count.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { CONTACT_PER_ADDRESS } from '../../routes/support/index.js';
import { createSecondInstance, createTestApp, type TestApp } from '../../test-support/test-app.js';

const FLOOD = 500;

describe('a flood of contact messages from one address', () => {
  let t: TestApp;
  let instances: FastifyInstance[];
  before(async () => {
    t = await createTestApp();
    instances = t.database.kind === 'postgres' ? [t.app, await createSecondInstance(t)] : [t.app];
  });
  after(async () => {
    for (const instance of instances.slice(1)) await instance.close();
    await t.close();
  });

  it(`stores and mails at most ${CONTACT_PER_ADDRESS.max} of ${FLOOD}, every instance counting together`, async () => {
    const stored = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages'))[0]!.n;
    const mailed = async () =>
      (await t.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE payload->>'kind' = 'contact_message'"))[0]!.n;
    const [storedBefore, mailedBefore] = [await stored(), await mailed()];
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        instances[i % instances.length]!.inject({
          method: 'POST',
          url: '/api/support',
          payload: { subject: `Flood ${i}`, message: 'Buy now', phone: '01711111111' },
          remoteAddress: '203.0.113.9',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const sent = statuses.filter((status) => status === 200).length;
    // 500 requests at once meet the database's admission limit: PGlite's one connection always, a
    // PostgreSQL pool on a busy machine too. Those are turned away 'busy' with Retry-After, having
    // done nothing, which is what the limit must keep whatever the machine's load.
    const busy = (answer: (typeof answers)[number]) => answer.statusCode === 503 && Number(answer.headers['retry-after']) > 0;
    const other = answers.filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 429 && !busy(answer));
    assert.deepEqual(
      other.map((answer) => answer.statusCode),
      [],
      'every other answer is 429, or busy with Retry-After',
    );
    assert.ok(sent >= 1 && sent <= CONTACT_PER_ADDRESS.max, `${sent} sent`);
    assert.ok(statuses.filter((status) => status === 429).length > 0);
    assert.equal((await stored()) - storedBefore, sent);
    assert.ok((await mailed()) - mailedBefore <= CONTACT_PER_ADDRESS.max);
  });
});
