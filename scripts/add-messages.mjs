#!/usr/bin/env node
// Adds message ids to the seed's dictionaries (api/src/db/seed/translations.json) in one quick
// read-and-write, so several people (or helpers) adding messages at once do not lose each other's.
//   node scripts/add-messages.mjs '{ "cart.empty": { "en": "Cart is empty", "ar": "السلة فارغة" } }'
//   node scripts/add-messages.mjs path/to/messages.json
// An id that is already there with another English text is refused: change it by hand, on purpose.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

const argument = process.argv[2];
if (!argument) {
  console.error('usage: node scripts/add-messages.mjs <json | file.json>  ({ "id": { "en": "...", "ar": "..." } })');
  process.exit(2);
}
const additions = JSON.parse(existsSync(argument) ? readFileSync(argument, 'utf8') : argument);
const file = join(ROOT, 'api/src/db/seed/translations.json');
const dictionaries = JSON.parse(readFileSync(file, 'utf8'));
const problems = [];
let added = 0;
for (const [id, texts] of Object.entries(additions)) {
  if (typeof texts?.en !== 'string' || typeof texts?.ar !== 'string' || !texts.ar.trim()) {
    problems.push(`${id}: needs "en" and a real "ar" text`);
    continue;
  }
  const current = dictionaries.en[id];
  if (current !== undefined && current !== texts.en) {
    problems.push(`${id}: already "${current}" in en`);
    continue;
  }
  if (current === undefined) added++;
  dictionaries.en[id] = texts.en;
  dictionaries.ar[id] = texts.ar;
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeFileSync(file, `${JSON.stringify(dictionaries, null, 2)}\n`);
console.log(`${added} message id(s) added, ${Object.keys(additions).length - added} updated.`);
