import assert from 'node:assert/strict';
import { pruneExpiredRows } from '../../db/queries/housekeeping.js';
import { describe, it } from 'node:test';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { multipartBody, type FormValue } from '../../test-support/multipart.js';
import { pngLargerThan, sampleGif, sampleJpeg, samplePdf, samplePng } from '../../test-support/sample-files.js';
import { appForSuite } from '../../test-support/test-app.js';
import { createTestUser, type TestUser } from '../../test-support/users.js';
import { PASSWORD_CHANGED_MESSAGE, PROFILE_UPDATED_MESSAGE } from './profile.js';
import { english } from '../../test-support/english.js';

const t = appForSuite();

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object | Buffer) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const postForm = (user: TestUser, fields: Record<string, FormValue | FormValue[]>) => {
  const { payload, headers } = multipartBody(fields);
  return inject('POST', '/api/update-profile', { ...user.auth, ...headers }, payload);
};

function assertFieldError(response: { statusCode: number; json(): unknown }, field: string, pattern?: RegExp) {
  assert.equal(response.statusCode, 422);
  const body = response.json() as { message: string; errors: Record<string, string[]> };
  assert.ok(body.errors[field], `errors name ${field}: ${JSON.stringify(body)}`);
  if (pattern) assert.match(body.errors[field]![0]!, pattern);
  return body;
}

describe('auth on every account route', () => {
  it('answers 401 Unauthenticated. without a token or with a bad one, before reading the body', async () => {
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/profile'],
      ['POST', '/api/update-profile'],
      ['POST', '/api/change-password'],
    ];
    for (const [method, url] of calls) {
      for (const headers of [{}, { authorization: 'Bearer nope' }] as Array<Record<string, string>>) {
        const response = await inject(method, url, headers, method === 'POST' ? {} : undefined);
        assert.equal(response.statusCode, 401, `${method} ${url}`);
        assert.deepEqual(response.json(), { message: 'Unauthenticated.' });
      }
    }
  });
});

describe('GET /api/profile', () => {
  it('answers the demo customer in the contract shape', async () => {
    const [demo] = await t.app.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '01700000000'");
    const token = await issueAccessToken(t.app.db, demo!.id);
    const response = await inject('GET', '/api/profile', { authorization: `Bearer ${token}` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data.user, {
      id: demo!.id,
      name: 'Demo Customer',
      phone: '01700000000',
      phone_verified: true,
      email: 'demo@shopmart.example',
      email_verified: true,
      profile_photo: response.json().data.user.profile_photo,
      gender: 'female',
      date_of_birth: '1994-06-15',
      country: 'Bangladesh',
      phone_code: '880',
    });
    assert.match(response.json().data.user.profile_photo, /^\/media\/generated\/avatar\//);
  });
});

describe('POST /api/update-profile', () => {
  it('saves name, phone, email, gender and date of birth from JSON', async () => {
    const user = await createTestUser(t.app);
    const response = await inject('POST', '/api/update-profile', user.auth, {
      name: '  Rana Akter ',
      phone: '018-1234 5678',
      email: 'Rana@Example.com',
      gender: 'Female',
      date_of_birth: '1990-02-28',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, english(PROFILE_UPDATED_MESSAGE));
    const saved = response.json().data.user;
    assert.equal(saved.name, 'Rana Akter');
    assert.equal(saved.phone, '01812345678');
    assert.equal(saved.email, 'rana@example.com');
    assert.equal(saved.gender, 'female');
    assert.equal(saved.date_of_birth, '1990-02-28');
    const profile = await inject('GET', '/api/profile', user.auth);
    assert.deepEqual(profile.json().data.user, saved);
  });

  it('takes a multipart form with a PNG, JPEG or GIF photo, recognised by its bytes, and serves it', async () => {
    const user = await createTestUser(t.app);
    const cases: Array<[Buffer, string, string, string]> = [
      [samplePng(), 'me.png', 'image/png', 'image/png'],
      [sampleJpeg(), 'me.jpeg', 'image/jpeg', 'image/jpeg'],
      // The name and the declared type are wrong: the bytes decide.
      [sampleGif(), 'me.txt', 'text/plain', 'image/gif'],
    ];
    for (const [data, fileName, contentType, servedType] of cases) {
      const response = await postForm(user, { name: 'Photo Owner', phone: user.phone, profile_photo: { fileName, data, contentType } });
      assert.equal(response.statusCode, 200, response.body);
      const url: string = response.json().data.user.profile_photo;
      assert.match(url, /^\/media\/uploads\/[A-Za-z0-9_-]{43}\.(png|jpg|gif)$/);
      const served = await t.app.inject({ url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], servedType);
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.match(String(served.headers['cache-control']), /max-age=31536000/);
      assert.deepEqual(served.rawPayload, data);
    }
  });

  it('keeps serving the photo it replaces to devices still showing it, until housekeeping deletes it after 30 days', async () => {
    const user = await createTestUser(t.app);
    const first = await postForm(user, { name: 'A', phone: user.phone, profile_photo: { fileName: 'a.png', data: samplePng() } });
    const oldUrl: string = first.json().data.user.profile_photo;
    const second = await postForm(user, { name: 'A', phone: user.phone, profile_photo: { fileName: 'b.gif', data: sampleGif() } });
    const newUrl: string = second.json().data.user.profile_photo;
    assert.notEqual(newUrl, oldUrl);

    const old = await t.app.inject({ url: oldUrl });
    assert.equal(old.statusCode, 200, 'another device still holding the old user object shows no broken image');
    assert.equal(old.headers['content-type'], 'image/png');
    assert.deepEqual(old.rawPayload, samplePng());
    assert.equal(old.headers['cache-control'], 'public, max-age=86400', 'no longer immutable: it goes away');
    assert.equal((await t.app.inject({ url: newUrl })).headers['cache-control'], 'public, max-age=31536000, immutable');

    // A month later housekeeping deletes it; the current photo stays.
    await t.app.db.query(
      "UPDATE media_files SET replaced_at = now() - interval '31 days' WHERE owner_user_id = $1 AND replaced_at IS NOT NULL",
      [user.id],
    );
    assert.ok((await pruneExpiredRows(t.app.db)).replacedUploads >= 1);
    assert.equal((await t.app.inject({ url: oldUrl })).statusCode, 404);
    assert.equal((await t.app.inject({ url: newUrl })).statusCode, 200);
    const [row] = await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM media_files WHERE owner_user_id = $1', [user.id]);
    assert.equal(row!.n, 1);
  });

  it('keeps the photo and optional fields when they are not sent; clears them with empty values', async () => {
    const user = await createTestUser(t.app);
    const set = await postForm(user, {
      name: 'Keep Me',
      phone: user.phone,
      email: `keep-${user.id}@example.com`,
      gender: 'other',
      date_of_birth: '2000-01-01',
      profile_photo: { fileName: 'p.png', data: samplePng() },
    });
    const photo = set.json().data.user.profile_photo;
    const kept = await postForm(user, { name: 'Kept', phone: user.phone, profile_photo: { fileName: '', data: Buffer.alloc(0) } });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.deepEqual({ ...kept.json().data.user, name: undefined }, { ...set.json().data.user, name: undefined });
    assert.equal(kept.json().data.user.profile_photo, photo);
    const cleared = await postForm(user, { name: 'Kept', phone: user.phone, email: '', gender: '', date_of_birth: '' });
    const { email, gender, date_of_birth } = cleared.json().data.user;
    assert.deepEqual({ email, gender, date_of_birth }, { email: null, gender: null, date_of_birth: null });
  });

  it('unverifies a changed phone or e-mail address', async () => {
    const user = await createTestUser(t.app);
    await t.app.db.query('UPDATE users SET email = $2, phone_verified_at = now(), email_verified_at = now() WHERE id = $1', [
      user.id,
      `v-${user.id}@example.com`,
    ]);
    const same = await inject('POST', '/api/update-profile', user.auth, { name: 'V', phone: user.phone });
    assert.equal(same.json().data.user.phone_verified, true);
    assert.equal(same.json().data.user.email_verified, true);
    const changed = await inject('POST', '/api/update-profile', user.auth, {
      name: 'V',
      phone: '01899999999',
      email: `other-${user.id}@example.com`,
    });
    assert.equal(changed.json().data.user.phone_verified, false);
    assert.equal(changed.json().data.user.email_verified, false);
  });

  it("refuses another user's phone or e-mail address with the contract's message", async () => {
    const user = await createTestUser(t.app);
    const phoneTaken = await inject('POST', '/api/update-profile', user.auth, { name: 'X', phone: '01700000000' });
    const body = assertFieldError(phoneTaken, 'phone');
    assert.equal(body.message, 'The phone has already been taken.');
    const emailTaken = await inject('POST', '/api/update-profile', user.auth, {
      name: 'X',
      phone: user.phone,
      email: 'DEMO@shopmart.example',
    });
    assert.equal(assertFieldError(emailTaken, 'email').message, 'The email has already been taken.');
  });

  it('answers 422 naming each invalid field', async () => {
    const user = await createTestUser(t.app);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const cases: Array<[object, string, RegExp?]> = [
      [{ phone: user.phone }, 'name', /name field is required/],
      [{ name: '  ', phone: user.phone }, 'name'],
      [{ name: 'x'.repeat(256), phone: user.phone }, 'name'],
      [{ name: 'X' }, 'phone', /phone field is required/],
      [{ name: 'X', phone: 'call me' }, 'phone', /format is invalid/],
      [{ name: 'X', phone: 12345678 }, 'phone'],
      [{ name: 'X', phone: user.phone, email: 'not-an-email' }, 'email', /valid email/],
      [{ name: 'X', phone: user.phone, gender: 'robot' }, 'gender', /selected gender is invalid/],
      [{ name: 'X', phone: user.phone, date_of_birth: '1990-02-30' }, 'date_of_birth', /valid date/],
      [{ name: 'X', phone: user.phone, date_of_birth: '01/02/1990' }, 'date_of_birth', /valid date/],
      [{ name: 'X', phone: user.phone, date_of_birth: tomorrow }, 'date_of_birth', /before today/],
      [{ name: 'X', phone: user.phone, date_of_birth: today }, 'date_of_birth', /before today/],
      [{ name: 'X', phone: user.phone, date_of_birth: '1899-12-31' }, 'date_of_birth', /after 1900/],
      // JSON cannot carry a file.
      [{ name: 'X', phone: user.phone, profile_photo: { fileName: 'a.png', data: 'iVBORw0KGgo=' } }, 'profile_photo', /must be a file/],
    ];
    for (const [payload, field, pattern] of cases) {
      const response = await inject('POST', '/api/update-profile', user.auth, payload);
      assertFieldError(response, field, pattern);
    }
  });

  it('refuses a photo that is not an image by its bytes, a PDF, and one over 2 MB, naming profile_photo', async () => {
    const user = await createTestUser(t.app);
    const cases: Array<[Buffer, string, RegExp]> = [
      [Buffer.from('<script>alert(1)</script>'), 'evil.png', /must be a file of type: png, jpg, gif/],
      [samplePdf(), 'doc.png', /must be a file of type: png, jpg, gif/],
      [pngLargerThan(2 * 1024 * 1024), 'big.png', /must not be greater than 2048 kilobytes/],
    ];
    for (const [data, fileName, pattern] of cases) {
      const response = await postForm(user, { name: 'X', phone: user.phone, profile_photo: { fileName, data, contentType: 'image/png' } });
      assertFieldError(response, 'profile_photo', pattern);
    }
    const [row] = await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM media_files WHERE owner_user_id = $1', [user.id]);
    assert.equal(row!.n, 0, 'nothing stored');
  });

  it('accepts a photo of exactly 2 MB', async () => {
    const user = await createTestUser(t.app);
    const data = Buffer.concat([samplePng(), Buffer.alloc(2 * 1024 * 1024 - samplePng().length)]);
    const response = await postForm(user, { name: 'X', phone: user.phone, profile_photo: { fileName: 'exact.png', data } });
    assert.equal(response.statusCode, 200, response.body);
  });

  it('refuses two photos, and a file in a text field', async () => {
    const user = await createTestUser(t.app);
    const photo = { fileName: 'a.png', data: samplePng() };
    const two = await postForm(user, { name: 'X', phone: user.phone, profile_photo: [photo, photo] });
    assertFieldError(two, 'profile_photo', /single file/);
    const fileAsName = await postForm(user, { name: photo, phone: user.phone });
    assertFieldError(fileAsName, 'name', /does not take a file/);
  });
});

describe('POST /api/change-password', () => {
  async function userWithPassword(password: string): Promise<TestUser> {
    const user = await createTestUser(t.app);
    await t.app.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword(password)]);
    return user;
  }

  it('changes the password, keeps this session and signs the others out', async () => {
    const user = await userWithPassword('old-secret');
    const other = await issueAccessToken(t.app.db, user.id);
    const response = await inject('POST', '/api/change-password', user.auth, {
      current_password: 'old-secret',
      password: 'new-secret',
      password_confirmation: 'new-secret',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: english(PASSWORD_CHANGED_MESSAGE) });
    assert.equal((await inject('GET', '/api/profile', user.auth)).statusCode, 200, 'this session lives on');
    assert.equal((await inject('GET', '/api/profile', { authorization: `Bearer ${other}` })).statusCode, 401, 'others are revoked');
    const [row] = await t.app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    assert.ok(await verifyPassword('new-secret', row!.password_hash));
  });

  it("answers 422 'Current password does not match' on current_password", async () => {
    const user = await userWithPassword('old-secret');
    const response = await inject('POST', '/api/change-password', user.auth, {
      current_password: 'wrong',
      password: 'new-secret',
      password_confirmation: 'new-secret',
    });
    const body = assertFieldError(response, 'current_password');
    assert.equal(body.message, 'Current password does not match');
    const social = await createTestUser(t.app);
    const noPassword = await inject('POST', '/api/change-password', social.auth, {
      current_password: 'anything',
      password: 'new-secret',
      password_confirmation: 'new-secret',
    });
    assertFieldError(noPassword, 'current_password');
  });

  it('answers 422 naming each invalid field', async () => {
    const user = await userWithPassword('old-secret');
    const cases: Array<[object, string, RegExp?]> = [
      [{ password: 'new-secret', password_confirmation: 'new-secret' }, 'current_password', /required/],
      [{ current_password: 'old-secret', password: 'short', password_confirmation: 'short' }, 'password', /at least 6/],
      [
        { current_password: 'old-secret', password: 'new-secret', password_confirmation: 'other-secret' },
        'password_confirmation',
        /does not match/,
      ],
      [{ current_password: 'old-secret', password: 'new-secret' }, 'password_confirmation', /required/],
      [{ current_password: 'old-secret', password: 123456, password_confirmation: 123456 }, 'password'],
      [{ current_password: 'old-secret', password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'password', /128/],
    ];
    for (const [payload, field, pattern] of cases) {
      assertFieldError(await inject('POST', '/api/change-password', user.auth, payload), field, pattern);
    }
  });
});
