import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { hashPassword } from '../../lib/password.js';
import { DEMO, bearer, insertTestUser, postJson, randomIp } from '../../test-support/auth-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { LOGIN_MESSAGES } from './login.js';
import { english } from '../../test-support/english.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t?.close());
beforeEach(async () => {
  await t.app.db.query('DELETE FROM rate_limits');
});

const login = (payload: unknown, ip?: string) => postJson(t.app, '/api/login', payload, ip);

describe('POST /api/login', () => {
  it('signs the demo customer in with a working bearer token and the contract user', async () => {
    const res = await login({ phone: DEMO.phone, password: DEMO.password });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.message, english(LOGIN_MESSAGES.success));
    assert.ok(body.data.access.token.length >= 43);
    assert.deepEqual(Object.keys(body.data.user).sort(), [
      'country', 'date_of_birth', 'email', 'email_verified', 'gender', 'id', 'name', 'phone', 'phone_code',
      'phone_verified', 'profile_photo',
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
      [{ phone: '', password: '' }, { phone: 'The phone field is required.', password: 'The password field is required.' }],
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
    assert.deepEqual(unknown.json(), { message: english(LOGIN_MESSAGES.unknownPhone), errors: { phone: [english(LOGIN_MESSAGES.unknownPhone)] } });
    assert.equal(english(LOGIN_MESSAGES.unknownPhone), 'The selected phone is invalid.');

    const wrong = await login({ phone: DEMO.phone, password: 'not-the-password' });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json(), { message: english(LOGIN_MESSAGES.wrongPassword), errors: { password: [english(LOGIN_MESSAGES.wrongPassword)] } });
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
  it('refuses a phone after 5 failures in 15 minutes, from any address, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      assert.equal((await login({ phone: DEMO.phone, password: `wrong-${i}` })).statusCode, 422);
    }
    const blocked = await login({ phone: DEMO.phone, password: DEMO.password });
    assert.equal(blocked.statusCode, 429);
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 900, `Retry-After ${retryAfter}`);
    assert.deepEqual(blocked.json(), { message: `Too many attempts. Please try again in ${retryAfter} seconds.` });

    // Typed another way, it is the same account.
    assert.equal((await login({ phone: '0170 000 0000', password: DEMO.password })).statusCode, 429);
    // Another account is not affected.
    assert.equal((await login({ phone: '01999999999', password: 'x' })).statusCode, 422);

    // Once the window has passed, the right password works again.
    await t.app.db.query("UPDATE rate_limits SET reset_at = now() - interval '1 second'");
    assert.equal((await login({ phone: DEMO.phone, password: DEMO.password })).statusCode, 200);
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
