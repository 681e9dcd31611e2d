// Grows the catalogue of a stopped API's database to SCALE_PRODUCTS products (the bench's seed,
// src/db/seed/scale-catalogue.ts): `node scripts/bench/scale-catalogue.mjs <dataDir>`, with
// DATABASE_URL for PostgreSQL. Needs the built API (npm run build -w api).
import { openDatabase } from '../../dist/db/database.js';
import { scaleCatalogue } from '../../dist/db/seed/scale-catalogue.js';

const [dataDir] = process.argv.slice(2);
const total = Number(process.env.SCALE_PRODUCTS ?? 20_000);
if (!dataDir || !Number.isInteger(total) || total < 1) {
  console.error('usage: SCALE_PRODUCTS=20000 node scripts/bench/scale-catalogue.mjs <dataDir>');
  process.exit(2);
}
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  const started = performance.now();
  const added = await scaleCatalogue(db, total);
  console.log(`added ${added} products (now ${total}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
