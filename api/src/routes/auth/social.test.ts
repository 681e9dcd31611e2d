import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import { DEMO, bearer, newSigningKey, postJson, signJwt, startFakeProvider, type SigningKey } from '../../test-support/auth-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { LOGIN_MESSAGES } from './login.js';
import { DEFAULT_CUSTOMER_NAME, SOCIAL_MESSAGES, profileName } from './social.js';
import { english } from '../../test-support/english.js';

const GOOGLE_CLIENT = 'google-client.apps.googleusercontent.com';
const APPLE_CLIENT = 'com.shopmart.web';
const FACEBOOK_APP = '1234567890';
const GOOD_FB_TOKEN = 'EAAB-good';
const OTHER_APP_FB_TOKEN = 'EAAB-other-app';
/** The fake Graph fails with 500 for this one. */
const GRAPH_DOWN_FB_TOKEN = 'EAAB-graph-down';

const googleKey = newSigningKey('google-1');
const appleKey = newSigningKey('apple-1');
/** Same kid as Google's key, different private key: a forged signature. */
const forger: SigningKey = { ...newSigningKey('google-1') };

let t: TestApp;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;

before(async () => {
  provider = await startFakeProvider({
    '/google/certs': () => ({ status: 200, body: { keys: [googleKey.publicJwk] } }),
    '/apple/keys': () => ({ status: 200, body: { keys: [appleKey.publicJwk] } }),
    '/v20.0/app': (_request, url) => {
      const token = url.searchParams.get('access_token');
      if (token === GOOD_FB_TOKEN) return { status: 200, body: { id: FACEBOOK_APP, name: 'ShopMart' } };
      if (token === OTHER_APP_FB_TOKEN) return { status: 200, body: { id: '999', name: 'Other app' } };
      if (token === GRAPH_DOWN_FB_TOKEN) return { status: 500, body: {} };
      return { status: 400, body: { error: { type: 'OAuthException', code: 190 } } };
    },
    '/v20.0/me': (_request, url) =>
      url.searchParams.get('fields') === 'id,name,email'
        ? { status: 200, body: { id: 'fb-555', name: 'Farah Facebook', email: 'farah@example.com' } }
        : { status: 400, body: {} },
  });
  t = await createTestApp({
    socialAuth: {
      googleJwksUrl: `${provider.url}/google/certs`,
      googleIssuers: ['accounts.google.com', 'https://accounts.google.com'],
      appleJwksUrl: `${provider.url}/apple/keys`,
      appleIssuers: ['https://appleid.apple.com'],
      facebookGraphUrl: provider.url,
      timeoutMs: 2000,
    },
  });
});
after(async () => {
  await t?.close();
  await provider?.close();
});
beforeEach(async () => {
  await t.app.db.query('DELETE FROM rate_limits');
  await setSetting(t.app.db, 'social_auths', {
    google: { is_active: true, client_id: GOOGLE_CLIENT },
    facebook: { is_active: true, client_id: FACEBOOK_APP },
    apple: { is_active: true, client_id: APPLE_CLIENT, redirect_url: 'https://shop.example/auth/apple' },
  });
});

const now = () => Math.floor(Date.now() / 1000);
const googleClaims = (overrides: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: GOOGLE_CLIENT,
  sub: '10769150350006150715113082367',
  email: 'grace@gmail.example',
  email_verified: true,
  name: 'Grace Google',
  iat: now() - 10,
  exp: now() + 3600,
  ...overrides,
});
const signIn = (name: string, code: unknown, data?: unknown) => postJson(t.app, `/api/auth/${name}/token`, { code, data });

async function socialAccounts(subject: string) {
  return t.app.db.query<{ user_id: number; provider: string; email: string | null }>(
    'SELECT user_id, provider, email FROM social_accounts WHERE provider_user_id = $1',
    [subject],
  );
}

describe('POST /api/auth/google/token', () => {
  it('creates a user on the first sign-in and finds the same user by provider and subject later', async () => {
    const first = await signIn('google', signJwt(googleKey, googleClaims()));
    assert.equal(first.statusCode, 200);
    const body = first.json();
    assert.equal(body.message, english(LOGIN_MESSAGES.success));
    assert.equal(body.data.user.name, 'Grace Google');
    assert.equal(body.data.user.email, 'grace@gmail.example');
    assert.equal(body.data.user.email_verified, true);
    assert.equal(body.data.user.phone, null);
    assert.equal((await t.app.inject({ url: '/api/logout', headers: bearer(body.data.access.token) })).statusCode, 200);

    // The e-mail changed at Google: still the same account, found by subject.
    const second = await signIn('google', signJwt(googleKey, googleClaims({ email: 'grace.new@gmail.example', name: 'G' })));
    assert.equal(second.statusCode, 200);
    assert.equal(second.json().data.user.id, body.data.user.id);
    assert.notEqual(second.json().data.access.token, body.data.access.token);
    assert.deepEqual(await socialAccounts('10769150350006150715113082367'), [
      { user_id: body.data.user.id, provider: 'google', email: 'grace@gmail.example' },
    ]);
  });

  it('never links to an existing account by e-mail', async () => {
    const res = await signIn('google', signJwt(googleKey, googleClaims({ sub: 'sub-demo-email', email: DEMO.email })));
    assert.equal(res.statusCode, 200);
    const user = res.json().data.user;
    assert.notEqual(user.phone, DEMO.phone);
    assert.equal(user.email, null, 'the address belongs to another account');
    assert.equal(user.email_verified, false);
    assert.equal((await socialAccounts('sub-demo-email'))[0]!.email, DEMO.email);
  });

  it('refuses a wrong audience, a wrong issuer, an expired token, a forged signature, an unknown key, other algorithms and junk', async () => {
    const forged = signJwt(forger, googleClaims());
    const unknownKid = signJwt(googleKey, googleClaims(), { kid: 'nope' });
    const [header, payload] = signJwt(googleKey, googleClaims()).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'google-1' })).toString('base64url')}.${payload}.`;
    const hs256 = `${Buffer.from(JSON.stringify({ alg: 'HS256', kid: 'google-1' })).toString('base64url')}.${payload}.c2ln`;
    const tampered = `${header}.${Buffer.from(JSON.stringify(googleClaims({ sub: 'someone-else' }))).toString('base64url')}.${signJwt(googleKey, googleClaims()).split('.')[2]}`;
    const cases: Record<string, string> = {
      'wrong aud': signJwt(googleKey, googleClaims({ aud: 'another-client' })),
      'wrong iss': signJwt(googleKey, googleClaims({ iss: 'https://evil.example' })),
      expired: signJwt(googleKey, googleClaims({ exp: now() - 120 })),
      'not yet valid': signJwt(googleKey, googleClaims({ nbf: now() + 600 })),
      'no subject': signJwt(googleKey, googleClaims({ sub: '' })),
      'apple key for google': signJwt(appleKey, googleClaims(), { kid: 'google-1' }),
      forged,
      unknownKid,
      unsigned,
      hs256,
      tampered,
      junk: 'not-a-jwt',
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await signIn('google', token);
      assert.equal(res.statusCode, 422, name);
      assert.deepEqual(res.json(), { message: english(SOCIAL_MESSAGES.invalidToken('google')) }, name);
    }
    assert.equal((await socialAccounts('someone-else')).length, 0);
  });

  it('accepts an audience list that includes our client id only when it was issued to us (azp)', async () => {
    const ours = await signIn(
      'google',
      signJwt(googleKey, googleClaims({ sub: 'sub-aud-list', aud: ['x', GOOGLE_CLIENT], azp: GOOGLE_CLIENT })),
    );
    assert.equal(ours.statusCode, 200);
    for (const [name, extra] of [
      ['no azp', { aud: ['x', GOOGLE_CLIENT] }],
      ["another party's azp", { aud: ['x', GOOGLE_CLIENT], azp: 'x' }],
      ["one audience, another party's azp", { azp: 'x' }],
    ] as const) {
      const res = await signIn('google', signJwt(googleKey, googleClaims({ sub: `sub-azp-${name}`, ...extra })));
      assert.equal(res.statusCode, 422, name);
    }
    const single = await signIn('google', signJwt(googleKey, googleClaims({ sub: 'sub-azp-single', azp: GOOGLE_CLIENT })));
    assert.equal(single.statusCode, 200, 'one audience with our azp');
  });

  it('refuses a provider the store has not enabled (or that has no client id)', async () => {
    await setSetting(t.app.db, 'social_auths', {
      google: { is_active: false, client_id: GOOGLE_CLIENT },
      facebook: { is_active: true, client_id: '' },
      apple: { is_active: true, client_id: APPLE_CLIENT, redirect_url: '' },
    });
    const google = await signIn('google', signJwt(googleKey, googleClaims()));
    assert.equal(google.statusCode, 422);
    assert.deepEqual(google.json(), { message: english(SOCIAL_MESSAGES.inactiveProvider('google')) });
    const facebook = await signIn('facebook', GOOD_FB_TOKEN);
    assert.deepEqual(facebook.json(), { message: english(SOCIAL_MESSAGES.inactiveProvider('facebook')) });
  });

  it('refuses a deactivated user', async () => {
    const claims = googleClaims({ sub: 'sub-inactive', email: 'inactive@gmail.example' });
    const first = await signIn('google', signJwt(googleKey, claims));
    await t.app.db.query('UPDATE users SET is_active = false WHERE id = $1', [first.json().data.user.id]);
    const res = await signIn('google', signJwt(googleKey, claims));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), { message: english(LOGIN_MESSAGES.inactive) });
  });

  it('answers 422 for an unknown provider and a missing code', async () => {
    const unknown = await signIn('twitter', 'x');
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(Object.keys(unknown.json().errors), ['provider']);
    const missing = await postJson(t.app, '/api/auth/google/token', {});
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().errors, { code: ['The code field is required.'] });
  });

  it('limits an address to 30 sign-ins in 15 minutes', async () => {
    const ip = '10.5.5.5';
    await t.app.db.query("INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 30, now() + interval '10 minutes')", [
      `social:ip:${ip}`,
    ]);
    const res = await postJson(t.app, '/api/auth/google/token', { code: signJwt(googleKey, googleClaims()) }, ip);
    assert.equal(res.statusCode, 429);
    assert.ok(Number(res.headers['retry-after']) <= 600);
  });
});

describe('POST /api/auth/apple/token', () => {
  it("verifies Apple's identity token and takes the name from the first-time profile", async () => {
    const token = signJwt(appleKey, {
      iss: 'https://appleid.apple.com',
      aud: APPLE_CLIENT,
      sub: '001234.apple-subject',
      email: 'xyz@privaterelay.appleid.com',
      email_verified: 'true',
      iat: now(),
      exp: now() + 600,
    });
    const res = await signIn('apple', token, {
      user: { name: { firstName: 'Adam', lastName: 'Apple' }, email: 'xyz@privaterelay.appleid.com' },
    });
    assert.equal(res.statusCode, 200);
    const user = res.json().data.user;
    assert.equal(user.name, 'Adam Apple');
    assert.equal(user.email_verified, true);
  });

  it('refuses a Google token at the Apple endpoint', async () => {
    const res = await signIn('apple', signJwt(googleKey, googleClaims({ aud: APPLE_CLIENT })));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), { message: english(SOCIAL_MESSAGES.invalidToken('apple')) });
  });
});

describe('POST /api/auth/facebook/token', () => {
  it('asks Graph which app the token is for and who it belongs to', async () => {
    const res = await signIn('facebook', GOOD_FB_TOKEN, { name: 'Ignored Name', id: 'spoofed' });
    assert.equal(res.statusCode, 200);
    const user = res.json().data.user;
    assert.equal(user.name, 'Farah Facebook');
    assert.equal(user.email, 'farah@example.com');
    assert.equal(user.email_verified, false);
    assert.equal((await socialAccounts('fb-555'))[0]!.user_id, user.id);
    assert.equal((await socialAccounts('spoofed')).length, 0);
  });

  it('refuses a token issued to another app, and one Graph rejects', async () => {
    for (const code of [OTHER_APP_FB_TOKEN, 'EAAB-expired']) {
      const res = await signIn('facebook', code);
      assert.equal(res.statusCode, 422, code);
      assert.deepEqual(res.json(), { message: english(SOCIAL_MESSAGES.invalidToken('facebook')) });
    }
  });
});

describe('identity provider trouble', () => {
  it('answers 503 (not 500, not 422) when the provider fails', async () => {
    const res = await signIn('facebook', GRAPH_DOWN_FB_TOKEN);
    assert.equal(res.statusCode, 503);
    assert.deepEqual(res.json(), { message: english(SOCIAL_MESSAGES.unavailable('facebook')) });
  });
});

describe('social sign-in names', () => {
  it('reads a name from the storefront profile, else falls back', () => {
    assert.equal(profileName({ name: ' Nora ' }), 'Nora');
    assert.equal(profileName({ user: { name: { firstName: 'Adam' } } }), 'Adam');
    assert.equal(profileName({ user: {} }), null);
    assert.equal(profileName('text'), null);
    assert.equal(DEFAULT_CUSTOMER_NAME, 'Customer');
  });
});
