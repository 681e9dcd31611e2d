// Guessing the operator token (docs/security.md, "Operators' views"): without a limit, every wrong
// token sent to /ops and /metrics is answered, however many come. One address may send
// OPS_GUESS_LIMIT.max wrong tokens in a window across /ops, /metrics and /readyz; after that every
// attempt from it is refused with 429 and Retry-After, the right token included (else the limit
// would not bound guessing), while another address with the right token is served and strangers
// sending no token are not counted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPS_GUESS_LIMIT } from '../../plugins/ops/ops-access.js';
import { appForSuite } from '../../test-support/test-app.js';

const TOKEN = 'ops-token-for-the-probe-0123456789';
const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

describe('an address guessing the operator token', () => {
  const t = appForSuite({ opsToken: TOKEN });

  const ask = (url: string, remoteAddress: string, authorization?: string) =>
    t.app.inject({ url, remoteAddress, headers: authorization ? { authorization } : {} });

  it('is refused after the limit on every operators view, even with the right token, and others are not', async () => {
    const guesser = '192.0.2.10';
    const views = ['/metrics', '/ops', '/readyz'];
    for (let guess = 0; guess < OPS_GUESS_LIMIT.max; guess++) {
      const url = views[guess % views.length]!;
      const answer = await ask(url, guesser, url === '/ops' ? basic(`wrong-${guess}`) : `Bearer wrong-${guess}`);
      assert.notEqual(answer.statusCode, 429, `guess ${guess + 1} of ${OPS_GUESS_LIMIT.max} on ${url} was already refused`);
    }
    for (const [url, authorization] of [
      ['/metrics', `Bearer ${TOKEN}`],
      ['/ops', basic(TOKEN)],
      ['/ops', `Bearer ${TOKEN}`],
    ] as const) {
      const refused = await ask(url, guesser, authorization);
      assert.equal(refused.statusCode, 429, `${url} after ${OPS_GUESS_LIMIT.max} wrong tokens`);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= OPS_GUESS_LIMIT.windowMs / 1000, `Retry-After ${refused.headers['retry-after']}`);
    }
    const readiness = await ask('/readyz', guesser, `Bearer ${TOKEN}`);
    assert.equal(readiness.json().checks, undefined, "a refused address gets the stranger's /readyz, no details");

    const operator = '192.0.2.20';
    assert.equal((await ask('/metrics', operator, `Bearer ${TOKEN}`)).statusCode, 200);
    assert.equal((await ask('/ops', operator, basic(TOKEN))).statusCode, 200);
    assert.ok(Array.isArray((await ask('/readyz', operator, `Bearer ${TOKEN}`)).json().checks));
  });

  it('does not count requests that send no token (a scanner, a load balancer)', async () => {
    const stranger = '192.0.2.30';
    for (let i = 0; i < OPS_GUESS_LIMIT.max * 3; i++) {
      const answer = await ask(i % 2 ? '/metrics' : '/readyz', stranger);
      assert.notEqual(answer.statusCode, 429);
    }
    assert.equal((await ask('/metrics', stranger, `Bearer ${TOKEN}`)).statusCode, 200);
  });
});
