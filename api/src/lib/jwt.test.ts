import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newSigningKey, signJwt } from '../test-support/auth-fixtures.js';
import { JwtError, KeySourceError, jwksKeyLookup, verifyRs256Jwt } from './jwt.js';

const key = newSigningKey('k1');
const rotated = newSigningKey('k2');
const NOW = 1_700_000_000;
const claims = { iss: 'https://issuer.example', aud: 'client', sub: 'user-1', iat: NOW, exp: NOW + 600 };
const expect = { issuers: ['https://issuer.example'], audience: 'client', now: NOW };

/** A fetch that answers from a list of JWKS bodies (or a failure) and counts its calls. */
function fakeFetch(answers: Array<{ status: number; body: unknown } | Error>) {
  let calls = 0;
  const fetchFn = (async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { fetchFn, calls: () => calls };
}

describe('verifyRs256Jwt', () => {
  const keys = async (kid: string) =>
    kid === 'k1' ? (await import('node:crypto')).createPublicKey({ key: key.publicJwk, format: 'jwk' }) : null;

  it('returns the claims of a good token', async () => {
    assert.equal((await verifyRs256Jwt(signJwt(key, claims), keys, expect)).sub, 'user-1');
  });

  it('allows a minute of clock skew, not more', async () => {
    await verifyRs256Jwt(signJwt(key, { ...claims, exp: NOW - 30 }), keys, expect);
    await assert.rejects(verifyRs256Jwt(signJwt(key, { ...claims, exp: NOW - 61 }), keys, expect), /expired/);
    await assert.rejects(verifyRs256Jwt(signJwt(key, { ...claims, iat: NOW + 120 }), keys, expect), /future/);
  });

  it('names what is wrong', async () => {
    const cases: Array<[string, RegExp]> = [
      [signJwt(key, { ...claims, aud: 'other' }), /audience/],
      [signJwt(key, { ...claims, aud: ['client', 'other'] }), /authorized party/],
      [signJwt(key, { ...claims, aud: ['client', 'other'], azp: 'other' }), /authorized party/],
      [signJwt(key, { ...claims, iss: 'other' }), /issuer/],
      [signJwt(key, { ...claims, exp: undefined }), /expired/],
      [signJwt(key, claims, { alg: 'RS512' }), /algorithm/],
      [signJwt(key, claims, { kid: undefined }), /key id/],
      [signJwt(rotated, claims, { kid: 'k1' }), /signature/],
      ['a.b', /not a JWT/],
      ['a.b.c', /malformed/],
    ];
    for (const [token, reason] of cases)
      await assert.rejects(verifyRs256Jwt(token, keys, expect), (e: Error) => e instanceof JwtError && reason.test(e.message));
  });

  it('refuses an empty expected audience (a store with no client id)', async () => {
    await assert.rejects(verifyRs256Jwt(signJwt(key, { ...claims, aud: '' }), keys, { ...expect, audience: '' }), /audience/);
  });
});

describe('jwksKeyLookup', () => {
  it('fetches once, then refetches for an unknown kid (key rotation) but not more often than allowed', async () => {
    const fake = fakeFetch([
      { status: 200, body: { keys: [key.publicJwk, { kty: 'EC', kid: 'ec' }, { kty: 'RSA', kid: 'broken', n: '', e: '' }] } },
      { status: 200, body: { keys: [key.publicJwk, rotated.publicJwk] } },
    ]);
    const lookup = jwksKeyLookup({ url: 'http://keys.test', timeoutMs: 1000, fetch: fake.fetchFn, refetchIntervalMs: 0 });
    assert.ok(await lookup('k1'));
    assert.ok(await lookup('k1'));
    assert.equal(fake.calls(), 1);
    assert.ok(await lookup('k2'), 'rotated key found after a refetch');
    assert.equal(fake.calls(), 2);

    const slow = jwksKeyLookup({
      url: 'http://keys.test',
      timeoutMs: 1000,
      fetch: fakeFetch([{ status: 200, body: { keys: [key.publicJwk] } }]).fetchFn,
    });
    assert.ok(await slow('k1'));
    assert.equal(await slow('unknown'), null, 'no refetch within the interval');
  });

  it('reports an unreachable or broken key source as KeySourceError, keeping keys it already has', async () => {
    for (const answer of [new Error('ECONNREFUSED'), { status: 500, body: {} }, { status: 200, body: { nope: true } }]) {
      const lookup = jwksKeyLookup({ url: 'http://keys.test', timeoutMs: 1000, fetch: fakeFetch([answer]).fetchFn });
      await assert.rejects(lookup('k1'), KeySourceError);
    }
    const flaky = jwksKeyLookup({
      url: 'http://keys.test',
      timeoutMs: 1000,
      refetchIntervalMs: 0,
      fetch: fakeFetch([{ status: 200, body: { keys: [key.publicJwk] } }, new Error('down')]).fetchFn,
    });
    assert.ok(await flaky('k1'));
    assert.equal(await flaky('k2'), null, 'the failed refetch keeps the known keys');
    assert.ok(await flaky('k1'));
  });
});
