import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { hashPassword } from '../../lib/password.js';
import { DEMO, bearer, insertTestUser, postJson, randomIp } from '../../test-support/auth-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';
import { AUTH_LIMITS, failureDelayMs } from '../../domain/auth-limits.js';
import { hashToken } from '../../lib/access-token.js';
import { DEVICE_COOKIE } from './known-device.js';
import { LOGIN_MESSAGES } from './login.js';
import { english } from '../../test-support/english.js';

const t = appForSuite();
beforeEach(async () => {
  await t.app.db.query('DELETE FROM rate_limits');
  await t.app.db.query('DELETE FROM known_devices');
});

const login = (payload: unknown, ip?: string) => postJson(t.app, '/api/login', payload, ip);

interface Device {
  ip: string;
  cookies: Record<string, string>;
}

/** The demo customer's own phone: signed in once, so the API knows it (from its usual address). */
async function knownDevice(): Promise<Device> {
  const ip = randomIp();
  const res = await login({ phone: DEMO.phone, password: DEMO.password }, ip);
  assert.equal(res.statusCode, 200);
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  assert.ok(cookie, 'a known-device cookie is set');
  return { ip, cookies: { [cookie.name]: cookie.value } };
}

/** As if others had failed for this phone as often as the per-phone ceiling allows this hour. */
async function reachPhoneCeiling(phone: string): Promise<void> {
  await t.app.db.query(
    `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, $2, now() + interval '1 hour')
     ON CONFLICT (key) DO UPDATE SET hits = EXCLUDED.hits, reset_at = EXCLUDED.reset_at`,
    [`${AUTH_LIMITS.loginPerPhone.name}:${phone}`, AUTH_LIMITS.loginPerPhone.max],
  );
}

function loginOn(device: Device, password: string, ip = device.ip) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { phone: DEMO.phone, password },
    cookies: device.cookies,
    remoteAddress: ip,
  });
}

describe('POST /api/login', () => {
  it('signs the demo customer in with a working bearer token and the contract user', async () => {
    const res = await login({ phone: DEMO.phone, password: DEMO.password });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.message, english(LOGIN_MESSAGES.success));
    assert.ok(body.data.access.token.length >= 43);
    assert.deepEqual(Object.keys(body.data.user).sort(), [
      'country',
      'date_of_birth',
      'email',
      'email_verified',
      'gender',
      'id',
      'name',
      'phone',
      'phone_code',
      'phone_verified',
      'profile_photo',
    ]);
    assert.equal(body.data.user.phone, DEMO.phone);
    assert.equal(body.data.user.phone_verified, true);
    const logout = await t.app.inject({ url: '/api/logout', headers: bearer(body.data.access.token) });
    assert.equal(logout.statusCode, 200);
  });

  it('finds the account whatever separators the phone is typed with', async () => {
    const res = await login({ phone: ' 017-0000 0000 ', password: DEMO.password });
    assert.equal(res.statusCode, 200);
  });

  it('answers 422 naming each missing or malformed field', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { phone: 'The phone field is required.', password: 'The password field is required.' }],
      [
        { phone: '', password: '' },
        { phone: 'The phone field is required.', password: 'The password field is required.' },
      ],
      [{ phone: 1700000000, password: DEMO.password }, { phone: 'The phone field must be a string.' }],
      [{ phone: DEMO.phone, password: 'x'.repeat(129) }, { password: 'The password field must not be greater than 128 characters.' }],
    ];
    for (const [payload, expected] of cases) {
      const res = await login(payload);
      assert.equal(res.statusCode, 422, JSON.stringify(payload));
      const body = res.json();
      for (const [field, message] of Object.entries(expected)) assert.deepEqual(body.errors[field], [message], field);
      assert.equal(body.message, Object.values(expected)[0]);
    }
  });

  it('tells an unknown phone and a wrong password apart, under their fields', async () => {
    const unknown = await login({ phone: '01999999999', password: DEMO.password });
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json(), {
      message: english(LOGIN_MESSAGES.unknownPhone),
      errors: { phone: [english(LOGIN_MESSAGES.unknownPhone)] },
    });
    assert.equal(english(LOGIN_MESSAGES.unknownPhone), 'The selected phone is invalid.');

    const wrong = await login({ phone: DEMO.phone, password: 'not-the-password' });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json(), {
      message: english(LOGIN_MESSAGES.wrongPassword),
      errors: { password: [english(LOGIN_MESSAGES.wrongPassword)] },
    });
    assert.equal(english(LOGIN_MESSAGES.wrongPassword), 'The password is incorrect.');
  });

  it('refuses a deactivated account (to whoever knows its password) and a social-only account', async () => {
    await insertTestUser(t.app.db, { phone: '01800000001', passwordHash: await hashPassword('secret123'), active: false });
    const inactive = await login({ phone: '01800000001', password: 'secret123' });
    assert.equal(inactive.statusCode, 422);
    assert.deepEqual(inactive.json(), { message: english(LOGIN_MESSAGES.inactive) });
    const wrongForInactive = await login({ phone: '01800000001', password: 'guess-guess' });
    assert.equal(wrongForInactive.json().errors.password[0], english(LOGIN_MESSAGES.wrongPassword));

    await insertTestUser(t.app.db, { phone: '01800000002', passwordHash: null });
    const social = await login({ phone: '01800000002', password: 'anything' });
    assert.equal(social.statusCode, 422);
    assert.deepEqual(social.json().errors, { password: [english(LOGIN_MESSAGES.wrongPassword)] });
  });
});

describe('login rate limits', () => {
  it('refuses one address after 5 failures for a phone, even with the right password', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      assert.equal((await login({ phone: DEMO.phone, password: `wrong-${i}` }, ip)).statusCode, 422);
    }
    const blocked = await login({ phone: DEMO.phone, password: DEMO.password }, ip);
    assert.equal(blocked.statusCode, 429);
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 900, `Retry-After ${retryAfter}`);
    const minutes = Math.ceil(retryAfter / 60);
    assert.deepEqual(blocked.json(), {
      message:
        retryAfter < 60
          ? `Too many attempts. Please try again in ${retryAfter} seconds.`
          : `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { phone: DEMO.phone, password: DEMO.password },
      headers: { 'accept-language': 'ar' },
      remoteAddress: ip,
    });
    assert.match(arabic.json().message, /^محاولات كثيرة جدًا\. يرجى المحاولة مرة أخرى بعد (\d+ )?(دقيقة|دقيقتين|دقائق|ثانية|ثوانٍ)/);

    // Typed another way, it is the same account.
    assert.equal((await login({ phone: '0170 000 0000', password: DEMO.password }, ip)).statusCode, 429);
    // Another account from that address is not affected.
    assert.equal((await login({ phone: '01999999999', password: 'x' }, ip)).statusCode, 422);

    // Once the window has passed, the right password works again.
    await t.app.db.query("UPDATE rate_limits SET reset_at = now() - interval '1 second'");
    assert.equal((await login({ phone: DEMO.phone, password: DEMO.password }, ip)).statusCode, 200);
  });

  it('answers others failing from other addresses ever more slowly, and does not lock the owner out', async () => {
    const device = await knownDevice();
    // As many failures as once locked the owner out.
    for (let failure = 1; failure <= 5; failure++) {
      const started = performance.now();
      assert.equal((await login({ phone: DEMO.phone, password: `wrong-${failure}` })).statusCode, 422, `failure ${failure}`);
      const took = performance.now() - started;
      const expected = failureDelayMs(failure);
      // Timers never fire early (a few ms of rounding aside); a busy machine only makes it slower.
      assert.ok(took >= expected - 5, `failure ${failure} took ${Math.round(took)} ms, expected at least ${expected}`);
    }
    assert.equal((await login({ phone: DEMO.phone, password: DEMO.password })).statusCode, 200, 'from a new address');
    assert.equal((await loginOn(device, DEMO.password)).statusCode, 200, 'from a known device');
  });

  it('grows the delay by a step per failure past the free ones, up to a bound', () => {
    const { freeFailures, stepMs, maxMs } = AUTH_LIMITS.loginFailureDelay;
    assert.deepEqual(
      [1, 2, 3, 4, 5].map(failureDelayMs),
      [1, 2, 3, 4, 5].map((n) => Math.max(0, n - freeFailures) * stepMs),
    );
    assert.ok(failureDelayMs(5) > failureDelayMs(4) && failureDelayMs(4) > failureDelayMs(3));
    assert.equal(failureDelayMs(1000), maxMs);
  });

  it(`refuses new devices after ${AUTH_LIMITS.loginPerPhone.max} failures for a phone in an hour, never a known device`, async () => {
    const device = await knownDevice();
    await reachPhoneCeiling(DEMO.phone);
    const blocked = await login({ phone: DEMO.phone, password: DEMO.password });
    assert.equal(blocked.statusCode, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 900, 'the ceiling is counted over an hour');
    assert.equal((await loginOn(device, DEMO.password)).statusCode, 200);
  });

  it('gives a known device its own failure limit', async () => {
    const device = await knownDevice();
    assert.equal((await loginOn(device, 'wrong', randomIp())).statusCode, 422);
    const counted = await t.app.db.query<{ key: string; hits: number }>('SELECT key, hits FROM rate_limits WHERE hits > 0');
    const deviceKey = `${AUTH_LIMITS.loginPerDevice.name}:${hashToken(device.cookies[DEVICE_COOKIE]!)}`;
    assert.deepEqual(counted, [{ key: deviceKey, hits: 1 }], "counted against the device alone, not the phone's limits");

    await t.app.db.query('UPDATE rate_limits SET hits = $2 WHERE key = $1', [deviceKey, AUTH_LIMITS.loginPerDevice.max]);
    assert.equal((await loginOn(device, DEMO.password, randomIp())).statusCode, 429, 'that device, from any address');
    assert.equal((await login({ phone: DEMO.phone, password: DEMO.password })).statusCode, 200, 'other devices are fine');
  });

  it('knows a device only for the account that signed in on it', async () => {
    const device = await knownDevice();
    const phone = '01800000009';
    await insertTestUser(t.app.db, { phone, passwordHash: await hashPassword('secret123') });
    await reachPhoneCeiling(phone);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { phone, password: 'secret123' },
      cookies: device.cookies,
      remoteAddress: device.ip,
    });
    assert.equal(res.statusCode, 429);
  });

  it('sets the device cookie httpOnly, same-site only, for the API, for a year, not Secure over plain HTTP', async () => {
    const res = await login({ phone: DEMO.phone, password: DEMO.password });
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    assert.ok(cookie && cookie.value.length >= 43, 'a random device token');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/api');
    assert.equal(cookie.maxAge, 365 * 24 * 3600);
    assert.equal(cookie.secure, undefined);
    const [stored] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM known_devices WHERE device_hash = $1', [
      hashToken(cookie.value),
    ]);
    assert.equal(stored!.n, 1, 'stored as its hash only');
  });

  it('never counts successful logins', async () => {
    // One more than the failure limit.
    for (let i = 0; i < 6; i++) {
      const res = await login({ phone: DEMO.phone, password: DEMO.password }, '10.9.9.9');
      assert.equal(res.statusCode, 200, `login ${i + 1}`);
    }
  });

  it('refuses an address after 20 failures in 15 minutes, whatever phones it tries', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      assert.equal((await login({ phone: `0190000${String(i).padStart(4, '0')}`, password: 'x' }, ip)).statusCode, 422);
    }
    const blocked = await login({ phone: DEMO.phone, password: DEMO.password }, ip);
    assert.equal(blocked.statusCode, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    // The refused address did not count against the account it tried.
    assert.equal((await login({ phone: DEMO.phone, password: DEMO.password })).statusCode, 200);
  });
});
