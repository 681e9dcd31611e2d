// The committed shared-sdk/src/client/generated/api-schema.ts is what the API's document generates
// today: a route whose schemas changed without `npm run api-types` fails here, before the client's
// types are checked against a stale file.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { apiDocument, SCHEMA_FILE, schemaSource } from './api-schema';

describe('shared-sdk/src/client/generated/api-schema.ts', () => {
  it('is generated from the API as it is now (else: npm run api-types)', async () => {
    const generated = await schemaSource(await apiDocument());
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    assert.ok(generated.includes('"/api/shops/{id}": {'), 'the document has the API routes');
    assert.equal(committed, generated, 'the API types are out of date: run npm run api-types and commit the file');
  });

  it('types a multipart file field as a Blob and a JSON one as the documented string', async () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'files', version: '1' },
      paths: {
        '/upload': {
          post: {
            requestBody: {
              content: Object.fromEntries(
                ['multipart/form-data', 'application/json'].map((type) => [
                  type,
                  { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } },
                ]),
              ),
            },
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    } as const;
    const source = await schemaSource(structuredClone(document) as never);
    assert.match(source, /"multipart\/form-data": \{\s+\/\*\*[^/]*\*\/\s+file\?: Blob;/);
    assert.match(source, /"application\/json": \{\s+\/\*\*[^/]*\*\/\s+file\?: string;/);
  });
});
