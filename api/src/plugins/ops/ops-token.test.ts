import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { hasOpsToken } from './ops-token.js';

const withAuthorization = (authorization?: string) => ({ headers: { authorization } }) as FastifyRequest;
const TOKEN = 'ops-token-for-the-test-0123456789';

test('only the exact bearer token opens the ops views', () => {
  assert.equal(hasOpsToken(withAuthorization(`Bearer ${TOKEN}`), TOKEN), true);
  assert.equal(hasOpsToken(withAuthorization(`bearer ${TOKEN}`), TOKEN), true);
  assert.equal(hasOpsToken(withAuthorization(`Bearer ${TOKEN}x`), TOKEN), false);
  assert.equal(hasOpsToken(withAuthorization(TOKEN), TOKEN), false);
  assert.equal(hasOpsToken(withAuthorization(), TOKEN), false);
});

test('with no OPS_TOKEN configured, nothing opens them', () => {
  assert.equal(hasOpsToken(withAuthorization('Bearer '), undefined), false);
  assert.equal(hasOpsToken(withAuthorization('Bearer anything'), undefined), false);
});
