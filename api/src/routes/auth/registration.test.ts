import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { insertUser } from '../../db/queries/auth-users.js';
import { setSetting } from '../../db/queries/settings.js';
import { DEMO, bearer, latestCode, outboxRows, postJson } from '../../test-support/auth-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';
import { OTP_MESSAGES } from './otp.js';
import { REGISTRATION_MESSAGES, uniqueViolation } from './registration.js';
import { english } from '../../test-support/english.js';

const t = appForSuite();
beforeEach(async () => {
  await t.app.db.query('DELETE FROM rate_limits');
});

const register = (payload: unknown, ip?: string) => postJson(t.app, '/api/registration', payload, ip);

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Layla Hassan',
  phone: '07701234567',
  email: 'layla@example.com',
  password: 'secret1',
  country: 'Iraq',
  phone_code: '964',
  ...overrides,
});

describe('POST /api/registration', () => {
  it('creates the customer, signs them in and stores only a password hash', async () => {
    const res = await register(valid({ phone: '0770 123-4567', email: ' Layla@Example.com ', country: 'iraq', phone_code: '+964' }));
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.message, english(REGISTRATION_MESSAGES.success));
    assert.deepEqual(
      { ...body.data.user, id: 0 },
      {
        id: 0,
        name: 'Layla Hassan',
        phone: '07701234567',
        phone_verified: false,
        email: 'layla@example.com',
        email_verified: false,
        profile_photo: null,
        gender: null,
        date_of_birth: null,
        country: 'Iraq',
        phone_code: '964',
      },
    );
    const [stored] = await t.app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [body.data.user.id]);
    assert.match(stored!.password_hash, /^scrypt\$/);
    assert.ok(!stored!.password_hash.includes('secret1'));
    const logout = await t.app.inject({ url: '/api/logout', headers: bearer(body.data.access.token) });
    assert.equal(logout.statusCode, 200);

    const login = await postJson(t.app, '/api/login', { phone: '07701234567', password: 'secret1' });
    assert.equal(login.statusCode, 200);
  });

  it('answers 422 naming every missing field, the country with "The country field is required."', async () => {
    const res = await register({});
    assert.equal(res.statusCode, 422);
    const { errors, message } = res.json();
    assert.deepEqual(Object.keys(errors).sort(), ['country', 'email', 'name', 'password', 'phone', 'phone_code']);
    assert.deepEqual(errors.country, ['The country field is required.']);
    assert.deepEqual(errors.phone, ['The phone field is required.']);
    assert.deepEqual(errors.phone_code, ['The phone code field is required.']);
    assert.equal(message, 'The name field is required.');
  });

  it('checks formats: e-mail, password of at least 6, phone digits, phone code, lengths', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'not-an-email' }, 'email', 'The email field must be a valid email address.'],
      [{ password: '12345' }, 'password', 'The password field must be at least 6 characters.'],
      [{ password: 'x'.repeat(129) }, 'password', 'The password field must not be greater than 128 characters.'],
      [{ phone: '12ab' }, 'phone', 'The phone field format is invalid.'],
      [{ phone: '123' }, 'phone', 'The phone field format is invalid.'],
      [{ phone_code: 'abc' }, 'phone_code', 'The phone code field format is invalid.'],
      [{ phone_code: 964.5 }, 'phone_code', 'The phone code field format is invalid.'],
      [{ country: '' }, 'country', 'The country field is required.'],
      [{ name: 'x'.repeat(256) }, 'name', 'The name field must not be greater than 255 characters.'],
      [{ name: ['Layla'] }, 'name', 'The name field must be a string.'],
    ];
    for (const [override, field, text] of cases) {
      const res = await register(valid(override));
      assert.equal(res.statusCode, 422, JSON.stringify(override));
      assert.deepEqual(res.json().errors[field], [text], JSON.stringify(override));
    }
  });

  it('takes the country by its name in Arabic, as the Arabic picker lists it, and stores the store language name', async () => {
    const res = await register(valid({ country: 'العراق', phone: '07700000099', email: 'arabic-country@example.com' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.user.country, 'Iraq');
  });

  it('refuses a country the store does not list', async () => {
    const res = await register(valid({ country: 'Atlantis', phone: '07700000001', email: 'a1@example.com' }));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { country: [english(REGISTRATION_MESSAGES.unknownCountry)] });
  });

  it('refuses a taken phone and a taken e-mail (any case) in one answer', async () => {
    const res = await register(valid({ phone: DEMO.phone, email: DEMO.email.toUpperCase() }));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), {
      message: 'The phone has already been taken.',
      errors: { phone: ['The phone has already been taken.'], email: ['The email has already been taken.'] },
    });
  });

  it('maps a unique violation that slipped past the checks to the field (both databases)', async () => {
    const user = {
      name: 'X',
      phone: DEMO.phone,
      phoneCode: '880',
      country: 'Bangladesh',
      email: 'fresh@example.com',
      passwordHash: null,
      emailVerified: false,
    };
    const phoneError = await insertUser(t.app.db, user).catch((error: unknown) => error);
    assert.deepEqual(uniqueViolation(phoneError), { phone: [REGISTRATION_MESSAGES.phoneTaken] });
    const emailError = await insertUser(t.app.db, { ...user, phone: '01811111111', email: DEMO.email }).catch((error: unknown) => error);
    assert.deepEqual(uniqueViolation(emailError), { email: [REGISTRATION_MESSAGES.emailTaken] });
    assert.equal(uniqueViolation(new Error('other')), null);
  });

  it('limits registrations per address (10 an hour): 429 with Retry-After', async () => {
    const ip = '10.20.30.40';
    await t.app.db.query("INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 10, now() + interval '30 minutes')", [
      `registration:ip:${ip}`,
    ]);
    const res = await register(valid({ phone: '07700000002', email: 'a2@example.com' }), ip);
    assert.equal(res.statusCode, 429);
    const retryAfter = Number(res.headers['retry-after']);
    assert.ok(retryAfter > 1700 && retryAfter <= 1800, String(retryAfter));
    assert.match(res.json().message, /Too many attempts/);
  });
});

describe('registration with register_otp_verify', () => {
  it('leaves the phone unverified until the code sent by /send-otp is verified', async () => {
    await setSetting(t.app.db, 'register_otp_verify', true);
    const phone = '07709876543';
    const res = await register(valid({ phone, email: 'otp@example.com' }));
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.user.phone_verified, false);

    const sent = await postJson(t.app, '/api/send-otp', { phone, phone_code: '964', forgot_password: null });
    assert.equal(sent.statusCode, 200);
    assert.deepEqual(sent.json(), { message: english(OTP_MESSAGES.sent('phone')), data: { email_or_phone: '*******6543' } });
    const sms = (await outboxRows(t.app.db)).at(-1)!;
    assert.equal(sms.channel, 'sms');
    assert.equal(sms.recipient, '+9647709876543');
    assert.equal(sms.payload.purpose, 'register');

    const verified = await postJson(t.app, '/api/verify-otp', { phone, otp: await latestCode(t.app.db) });
    assert.equal(verified.statusCode, 200);
    assert.deepEqual(verified.json(), { message: english(OTP_MESSAGES.verified('phone')) });
    const [user] = await t.app.db.query<{ phone_verified_at: unknown }>('SELECT phone_verified_at FROM users WHERE phone = $1', [phone]);
    assert.notEqual(user!.phone_verified_at, null);

    const again = await postJson(t.app, '/api/send-otp', { phone, phone_code: '964' });
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json(), { message: english(OTP_MESSAGES.alreadyVerified('phone')) });
  });
});

describe('auth routes in the OpenAPI document', () => {
  it('lists every auth route with tag and summary', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/login',
      '/api/registration',
      '/api/send-otp',
      '/api/verify-otp',
      '/api/reset-password',
      '/api/auth/{provider}/token',
    ]) {
      const operation = doc.paths[path]?.post;
      assert.ok(operation, path);
      assert.deepEqual(operation.tags, ['auth'], path);
      assert.ok(operation.summary, path);
    }
  });
});
