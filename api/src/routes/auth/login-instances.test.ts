import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO, postJson } from '../../test-support/auth-fixtures.js';
import { createSecondInstance, createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Two API instances on one PostgreSQL schema, as behind a load balancer: the login limit is kept
 * in the database, so spreading guesses over instances gains nothing. PGlite is a single embedded
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

  it('refuses the 6th attempt on either instance after 5 failures spread over both', async () => {
    const instances = [t.app, second];
    for (let i = 0; i < 5; i++) {
      const res = await postJson(instances[i % 2]!, '/api/login', { phone: DEMO.phone, password: `wrong-${i}` });
      assert.equal(res.statusCode, 422, `failure ${i + 1}`);
    }
    for (const app of instances) {
      const res = await postJson(app, '/api/login', { phone: DEMO.phone, password: DEMO.password });
      assert.equal(res.statusCode, 429);
      assert.ok(Number(res.headers['retry-after']) > 0);
    }
  });
});
