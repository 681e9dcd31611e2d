// npm run compose -- check|pin [composition.json | URL] [options]: checks a deployment before it
// ships, and pins its manifests. Run with tsx: it uses shared-sdk's own checks, from their source.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseComposition, type Composition } from '../shared-sdk/src/remote/composition';
import { checkComposition, type CheckRow } from './compose/check';
import { formatComposition } from './compose/format';
import { pinComposition } from './compose/pin';
import { compositionSource, defaultMounts, describe, parseMount, readSource, type Source } from './compose/sources';
import { shellShared } from './compose/shell-shared';
import { renderTable } from './compose/table';

const USAGE = `Usage:
  npm run compose -- check [composition.json | URL] [--base URL] [--mount PREFIX=DIR]... [--shell DIR]
  npm run compose -- pin   [composition.json] [--base URL] [--mount PREFIX=DIR]...

  check  fetches every manifest the composition names and checks it against the shell: integrity
         pin, remote name, exposed modules (route table and modal slots), shared-sdk major and shared
         singletons, and that its server build is there. Exits 1 on any problem.
  pin    writes the sha384 of each manifest into the file as its "integrity".

  The composition defaults to $COMPOSITION_FILE, else composition.json at the repository root.
  Manifest paths such as /remotes/cart/mf-manifest.json are read from the folders npm start serves
  (each remote's dist/, or $STATIC_MOUNTS); --mount adds one, --base reads them from a deployment.`;

const REPO = resolve(__dirname, '..');

interface Options {
  composition: Source;
  base?: string;
  mounts: ReturnType<typeof defaultMounts>;
  shell?: string;
}

function parseCommandLine(argv: string[]): { command: string; options: Options } {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { base: { type: 'string' }, mount: { type: 'string', multiple: true }, shell: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command = '', file = process.env.COMPOSITION_FILE ?? resolve(REPO, 'composition.json'), extra] = positionals;
  if (values.help || !['check', 'pin'].includes(command) || extra) throw new UsageError(USAGE);
  const mounts = [...defaultMounts(), ...(values.mount ?? []).map((text) => parseMount(text))];
  return { command, options: { composition: compositionSource(file), base: values.base, mounts, shell: values.shell } };
}

class UsageError extends Error {}

async function readComposition(source: Source): Promise<{ raw: Record<string, unknown>; composition: Composition }> {
  const raw = JSON.parse(new TextDecoder().decode(await readSource(source))) as Record<string, unknown>;
  const result = parseComposition(raw);
  if (!result.ok) throw new Error(`${describe(source)} is not a valid composition:\n  ${result.errors.join('\n  ')}`);
  return { raw, composition: result.composition };
}

async function check(options: Options): Promise<number> {
  const { composition } = await readComposition(options.composition);
  const rows = await checkComposition(composition, { ...options, host: shellShared(options.shell && resolve(options.shell)) });
  console.log(renderTable(['remote', 'version', 'manifest', 'status', 'problem'], rows.flatMap(tableRows)));
  const failed = rows.filter((row) => row.problems.length).length;
  console.log(failed ? `\n${failed} of ${rows.length} remotes fail the checks: fix them before this composition ships.` : `\nAll ${rows.length} remotes pass.`);
  return failed ? 1 : 0;
}

/** One line per problem; the remote's columns on its first line only. */
function tableRows(row: CheckRow): string[][] {
  const [first = '', ...more] = row.problems;
  return [[row.remote, row.version, row.manifest, row.problems.length ? 'FAIL' : 'ok', first], ...more.map((problem) => ['', '', '', '', problem])];
}

async function pin(options: Options): Promise<number> {
  if (options.composition.kind !== 'file') throw new UsageError('pin writes a composition file: give its path, not a URL.');
  const { raw, composition } = await readComposition(options.composition);
  const rows = await pinComposition(raw, composition, options);
  await writeFile(options.composition.path, formatComposition(raw));
  console.log(renderTable(['remote', 'manifest', 'integrity', 'pin'], rows.map((row) => [row.remote, row.manifest, row.integrity, row.change])));
  console.log(`\nWrote ${rows.length} pins to ${options.composition.path}.`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  try {
    const { command, options } = parseCommandLine(argv);
    return await (command === 'pin' ? pin(options) : check(options));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
