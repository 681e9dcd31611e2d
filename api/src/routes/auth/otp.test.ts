import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import { OTP_MAX_TRIES } from '../../domain/auth-otp.js';
import { DEMO, insertTestUser, latestCode, outboxRows, postJson } from '../../test-support/auth-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';
import { AUTH_LIMITS } from '../../domain/auth-limits.js';
import { DEVICE_COOKIE } from './known-device.js';
import { OTP_MESSAGES } from './otp.js';
import { english } from '../../test-support/english.js';

const t = appForSuite();
beforeEach(async () => {
  for (const table of ['rate_limits', 'otp_codes', 'outbox', 'password_reset_tokens', 'known_devices'])
    await t.app.db.query(`DELETE FROM ${table}`);
  await setSetting(t.app.db, 'forgot_otp_type', 'phone');
  await setSetting(t.app.db, 'register_otp_type', 'phone');
});

const sendOtp = (payload: unknown, ip?: string) => postJson(t.app, '/api/send-otp', payload, ip);
const verifyOtp = (payload: unknown, ip?: string) => postJson(t.app, '/api/verify-otp', payload, ip);
const forgot = (phone: string) => sendOtp({ phone, phone_code: '880', forgot_password: 1 });

/** Makes the latest code look `seconds` older (issued and expiring earlier). */
async function age(seconds: number): Promise<void> {
  await t.app.db.query(
    `UPDATE otp_codes SET created_at = created_at - make_interval(secs => $1), expires_at = expires_at - make_interval(secs => $1)`,
    [seconds],
  );
}

/** The demo shopper's id: the per-account limits count the account, whichever of its phone or e-mail is typed. */
async function demoId(): Promise<number> {
  const [row] = await t.app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.email]);
  return row!.id;
}

async function unverifiedUser(phone: string, email: string | null = null): Promise<number> {
  return insertTestUser(t.app.db, { phone, email });
}

describe('POST /api/send-otp (forgot password)', () => {
  it('queues a 4-digit code by SMS, stores only its hash and names the phone masked', async () => {
    const res = await forgot(DEMO.phone);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: english(OTP_MESSAGES.sent('phone')), data: { email_or_phone: '*******0000' } });

    const [sms, ...others] = await outboxRows(t.app.db);
    assert.equal(others.length, 0);
    assert.equal(sms!.channel, 'sms');
    assert.equal(sms!.recipient, '+8801700000000');
    assert.equal(sms!.payload.purpose, 'forgot_password');
    const code = await latestCode(t.app.db);
    assert.match(code, /^\d{4}$/);

    const [row] = await t.app.db.query<{ code_hash: string; purpose: string; channel: string; destination: string; expires_in: number }>(
      `SELECT code_hash, purpose, channel, destination, extract(epoch FROM expires_at - created_at)::int AS expires_in FROM otp_codes`,
    );
    assert.ok(!row!.code_hash.includes(code));
    assert.match(row!.code_hash, /^hmac-sha256\$/);
    assert.deepEqual(
      { ...row, code_hash: '' },
      { code_hash: '', purpose: 'forgot_password', channel: 'phone', destination: DEMO.phone, expires_in: 300 },
    );
  });

  it('answers an unknown phone exactly like a known one, sends nothing, and applies the same 60 s rule', async () => {
    const known = await forgot(DEMO.phone);
    const unknown = await forgot('01788880000');
    assert.equal(unknown.statusCode, known.statusCode);
    assert.deepEqual(Object.keys(unknown.json()), Object.keys(known.json()));
    assert.equal(unknown.json().message, known.json().message);
    assert.equal(unknown.json().data.email_or_phone, '*******0000');
    assert.equal((await outboxRows(t.app.db)).length, 1, 'only the real account got a message');

    const knownAgain = await forgot(DEMO.phone);
    const unknownAgain = await forgot('01788880000');
    assert.equal(knownAgain.statusCode, 422);
    assert.equal(unknownAgain.statusCode, 422);
    // Under a minute it counts seconds; a full minute (the resend wait) reads '1 minute'.
    assert.match(unknownAgain.json().message, /^Please wait (\d+ seconds|1 minute) before requesting a new code\.$/);

    // Nothing can verify the unknown phone's row.
    for (const otp of ['0000', '1234', '9999']) {
      assert.deepEqual((await verifyOtp({ phone: '01788880000', otp })).json().errors, { otp: [english(OTP_MESSAGES.invalid)] });
    }
  });

  it('refuses a resend within 60 s, saying how long to wait; a resend afterwards replaces the code', async () => {
    await forgot(DEMO.phone);
    const first = await latestCode(t.app.db);
    await age(15);
    const early = await forgot(DEMO.phone);
    assert.equal(early.statusCode, 422);
    const seconds = Number(/(\d+) seconds/.exec(early.json().message)?.[1]);
    assert.ok(seconds >= 44 && seconds <= 45, `wait ${seconds}`);
    assert.deepEqual(early.json(), { message: english(OTP_MESSAGES.wait(seconds)) });

    await age(50);
    assert.equal((await forgot(DEMO.phone)).statusCode, 200);
    const second = await latestCode(t.app.db);
    if (first !== second) {
      const old = await verifyOtp({ phone: DEMO.phone, otp: first });
      assert.equal(old.statusCode, 422, 'the replaced code is dead');
    }
    const res = await verifyOtp({ phone: DEMO.phone, otp: second });
    assert.equal(res.statusCode, 200);
  });

  it('with forgot_otp_type email, sends the code to the account e-mail', async () => {
    await setSetting(t.app.db, 'forgot_otp_type', 'email');
    const res = await forgot(DEMO.phone);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: english(OTP_MESSAGES.sent('email')), data: { email_or_phone: '*******0000' } });
    const [mail] = await outboxRows(t.app.db);
    assert.equal(mail!.channel, 'email');
    assert.equal(mail!.recipient, DEMO.email);
    assert.match(mail!.subject ?? '', /verification code/);

    const unknown = await forgot('01788880001');
    assert.equal(unknown.json().message, res.json().message);
  });

  it('takes an e-mail address instead of a phone, answering with it masked', async () => {
    const res = await sendOtp({ phone: 'Demo@ShopMart.example', forgot_password: '1' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: english(OTP_MESSAGES.sent('email')), data: { email_or_phone: 'd***@shopmart.example' } });
    assert.equal((await outboxRows(t.app.db))[0]!.recipient, DEMO.email);
    const unknown = await sendOtp({ phone: 'nobody@example.com', forgot_password: 1 });
    assert.deepEqual(unknown.json(), { message: english(OTP_MESSAGES.sent('email')), data: { email_or_phone: 'n***@example.com' } });

    const verified = await verifyOtp({ phone: 'demo@shopmart.example', otp: await latestCode(t.app.db), forgot_password: 1 });
    assert.equal(verified.statusCode, 200);
    assert.ok(verified.json().data.token);
  });

  it('treats a deactivated account as unknown', async () => {
    await insertTestUser(t.app.db, { phone: '01700000009', active: false });
    assert.equal((await forgot('01700000009')).statusCode, 200);
    assert.equal((await outboxRows(t.app.db)).length, 0);
  });

  it('answers 422 naming bad fields', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{}, 'phone', 'The phone field is required.'],
      [{ phone: '' }, 'phone', 'The phone field is required.'],
      [{ phone: DEMO.phone, forgot_password: 'yes' }, 'forgot_password', 'The selected forgot password is invalid.'],
      [{ phone: 'x'.repeat(256) }, 'phone', 'The phone field must not be greater than 255 characters.'],
      [{ phone: DEMO.phone, phone_code: { a: 1 } }, 'phone_code', 'The phone code field must be a string.'],
    ];
    for (const [payload, field, text] of cases) {
      const res = await sendOtp(payload);
      assert.equal(res.statusCode, 422, JSON.stringify(payload));
      assert.deepEqual(res.json().errors[field], [text], JSON.stringify(payload));
    }
  });
});

describe('POST /api/send-otp (registration check)', () => {
  it('refuses a phone with no account, and an account already verified', async () => {
    const unknown = await sendOtp({ phone: '01788880002', phone_code: '880' });
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json().errors, { phone: [english(OTP_MESSAGES.unknownAccount)] });
    const verified = await sendOtp({ phone: DEMO.phone, phone_code: '880', forgot_password: null });
    assert.deepEqual(verified.json(), { message: english(OTP_MESSAGES.alreadyVerified('phone')) });
  });

  it('with register_otp_type email, verifies the e-mail address instead', async () => {
    await setSetting(t.app.db, 'register_otp_type', 'email');
    const userId = await unverifiedUser('07711110000', 'new.person@example.com');
    const res = await sendOtp({ phone: '07711110000' });
    assert.deepEqual(res.json(), { message: english(OTP_MESSAGES.sent('email')), data: { email_or_phone: 'n***@example.com' } });
    const ok = await verifyOtp({ phone: '07711110000', otp: await latestCode(t.app.db), forgot_password: 0 });
    assert.deepEqual(ok.json(), { message: english(OTP_MESSAGES.verified('email')) });
    const [user] = await t.app.db.query<{ email_verified_at: unknown; phone_verified_at: unknown }>(
      'SELECT email_verified_at, phone_verified_at FROM users WHERE id = $1',
      [userId],
    );
    assert.notEqual(user!.email_verified_at, null);
    assert.equal(user!.phone_verified_at, null);
  });
});

describe('POST /api/verify-otp', () => {
  it('turns a forgot-password code into a single-use reset token stored hashed', async () => {
    await forgot(DEMO.phone);
    const otp = await latestCode(t.app.db);
    const res = await verifyOtp({ phone: DEMO.phone, otp });
    assert.equal(res.statusCode, 200);
    const { message, data } = res.json();
    assert.equal(message, english(OTP_MESSAGES.resetAllowed));
    assert.ok(data.token.length >= 43);
    const [stored] = await t.app.db.query<{ token_hash: string; life: number }>(
      'SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS life FROM password_reset_tokens',
    );
    assert.notEqual(stored!.token_hash, data.token);
    assert.equal(stored!.life, 900);

    const again = await verifyOtp({ phone: DEMO.phone, otp });
    assert.equal(again.statusCode, 422, 'a code works once');
    assert.deepEqual(again.json(), { message: english(OTP_MESSAGES.invalid), errors: { otp: [english(OTP_MESSAGES.invalid)] } });
  });

  it('refuses an expired code', async () => {
    await forgot(DEMO.phone);
    const otp = await latestCode(t.app.db);
    await t.app.db.query("UPDATE otp_codes SET expires_at = now() - interval '1 second'");
    assert.equal((await verifyOtp({ phone: DEMO.phone, otp })).statusCode, 422);
  });

  it(`kills the code after ${OTP_MAX_TRIES} wrong tries`, async () => {
    await forgot(DEMO.phone);
    const otp = await latestCode(t.app.db);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < OTP_MAX_TRIES; i++) {
      const res = await verifyOtp({ phone: DEMO.phone, otp: wrong });
      assert.deepEqual(res.json().errors, { otp: [english(OTP_MESSAGES.invalid)] });
    }
    const [row] = await t.app.db.query<{ attempts: number }>('SELECT attempts FROM otp_codes');
    assert.equal(row!.attempts, OTP_MAX_TRIES);
    assert.equal((await verifyOtp({ phone: DEMO.phone, otp })).statusCode, 422, 'the right code comes too late');
  });

  it('binds a code to its purpose and destination', async () => {
    const phone = '07722220000';
    await unverifiedUser(phone);
    await sendOtp({ phone });
    const registerCode = await latestCode(t.app.db);
    assert.equal((await verifyOtp({ phone, otp: registerCode, forgot_password: 1 })).statusCode, 422, 'not a reset code');
    assert.equal((await verifyOtp({ phone: DEMO.phone, otp: registerCode })).statusCode, 422, 'not for another phone');
    const res = await verifyOtp({ phone, otp: registerCode });
    assert.deepEqual(res.json(), { message: english(OTP_MESSAGES.verified('phone')) }, 'no reset token from a registration code');

    await forgot(phone);
    const forgotCode = await latestCode(t.app.db);
    assert.equal((await verifyOtp({ phone, otp: forgotCode, forgot_password: 0 })).statusCode, 422);
    assert.equal((await verifyOtp({ phone, otp: forgotCode, forgot_password: '1' })).statusCode, 200);
  });

  it('answers 422 naming bad fields', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ otp: '1234' }, 'phone', 'The phone field is required.'],
      [{ phone: DEMO.phone }, 'otp', 'The otp field is required.'],
      [{ phone: DEMO.phone, otp: '12a4' }, 'otp', 'The otp field must be 4 digits.'],
      [{ phone: DEMO.phone, otp: '12345' }, 'otp', 'The otp field must be 4 digits.'],
      [{ phone: DEMO.phone, otp: -1 }, 'otp', 'The otp field must be 4 digits.'],
      [{ phone: DEMO.phone, otp: 1234, forgot_password: 2 }, 'forgot_password', 'The selected forgot password is invalid.'],
    ];
    for (const [payload, field, text] of cases) {
      const res = await verifyOtp(payload);
      assert.equal(res.statusCode, 422, JSON.stringify(payload));
      assert.deepEqual(res.json().errors[field], [text], JSON.stringify(payload));
    }
  });
});

describe('OTP rate limits', () => {
  it('allows 5 sends per phone an hour, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.db.query('DELETE FROM otp_codes'); // step past the 60 s resend rule
      assert.equal((await forgot(DEMO.phone)).statusCode, 200, `send ${i + 1}`);
    }
    const res = await forgot(DEMO.phone);
    assert.equal(res.statusCode, 429);
    const retryAfter = Number(res.headers['retry-after']);
    assert.ok(retryAfter > 3500 && retryAfter <= 3600, String(retryAfter));
  });

  it('allows 10 verifications per phone from one address in 15 minutes, then 429', async () => {
    const ip = '10.1.2.4';
    for (let i = 0; i < 10; i++) assert.equal((await verifyOtp({ phone: DEMO.phone, otp: '0000' }, ip)).statusCode, 422);
    const res = await verifyOtp({ phone: DEMO.phone, otp: '0000' }, ip);
    assert.equal(res.statusCode, 429);
    assert.ok(Number(res.headers['retry-after']) <= 900);
  });

  it('lets the owner verify a fresh code after others failed for the phone from other addresses', async () => {
    for (let i = 0; i < 11; i++) assert.equal((await verifyOtp({ phone: DEMO.phone, otp: '0000' })).statusCode, 422);
    await forgot(DEMO.phone);
    const otp = await latestCode(t.app.db);
    assert.equal((await verifyOtp({ phone: DEMO.phone, otp, forgot_password: 1 })).statusCode, 200);
  });

  it('lets a device the owner signed in on verify past the per-phone ceiling', async () => {
    const signedIn = await postJson(t.app, '/api/login', { phone: DEMO.phone, password: DEMO.password });
    const device = signedIn.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    assert.ok(device);
    await t.app.db.query("INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, $2, now() + interval '1 hour')", [
      `${AUTH_LIMITS.otpVerifyPerPhone.name}:user:${await demoId()}`,
      AUTH_LIMITS.otpVerifyPerPhone.max,
    ]);
    await forgot(DEMO.phone);
    const payload = { phone: DEMO.phone, otp: await latestCode(t.app.db), forgot_password: 1 };
    assert.equal((await verifyOtp(payload)).statusCode, 429, 'a new device is refused');
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-otp', payload, cookies: { [device.name]: device.value } });
    assert.equal(res.statusCode, 200);
  });

  it('limits an address across phones (20 sends an hour, 30 verifications in 15 minutes)', async () => {
    const ip = '10.1.2.3';
    await t.app.db.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 20, now() + interval '1 hour'), ($2, 30, now() + interval '15 minutes')`,
      [`otp-send:ip:${ip}`, `otp-verify:ip:${ip}`],
    );
    assert.equal((await sendOtp({ phone: '01755550000', forgot_password: 1 }, ip)).statusCode, 429);
    assert.equal((await verifyOtp({ phone: '01755550000', otp: '1234' }, ip)).statusCode, 429);
    assert.equal((await sendOtp({ phone: '01755550000', forgot_password: 1 })).statusCode, 200, 'other addresses are fine');
  });
});

describe('one account, its phone and its e-mail', () => {
  it('has one live code: a code sent to the e-mail ends the one sent to the phone', async () => {
    assert.equal((await forgot(DEMO.phone)).statusCode, 200);
    const byPhone = await latestCode(t.app.db);
    assert.equal((await sendOtp({ phone: DEMO.email, forgot_password: 1 })).statusCode, 200);
    const byEmail = await latestCode(t.app.db);
    assert.equal((await verifyOtp({ phone: DEMO.phone, otp: byPhone, forgot_password: 1 })).statusCode, 422, 'the phone code is over');
    assert.equal((await verifyOtp({ phone: DEMO.email, otp: byEmail, forgot_password: 1 })).statusCode, 200);
  });

  it('has one budget of sends (5 codes an hour, so 25 guesses), whichever it is reached by', async () => {
    for (let i = 0; i < AUTH_LIMITS.otpSendPerPhone.max; i++) {
      await t.app.db.query('DELETE FROM otp_codes'); // step past the 60 s resend rule
      const to = i % 2 === 0 ? DEMO.phone : DEMO.email;
      assert.equal((await sendOtp({ phone: to, phone_code: '880', forgot_password: 1 }, `10.9.0.${i}`)).statusCode, 200, `send ${i + 1}`);
    }
    await t.app.db.query('DELETE FROM otp_codes');
    assert.equal((await sendOtp({ phone: DEMO.email, forgot_password: 1 }, '10.9.1.1')).statusCode, 429, 'by e-mail');
    assert.equal((await forgot(DEMO.phone)).statusCode, 429, 'by phone');
  });

  it('has one budget of verifications across its phone and e-mail', async () => {
    const max = AUTH_LIMITS.otpVerifyPerPhone.max;
    for (let i = 0; i < max; i++) {
      const to = i % 2 === 0 ? DEMO.phone : DEMO.email;
      assert.equal((await verifyOtp({ phone: to, otp: '0000' }, `10.8.${Math.floor(i / 5)}.${i % 5}`)).statusCode, 422, `guess ${i + 1}`);
    }
    assert.equal((await verifyOtp({ phone: DEMO.email, otp: '0000' }, '10.8.200.1')).statusCode, 429);
  });
});
