import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { multipartBody } from '../test-support/multipart.js';
import { appForSuite } from '../test-support/test-app.js';
import { createTestUser, type TestUser } from '../test-support/users.js';

const t = appForSuite();
let user: TestUser;
before(async () => {
  user = await createTestUser(t.app);
});

const FORM_ROUTES = ['/api/update-profile', '/api/support-ticket'];

function post(url: string, contentType: string, payload: string | Buffer, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, 'content-type': contentType, 'accept-language': language },
    payload,
  });
}

/** The API's error shape: `{ message }`, plus `errors` for a field problem; never Fastify's own. */
function assertClientError(response: { statusCode: number; body: string; json(): Record<string, unknown> }, statuses: number[]) {
  assert.ok(statuses.includes(response.statusCode), `${response.statusCode} ${response.body}`);
  const body = response.json();
  assert.equal(typeof body.message, 'string', response.body);
  assert.deepEqual(
    Object.keys(body).filter((key) => key !== 'message' && key !== 'errors'),
    [],
    response.body,
  );
}

describe('malformed multipart forms', () => {
  it('answer 400 in the API error shape when the boundary is missing', async () => {
    for (const url of FORM_ROUTES) {
      assertClientError(await post(url, 'multipart/form-data', 'name=x'), [400]);
    }
  });

  it('answer 400 in the API error shape when the body stops before its closing boundary', async () => {
    const { payload, headers } = multipartBody({ name: 'Someone', message: 'Hello there' });
    const cut = payload.subarray(0, payload.length - 20);
    for (const url of FORM_ROUTES) {
      assertClientError(await post(url, headers['content-type']!, cut), [400]);
    }
  });

  it('answer 400 in the request language when the body is not multipart at all', async () => {
    const response = await post(FORM_ROUTES[0]!, 'multipart/form-data; boundary=abc', 'no parts here', 'ar');
    assertClientError(response, [400]);
    assert.match(String(response.json().message), /[\u0600-\u06ff]/);
  });

  it('refuse more fields than any form has with a worded refusal, not a serialization error', async () => {
    const fields = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`field_${i}`, 'x']));
    const { payload, headers } = multipartBody(fields);
    for (const url of FORM_ROUTES) {
      const response = await post(url, headers['content-type']!, payload);
      assertClientError(response, [400, 413, 422]);
      assert.equal(response.json().message, 'The form has too many fields.');
    }
  });

  it('refuse a NUL character in a text field with a 422 naming the field', async () => {
    const { payload, headers } = multipartBody({ name: 'a\u0000b', phone: '01900000000' });
    const response = await post('/api/update-profile', headers['content-type']!, payload);
    assertClientError(response, [422]);
    assert.deepEqual(Object.keys(response.json().errors as object), ['name']);
  });
});
