// The API contract's two generated files, both from the API's own OpenAPI document (built from the
// server's zod schemas): its snapshot (api/openapi.snapshot.json, which api/src/openapi-snapshot.test.ts
// compares the served document with) and shared-sdk's schema types
// (shared-sdk/src/client/generated/api-schema.ts, by openapi-typescript), which
// shared-sdk/src/client/api-type-checks.ts holds the client's types against. docs/api.md#client-types-and-drift
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OpenAPI3, OpenAPITSOptions } from 'openapi-typescript';

const REPO = resolve(__dirname, '../..');
export const SCHEMA_FILE = join(REPO, 'shared-sdk/src/client/generated/api-schema.ts');
export const SNAPSHOT_FILE = join(REPO, 'api/openapi.snapshot.json');

/** api/src/test-support/test-app.ts's TestApp, as far as it is used here. */
interface ApiTestApp {
  app: { ready(): Promise<unknown>; swagger(): unknown };
  close(): Promise<void>;
}

/**
 * The API's OpenAPI document, as GET /api/openapi.json serves it. The app runs on a throwaway
 * database (the API tests' own: a copy of a cached PGlite template, or a schema of DATABASE_URL's
 * PostgreSQL). The API's modules are ES modules loaded at run time, not imported: `tsc -p scripts`
 * must not pull in sources written against the API's own @types/node (see compose/api-modules.ts).
 */
export async function apiDocument(): Promise<OpenAPI3> {
  const url = pathToFileURL(join(REPO, 'api/src/test-support/test-app.ts')).href;
  const { createTestApp } = (await import(url)) as { createTestApp(): Promise<ApiTestApp> };
  const t = await createTestApp();
  try {
    await t.app.ready();
    // A JSON round trip, as the document is served: no undefined members, no shared objects.
    return JSON.parse(JSON.stringify(t.app.swagger())) as OpenAPI3;
  } finally {
    await t.close();
  }
}

const HEADER = `/**
 * The API's request and response types, generated from its OpenAPI document (the server's zod
 * schemas) by \`npm run api-contract\`: do not edit. api-type-checks.ts checks the client's types
 * against it, and scripts/api-types/api-schema.test.ts checks that it is up to date.
 */
`;

/** The snapshot's text for a document: as api/src/openapi-snapshot.test.ts writes the served one. */
export function snapshotSource(document: OpenAPI3): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The generated file's text for a document. */
export async function schemaSource(document: OpenAPI3): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ts = await import('typescript');
  const options: OpenAPITSOptions = {
    silent: true,
    // A multipart form's file fields (profile photo, ticket attachments) are what the browser sends: Blobs.
    transform: (schema, { path }) =>
      'format' in schema && schema.format === 'binary' && path?.includes('/multipart~1form-data/')
        ? ts.factory.createTypeReferenceNode('Blob')
        : undefined,
  };
  return HEADER + astToString(await openapiTS(document, options));
}
