import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AUTH_LIMITS } from '../../domain/auth-limits.js';
import { DEMO, postJson, randomIp } from '../../test-support/auth-fixtures.js';
import { createSecondInstance, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEVICE_COOKIE } from './known-device.js';

/**
 * Two API instances on one PostgreSQL schema, as behind a load balancer: the login limit is kept
 * in the database, so spreading guesses over instances gains nothing, and so are the devices the
 * owner signed in on. PGlite is a single embedded
 * process (one instance owns the data directory), so this runs only with DATABASE_URL.
 */
const skip = process.env.DATABASE_URL ? false : 'needs PostgreSQL: set DATABASE_URL (PGlite cannot be shared by two instances)';

describe('login limit across two instances', { skip }, () => {
  let t: TestApp;
  let second: FastifyInstance;
  before(async () => {
    t = await createTestApp();
    second = await createSecondInstance(t);
  });
  after(async () => {
    await second?.close();
    await t?.close();
  });

  it('refuses the 6th attempt from one address on either instance after 5 failures spread over both', async () => {
    const instances = [t.app, second];
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await postJson(instances[i % 2]!, '/api/login', { phone: DEMO.phone, password: `wrong-${i}` }, ip);
      assert.equal(res.statusCode, 422, `failure ${i + 1}`);
    }
    for (const app of instances) {
      const res = await postJson(app, '/api/login', { phone: DEMO.phone, password: DEMO.password }, ip);
      assert.equal(res.statusCode, 429);
      assert.ok(Number(res.headers['retry-after']) > 0);
    }
  });

  it("knows the owner's device on either instance while others fail past the per-phone ceiling", async () => {
    const signedIn = await postJson(t.app, '/api/login', { phone: DEMO.phone, password: DEMO.password });
    const device = signedIn.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    assert.ok(device);
    await t.app.db.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, $2, now() + interval '1 hour')
       ON CONFLICT (key) DO UPDATE SET hits = EXCLUDED.hits, reset_at = EXCLUDED.reset_at`,
      [`${AUTH_LIMITS.loginPerPhone.name}:${DEMO.phone}`, AUTH_LIMITS.loginPerPhone.max],
    );
    const instances: FastifyInstance[] = [t.app, second];
    for (const app of instances) {
      assert.equal((await postJson(app, '/api/login', { phone: DEMO.phone, password: DEMO.password })).statusCode, 429, 'a new device');
      const res: LightMyRequestResponse = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { phone: DEMO.phone, password: DEMO.password },
        cookies: { [device.name]: device.value },
        remoteAddress: randomIp(),
      });
      assert.equal(res.statusCode, 200, 'the known device');
    }
  });
});
