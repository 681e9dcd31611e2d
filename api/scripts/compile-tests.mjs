// Compiles api/src (tests included) to JavaScript in api/.src-js, a mirror of src at the same depth,
// so every path a module derives from import.meta.url ('../../' for the repository, '../' for api/,
// the migrations' fallback into src/) still points where it does from source. The suite then runs
// without tsx, whose loader costs CPU in every process and worker that has it, and a pass starts
// many: its test files, their PGlite workers and the probes' servers (docs/testing.md).
//
// `node scripts/compile-tests.mjs` compiles; run-tests.mjs calls it unless API_TESTS_COMPILED=1 says
// the compiled tree is already fresh (npm test compiles once for its two API passes).
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const API_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const COMPILED_DIR = path.join(API_DIR, '.src-js');
const SRC_DIR = path.join(API_DIR, 'src');

/** Transpiles every .ts file one to one (no bundling, no type check: `tsc -b` does that) and copies the rest. */
export async function compileTests() {
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  const files = readdirSync(SRC_DIR, { recursive: true }).map(String);
  await build({
    entryPoints: files.filter((file) => file.endsWith('.ts')).map((file) => path.join(SRC_DIR, file)),
    outdir: COMPILED_DIR,
    outbase: SRC_DIR,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Node 20.10+ reads `with { type: 'json' }`; esbuild's node20 target would drop it.
    supported: { 'import-attributes': true },
    // A failing assertion's stack then names the .ts line (the runner turns on --enable-source-maps).
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  for (const file of files.filter((name) => !name.endsWith('.ts') && path.extname(name) !== '')) {
    mkdirSync(path.dirname(path.join(COMPILED_DIR, file)), { recursive: true });
    cpSync(path.join(SRC_DIR, file), path.join(COMPILED_DIR, file));
  }
}

/** The compiled file, relative to api/, for a source path given relative to api/ (src/x.test.ts → .src-js/x.test.js). */
export function compiledPath(sourcePath) {
  const relative = path.relative(SRC_DIR, path.resolve(API_DIR, sourcePath));
  return path.relative(API_DIR, path.join(COMPILED_DIR, relative)).replace(/\.ts$/, '.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await compileTests();
  console.log(`Compiled api/src to ${path.relative(process.cwd(), COMPILED_DIR) || '.'} in ${Date.now() - started} ms`);
}
