// First step of `npm test -w e2e`, before any test file starts (docs/testing.md, "One template, made
// once"): empties the folder the servers log to, makes the seeded template every e2e server starts
// from, and the second catalog build two files need. Made here once, with the machine's attention,
// instead of by the first three files at once, racing each other and the API suite on two cores.
// Each is kept (by the build, the lock file and the day; by its sources), so a later run finds it.
import { otherCatalogBuild } from '../support/catalog-builds.ts';
import { LOGS_DIR, resetLogs } from '../support/log-files.ts';
import { seededDataTemplate } from '../support/server.ts';

resetLogs();
console.log(`Server logs of this run go to ${LOGS_DIR}`);

/** Runs `step`, then says how long it took. */
async function timed(what: string, step: () => unknown): Promise<void> {
  const started = Date.now();
  await step();
  console.log(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await timed('The seeded template (found or made)', () => seededDataTemplate());
await timed('The second catalog build (found or made)', () => otherCatalogBuild());
