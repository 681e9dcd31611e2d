import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { isKnownDevice, rememberDevice } from '../../db/queries/known-devices.js';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { hashPassword } from '../../lib/password.js';
import { bearer, insertTestUser, latestCode, postJson } from '../../test-support/auth-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';
import { RESET_MESSAGES } from './reset-password.js';
import { english } from '../../test-support/english.js';

const t = appForSuite();
let userId: number;
const PHONE = '07733330000';
before(async () => {
  userId = await insertTestUser(t.app.db, { phone: PHONE, passwordHash: await hashPassword('old-password') });
});
beforeEach(async () => {
  for (const table of ['rate_limits', 'otp_codes', 'outbox']) await t.app.db.query(`DELETE FROM ${table}`);
});

const reset = (payload: unknown, ip?: string) => postJson(t.app, '/api/reset-password', payload, ip);

/** Steps 1 and 2 of forgot password: the reset token a verified code yields. */
async function resetToken(): Promise<string> {
  assert.equal((await postJson(t.app, '/api/send-otp', { phone: PHONE, phone_code: '964', forgot_password: 1 })).statusCode, 200);
  const res = await postJson(t.app, '/api/verify-otp', { phone: PHONE, otp: await latestCode(t.app.db), forgot_password: 1 });
  assert.equal(res.statusCode, 200);
  return res.json().data.token;
}

const liveSession = async (token: string) => (await t.app.inject({ url: '/api/logout', headers: bearer(token) })).statusCode === 200;

describe('POST /api/reset-password', () => {
  it('sets the new password, signs the user out everywhere and spends the token', async () => {
    const sessions = [await issueAccessToken(t.app.db, userId), await issueAccessToken(t.app.db, userId)];
    const token = await resetToken();
    const res = await reset({ password: 'brand-new', password_confirmation: 'brand-new', token });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: english(RESET_MESSAGES.success) });

    for (const session of sessions) assert.equal(await liveSession(session), false, 'old sessions are revoked');
    assert.equal((await postJson(t.app, '/api/login', { phone: PHONE, password: 'old-password' })).statusCode, 422);
    assert.equal((await postJson(t.app, '/api/login', { phone: PHONE, password: 'brand-new' })).statusCode, 200);

    const again = await reset({ password: 'other-one', password_confirmation: 'other-one', token });
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json(), {
      message: english(RESET_MESSAGES.invalidToken),
      errors: { token: [english(RESET_MESSAGES.invalidToken)] },
    });
  });

  it("forgets the account's known devices: whoever signed in with the old password is trusted no more", async () => {
    await rememberDevice(t.app.db, userId, 'device-of-whoever-knew-the-old-password');
    const token = await resetToken();
    assert.equal((await reset({ password: 'newer-still', password_confirmation: 'newer-still', token })).statusCode, 200);
    assert.equal(await isKnownDevice(t.app.db, userId, 'device-of-whoever-knew-the-old-password'), false);
  });

  it('refuses an expired token, an unknown one, and an older token once a newer one was used', async () => {
    const expired = await resetToken();
    await t.app.db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    assert.equal((await reset({ password: 'abcdef', password_confirmation: 'abcdef', token: expired })).statusCode, 422);
    assert.equal((await reset({ password: 'abcdef', password_confirmation: 'abcdef', token: 'made-up' })).statusCode, 422);

    await t.app.db.query('DELETE FROM otp_codes');
    const older = await resetToken();
    await t.app.db.query('DELETE FROM otp_codes');
    const newer = await resetToken();
    assert.equal((await reset({ password: 'second-new', password_confirmation: 'second-new', token: newer })).statusCode, 200);
    assert.equal((await reset({ password: 'third-new', password_confirmation: 'third-new', token: older })).statusCode, 422);
  });

  it('answers 422 naming each bad field; a confirmation mismatch is reported on password_confirmation', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ password: 'abcdef', password_confirmation: 'abcdeg', token: 'x' }, 'password_confirmation', english(RESET_MESSAGES.mismatch)],
      [{ password: 'abc', password_confirmation: 'abc', token: 'x' }, 'password', 'The password field must be at least 6 characters.'],
      [{ password: 'abcdef', password_confirmation: 'abcdef' }, 'token', 'The token field is required.'],
      [{ password_confirmation: 'abcdef', token: 'x' }, 'password', 'The password field is required.'],
      [{ password: 'abcdef', token: 'x' }, 'password_confirmation', 'The password confirmation field is required.'],
    ];
    for (const [payload, field, text] of cases) {
      const res = await reset(payload);
      assert.equal(res.statusCode, 422, JSON.stringify(payload));
      assert.deepEqual(res.json().errors[field], [text], JSON.stringify(payload));
    }
    assert.equal(english(RESET_MESSAGES.mismatch), 'The password confirmation does not match.');
  });

  it('limits an address to 10 tries in 15 minutes', async () => {
    const ip = '10.7.7.7';
    await t.app.db.query("INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 10, now() + interval '15 minutes')", [
      `reset-password:ip:${ip}`,
    ]);
    const res = await reset({ password: 'abcdef', password_confirmation: 'abcdef', token: 'x' }, ip);
    assert.equal(res.statusCode, 429);
    assert.ok(Number(res.headers['retry-after']) > 0);
  });
});
