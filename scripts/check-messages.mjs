#!/usr/bin/env node
// Every message id the storefront shows must be in the seed's dictionaries: in English with exactly
// the code's default text, and in Arabic. Otherwise a shopper sees a text change when GET /lang
// answers, or English inside an Arabic page.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

const SOURCES = ['shell/src', 'mfe-catalog/src', 'mfe-cart/src', 'mfe-account/src', 'mfe-auth/src', 'shared-sdk/src'];
const STRING = String.raw`(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")`;
const PATTERNS = [
  // { id: 'x', defaultMessage: 'y' } and <FormattedMessage id="x" defaultMessage="y" />
  new RegExp(String.raw`id\s*[=:]\s*{?\s*${STRING}\s*}?\s*,?\s*defaultMessage\s*[=:]\s*{?\s*${STRING}`, 'g'),
  // the route table's t('title.x', 'Default')
  new RegExp(String.raw`\bt\(\s*${STRING}\s*,\s*${STRING}\s*\)`, 'g'),
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield path;
  }
}

const unescape = (text) => text.replace(/\\(.)/g, '$1');
const used = new Map();
for (const source of SOURCES) {
  for (const file of sourceFiles(join(ROOT, source))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const id = unescape(match[1] ?? match[2]);
        const defaultMessage = unescape(match[3] ?? match[4]);
        used.set(id, { defaultMessage, file: file.slice(ROOT.length + 1) });
      }
    }
  }
}

const dictionaries = JSON.parse(readFileSync(join(ROOT, 'api/src/db/seed/translations.json'), 'utf8'));
const problems = [];
for (const [id, { defaultMessage, file }] of used) {
  if (dictionaries.en?.[id] === undefined) problems.push(`${id} (${file}) is missing from the English seed`);
  else if (dictionaries.en[id] !== defaultMessage) {
    problems.push(
      `${id} (${file}): the English seed says ${JSON.stringify(dictionaries.en[id])}, the code ${JSON.stringify(defaultMessage)}`,
    );
  }
  if (!dictionaries.ar?.[id]) problems.push(`${id} (${file}) is missing from the Arabic seed`);
}

if (problems.length) {
  console.error(`Message ids out of step with api/src/db/seed/translations.json:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${used.size} message ids, all in the seed's en and ar dictionaries.`);
