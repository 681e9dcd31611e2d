import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { appForSuite } from '../../test-support/test-app.js';

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: string; format?: string }> } }> };
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const t = appForSuite();
let doc: Document;
before(async () => {
  const response = await t.app.inject({ url: '/api/docs/json' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  doc = response.json();
});

const ROUTES: Array<[string, string, string]> = [
  ['get', '/api/profile', 'account'],
  ['post', '/api/update-profile', 'account'],
  ['post', '/api/change-password', 'account'],
  ['get', '/api/addresses', 'account'],
  ['post', '/api/address/store', 'account'],
  ['post', '/api/address/{id}/update', 'account'],
  ['delete', '/api/address/{id}/delete', 'account'],
  ['post', '/api/favorite-add-or-remove', 'account'],
  ['get', '/api/favorite-products', 'account'],
  ['get', '/api/ticket-issue-types', 'tickets'],
  ['get', '/api/support-tickets', 'tickets'],
  ['post', '/api/support-ticket', 'tickets'],
  ['get', '/api/support-ticket/show', 'tickets'],
  ['get', '/api/support-ticket-messages', 'tickets'],
  ['post', '/api/support-ticket-message', 'tickets'],
];

describe('GET /api/docs/json (OpenAPI)', () => {
  it('lists every account and ticket route with its tag, a summary and bearer security', () => {
    assert.match(doc.openapi, /^3\./);
    for (const [method, path, tag] of ROUTES) {
      const operation = doc.paths[path]?.[method];
      assert.ok(operation, `${method.toUpperCase()} ${path} is documented`);
      assert.deepEqual(operation.tags, [tag], path);
      assert.ok(operation.summary, `${path} has a summary`);
      assert.deepEqual(operation.security, [{ bearer: [] }], path);
    }
    assert.ok(doc.paths['/media/uploads/{file}']?.get?.summary, 'the upload URL is documented');
  });

  it('documents the multipart forms with their file fields as binary', () => {
    const profile = doc.paths['/api/update-profile']!.post!.requestBody!.content['multipart/form-data'];
    assert.equal(profile?.schema.properties?.profile_photo?.format, 'binary');
    const ticket = doc.paths['/api/support-ticket']!.post!.requestBody!.content['multipart/form-data'];
    assert.ok(ticket?.schema.properties?.attachments, 'attachments documented');
  });

  it('still answers at /api/openapi.json', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    assert.deepEqual(response.json().paths['/api/profile'], doc.paths['/api/profile']);
  });
});
