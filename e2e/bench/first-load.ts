// `npm run bench`: what the home page costs a first-time visitor, measured in a real chromium load of
// `npm start`'s server: every JavaScript file fetched, raw and gzip bytes, grouped by package.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/server.ts';

interface ScriptFile {
  path: string;
  raw: number;
  gzip: number;
}

function packageOf(path: string): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  return remote ? `mfe-${remote[1]}` : 'shell';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The home page's budget: what a first visit may cost, and which remotes must not load for it (the
 * cart, account and auth remotes load when their page or modal opens). Over budget, the bench fails.
 */
const BUDGET = {
  gzipBytes: 310 * 1024,
  files: 22,
  notLoaded: ['mfe-cart', 'mfe-account', 'mfe-auth'],
};

function budgetProblems(files: ScriptFile[], byPackage: Map<string, ScriptFile[]>): string[] {
  const gzip = files.reduce((s, f) => s + f.gzip, 0);
  const problems: string[] = [];
  if (gzip > BUDGET.gzipBytes) problems.push(`${kb(gzip)} gzip is over the ${kb(BUDGET.gzipBytes)} budget`);
  if (files.length > BUDGET.files) problems.push(`${files.length} files is over the budget of ${BUDGET.files}`);
  for (const name of BUDGET.notLoaded) if (byPackage.has(name)) problems.push(`${name} loaded on the home page`);
  return problems;
}

async function measure(url: string): Promise<ScriptFile[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const pending: Promise<ScriptFile | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
    return (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const files = await measure(`${server.url}/`);
    const byPackage = new Map<string, ScriptFile[]>();
    for (const file of files) byPackage.set(packageOf(file.path), [...(byPackage.get(packageOf(file.path)) ?? []), file]);
    console.log('Home page, first load (cold cache), JavaScript fetched:\n');
    for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${file.path.padEnd(60)} ${kb(file.raw).padStart(10)} ${kb(file.gzip).padStart(10)} gzip`);
    }
    console.log('\nBy package:');
    for (const [name, list] of byPackage) {
      const raw = list.reduce((s, f) => s + f.raw, 0);
      const gzip = list.reduce((s, f) => s + f.gzip, 0);
      console.log(`  ${name.padEnd(14)} ${String(list.length).padStart(3)} files ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip`);
    }
    const raw = files.reduce((s, f) => s + f.raw, 0);
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    console.log(`\nTotal: ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
    const problems = budgetProblems(files, byPackage);
    if (problems.length) {
      console.error(`\nOver budget:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(`Within budget (${kb(BUDGET.gzipBytes)} gzip, ${BUDGET.files} files, no ${BUDGET.notLoaded.join('/')}).`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
