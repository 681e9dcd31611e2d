// `npm run api-types`: rebuilds the API's OpenAPI document and regenerates shared-sdk's API schema
// types from it (scripts/api-types/api-schema.ts). Run it after changing an API route's schemas.
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { apiDocument, SCHEMA_FILE, schemaSource } from './api-types/api-schema';

async function main(): Promise<void> {
  await writeFile(SCHEMA_FILE, await schemaSource(await apiDocument()));
  console.log(`wrote ${relative(process.cwd(), SCHEMA_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
