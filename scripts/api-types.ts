// `npm run api-contract`: rebuilds the API's OpenAPI document once and writes both files generated
// from it, so that neither is forgotten: the snapshot the API's test compares the served document
// with (api/openapi.snapshot.json) and shared-sdk's API schema types (scripts/api-types/api-schema.ts).
// Run it after changing an API route's schemas, and review both diffs (docs/api.md#client-types-and-drift).
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { apiDocument, SCHEMA_FILE, schemaSource, SNAPSHOT_FILE, snapshotSource } from './api-types/api-schema';

async function main(): Promise<void> {
  const document = await apiDocument();
  // The snapshot first: schemaSource hands the document to openapi-typescript, which may annotate it.
  await writeFile(SNAPSHOT_FILE, snapshotSource(document));
  await writeFile(SCHEMA_FILE, await schemaSource(document));
  for (const file of [SNAPSHOT_FILE, SCHEMA_FILE]) console.log(`wrote ${relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
