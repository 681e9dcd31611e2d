import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { OpsAccess } from './ops-access.js';

const TOKEN = 'ops-token-for-the-test-0123456789';
const from = (ip: string, token: string) => ({ ip, headers: { authorization: `Bearer ${token}` } }) as unknown as FastifyRequest;

test('a window ends: the address may try again', () => {
  let now = 0;
  const access = new OpsAccess(TOKEN, { max: 2, windowMs: 1000, addresses: 10 }, () => now);
  assert.equal(access.judge(from('a', 'x'), 'bearer'), 'wrong');
  assert.equal(access.judge(from('a', 'y'), 'bearer'), 'wrong');
  assert.deepEqual(access.judge(from('a', TOKEN), 'bearer'), { retryAfterSeconds: 1 });
  now = 1000;
  assert.equal(access.judge(from('a', TOKEN), 'bearer'), 'operator');
});

test('the table of addresses stays bounded: the oldest are forgotten first', () => {
  const access = new OpsAccess(TOKEN, { max: 1, windowMs: 60_000, addresses: 3 }, () => 0);
  for (const ip of ['a', 'b', 'c', 'd']) assert.equal(access.judge(from(ip, 'x'), 'bearer'), 'wrong');
  assert.equal(access.judge(from('a', TOKEN), 'bearer'), 'operator', 'the oldest address was forgotten');
  assert.equal(typeof access.judge(from('d', TOKEN), 'bearer'), 'object', 'the newest is still refused');
});

test('with no OPS_TOKEN nobody is an operator and nothing is counted', () => {
  const access = new OpsAccess(undefined);
  assert.equal(access.judge(from('a', 'anything'), 'bearer'), 'stranger');
});
