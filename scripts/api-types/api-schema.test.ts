// The committed shared-sdk/src/client/generated/api-schema.ts is what the API's document generates
// today: a route whose schemas changed without `npm run api-contract` fails here, before the client's
// types are checked against a stale file. The snapshot `npm run api-contract` writes beside it is
// the one the API's own test reads (api/src/openapi-snapshot.test.ts).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, it } from 'node:test';
import type { OpenAPI3 } from 'openapi-typescript';
import { apiDocument, SCHEMA_FILE, schemaSource, SNAPSHOT_FILE, snapshotSource } from './api-schema';

describe("the API contract's generated files", () => {
  let snapshot: string;
  let document: OpenAPI3;
  before(async () => {
    document = await apiDocument();
    snapshot = snapshotSource(document);
  });

  it("api/openapi.snapshot.json is written as the API's snapshot test reads it (else: npm run api-contract)", async () => {
    assert.equal(await readFile(SNAPSHOT_FILE, 'utf8'), snapshot, 'the OpenAPI snapshot is out of date: run npm run api-contract');
  });

  it('shared-sdk/src/client/generated/api-schema.ts is generated from the API as it is now (else: npm run api-contract)', async () => {
    const generated = await schemaSource(document);
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    assert.ok(generated.includes('"/api/shops/{id}": {'), 'the document has the API routes');
    assert.equal(committed, generated, 'the API types are out of date: run npm run api-contract and commit the file');
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
