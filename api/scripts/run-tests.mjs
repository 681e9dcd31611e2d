// Runs every src/**/*.test.ts with node's test runner (through tsx). Node 20's --test takes no
// glob patterns, so the files are listed here. Extra arguments are passed on, e.g.
// `npm test -w api -- --test-name-pattern=master` or a file path to run just that file.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const explicitFiles = args.filter((arg) => arg.endsWith('.ts'));
const options = args.filter((arg) => !arg.endsWith('.ts'));
const files =
  explicitFiles.length > 0
    ? explicitFiles
    : readdirSync(path.join(apiDir, 'src'), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => path.join('src', file))
        .sort();

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...options, ...files],
  { cwd: apiDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
