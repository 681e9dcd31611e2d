// npm run compose -- check|pin|report [composition.json | URL] [options]: checks a deployment before
// it ships, pins its manifests, and reports how its remotes load in browsers; `preview` signs a link
// that shows a team's build to one browser. Run with tsx: it uses
// shared-sdk's own checks and the API's database modules, from their source.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseComposition, type Composition } from '../shared-sdk/src/remote/composition';
import { checkComposition, type CheckRow } from './compose/check';
import { formatComposition } from './compose/format';
import { pinComposition } from './compose/pin';
import { parseSince, renderReport } from './compose/report';
import { DEFAULT_PREVIEW_TTL, parseTtl, previewBuild, previewRequestProblem, type PreviewRequest } from './compose/preview';
import { DatabaseUnavailable, openApiDatabase, readTelemetry } from './compose/report-database';
import { compositionSource, defaultMounts, describe, parseMount, readSource, type Source } from './compose/sources';
import { shellShared } from './compose/shell-shared';
import { renderTable } from './compose/table';

const USAGE = `Usage:
  npm run compose -- check  [composition.json | URL] [--base URL] [--mount PREFIX=DIR]... [--shell DIR]
  npm run compose -- pin    [composition.json] [--base URL] [--mount PREFIX=DIR]...
  npm run compose -- report [composition.json | URL] [--since 1h]
  npm run compose -- preview <remote> <manifest-url> [--ttl 2h] [--origin URL] [--mount PREFIX=DIR]...

  check  fetches every manifest the composition names and checks it against the shell: integrity
         pin, remote name, exposed modules (route table and modal slots), shared-sdk major and shared
         singletons, and that its server build is there. Exits 1 on any problem.
  pin    writes the sha384 of each manifest into the file as its "integrity".
  preview checks a build of one remote as check does (in the place of $COMPOSITION_FILE's entry),
         then prints a link that shows it to the one browser that opens it, until --ttl (at most
         7d). Needs PREVIEW_SECRET (the API's) and the store's origin (--origin, else PUBLIC_URL).
  report prints how each remote build loaded in shoppers' browsers over the last --since (15m, 1h,
         24h, 7d; default 1h): loads, failures by phase, failure rate, p50 and p95 load times,
         page views, errors (and per view), p75 LCP, INP and CLS, each build's most frequent error
         messages, and each canary's state (serving N%, aborted and why, or no longer in the
         composition). It
         reads the API's database: DATABASE_URL, else PGlite in $DATA_DIR (default data/), which
         must not be open in a running API. Exits 1 when the database cannot be read.

  The composition defaults to $COMPOSITION_FILE, else composition.json at the repository root.
  Manifest paths such as /remotes/cart/mf-manifest.json are read from the folders npm start serves
  (each remote's dist/, or $STATIC_MOUNTS); --mount adds one, --base reads them from a deployment.`;

const REPO = resolve(__dirname, '..');

interface Options {
  composition: Source;
  base?: string;
  mounts: ReturnType<typeof defaultMounts>;
  shell?: string;
  /** report: the window, as written (1h) and in milliseconds. */
  since: { text: string; ms: number };
}

const DEFAULT_SINCE = '1h';

type CommandLine = { command: string; options: Options } | { command: 'preview'; options: Options; request: PreviewRequest };

function parseCommandLine(argv: string[]): CommandLine {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      mount: { type: 'string', multiple: true },
      shell: { type: 'string' },
      since: { type: 'string' },
      ttl: { type: 'string' },
      origin: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const defaultFile = process.env.COMPOSITION_FILE ?? resolve(REPO, 'composition.json');
  if (positionals[0] === 'preview') return parsePreview(positionals, values, defaultFile);
  const [command = '', file = defaultFile, extra] = positionals;
  if (values.help || !['check', 'pin', 'report'].includes(command) || extra) throw new UsageError(USAGE);
  if (values.ttl !== undefined || values.origin !== undefined) throw new UsageError(USAGE);
  const deployment = values.base !== undefined || values.mount !== undefined || values.shell !== undefined;
  if (command === 'report' ? deployment : values.since !== undefined) throw new UsageError(USAGE);
  const since = values.since ?? DEFAULT_SINCE;
  const sinceMs = parseSince(since);
  if (sinceMs === null) throw new UsageError(`--since wants a duration such as 15m, 1h, 24h or 7d, not "${since}".\n\n${USAGE}`);
  const mounts = [...defaultMounts(), ...(values.mount ?? []).map((text) => parseMount(text))];
  return {
    command,
    options: { composition: compositionSource(file), base: values.base, mounts, shell: values.shell, since: { text: since, ms: sinceMs } },
  };
}

class UsageError extends Error {}

function parsePreview(
  positionals: string[],
  values: { ttl?: string; origin?: string; help?: boolean; since?: string; mount?: string[]; base?: string; shell?: string },
  file: string,
) {
  const [, remote, manifest, extra] = positionals;
  if (values.help || !remote || !manifest || extra || values.since !== undefined) throw new UsageError(USAGE);
  const ttl = values.ttl ?? DEFAULT_PREVIEW_TTL;
  const ttlMs = parseTtl(ttl);
  if (ttlMs === null) throw new UsageError(`--ttl wants a duration up to 7d such as 30m, 2h or 1d, not "${ttl}".\n\n${USAGE}`);
  const mounts = [...defaultMounts(), ...(values.mount ?? []).map((text) => parseMount(text))];
  const options: Options = {
    composition: compositionSource(file),
    base: values.base,
    mounts,
    shell: values.shell,
    since: { text: '', ms: 0 },
  };
  const request = { remote, manifest, ttlMs, origin: values.origin ?? process.env.PUBLIC_URL, secret: process.env.PREVIEW_SECRET };
  return { command: 'preview', options, request };
}

/** Checks the team's build, then prints the link (or the checks' problems, exit 1). */
async function preview(options: Options, request: PreviewRequest): Promise<number> {
  const problem = previewRequestProblem(request);
  if (problem) throw new UsageError(`preview: ${problem}.`);
  const { composition } = await readComposition(options.composition);
  const outcome = await previewBuild(request, composition, { ...options, host: shellShared(options.shell && resolve(options.shell)) });
  console.log(renderTable(['remote', 'version', 'manifest', 'status', 'problem'], tableRows(outcome.row)));
  if (!outcome.link || !outcome.grant) {
    console.log('\nThis build fails the checks: no preview link was signed.');
    return 1;
  }
  const until = new Date(outcome.grant.expiresAt).toISOString().replace('T', ' ').slice(0, 16);
  console.log(
    `\nPreview of ${outcome.grant.remote} ${outcome.grant.version ?? ''} until ${until} UTC, for the one browser that opens:\n\n  ${outcome.link}\n`,
  );
  console.log(`It ends there with the banner's Exit (${new URL('/preview/exit', request.origin).href}), or when it expires.`);
  return 0;
}

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
  console.log(
    failed
      ? `\n${failed} of ${rows.length} remotes fail the checks: fix them before this composition ships.`
      : `\nAll ${rows.length} remotes pass.`,
  );
  return failed ? 1 : 0;
}

/** One line per problem; the remote's columns on its first line only. */
function tableRows(row: CheckRow): string[][] {
  const [first = '', ...more] = row.problems;
  return [
    [row.remote, row.version, row.manifest, row.problems.length ? 'FAIL' : 'ok', first],
    ...more.map((problem) => ['', '', '', '', problem]),
  ];
}

async function pin(options: Options): Promise<number> {
  if (options.composition.kind !== 'file') throw new UsageError('pin writes a composition file: give its path, not a URL.');
  const { raw, composition } = await readComposition(options.composition);
  const rows = await pinComposition(raw, composition, options);
  await writeFile(options.composition.path, formatComposition(raw));
  console.log(
    renderTable(
      ['remote', 'manifest', 'integrity', 'pin'],
      rows.map((row) => [row.remote, row.manifest, row.integrity, row.change]),
    ),
  );
  console.log(`\nWrote ${rows.length} pins to ${options.composition.path}.`);
  return 0;
}

/** The telemetry of the window, with each canary's state from the composition (when it can be read). */
async function report(options: Options): Promise<number> {
  const since = new Date(Date.now() - options.since.ms);
  let telemetry;
  try {
    const db = await openApiDatabase();
    try {
      telemetry = await readTelemetry(db, since);
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable)) throw error;
    console.error(error.message);
    return 1;
  }
  const text = await readSource(options.composition).then(
    (bytes) => new TextDecoder().decode(bytes),
    () => null,
  );
  console.log(renderReport({ since, window: options.since.text, ...telemetry, composition: { source: options.composition, text } }));
  return 0;
}

const COMMANDS: Record<string, (options: Options) => Promise<number>> = { check, pin, report };

async function main(argv: string[]): Promise<number> {
  try {
    const parsed = parseCommandLine(argv);
    if ('request' in parsed) return await preview(parsed.options, parsed.request);
    return await COMMANDS[parsed.command]!(parsed.options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
