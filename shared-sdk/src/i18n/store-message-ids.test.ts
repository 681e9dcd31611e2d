import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { STORE_MESSAGE_IDS } from './store-message-ids';

test('every message a store words outside React is embedded in a server-rendered page', () => {
  const storesDir = path.join(__dirname, '..', 'stores');
  const used = new Set<string>();
  for (const file of readdirSync(storesDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(storesDir, file), 'utf8');
    for (const match of source.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1]!);
  }
  expect(used.size).toBeGreaterThan(5);
  expect([...used].filter((id) => !STORE_MESSAGE_IDS.includes(id))).toEqual([]);
});
