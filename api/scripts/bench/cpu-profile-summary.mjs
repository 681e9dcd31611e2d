// Where a thread's time went: `node scripts/bench/cpu-profile-summary.mjs <file.cpuprofile>...` reads
// V8 CPU profiles (node --cpu-prof; BENCH_SOAK_PROFILE keeps one per thread of the soaked API) and
// prints, for each, the self time by package or source file and the functions that took the most.
// What the event loop's thread spends is what holds it (docs/api-performance.md, "Soak").
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TOP = Number(process.env.TOP ?? 15);

/**
 * node_modules/<package> (scoped too); the shell's or a remote's server build (webpack chunks, which
 * bundle React's server renderer, styled-components and react-intl: that is server rendering); the
 * file's name for our own code; or V8's label.
 */
function ownerOf(url) {
  if (!url) return '(native / V8)';
  if (url.includes('/shell/dist-server/')) return 'server rendering: the shell server build';
  if (/\/remotes\/[^/]+\/server\/|\/dist\/server\//.test(url)) return "server rendering: a remote's server build";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node internals';
  return path.basename(url.replace(/^file:\/\//, ''));
}

function summarise(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  // timeDeltas[i] is the time before samples[i]: charge it to that sample's node.
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const byOwner = new Map();
  const byFunction = new Map();
  let idle = 0;
  for (const [id, ms] of selfMs) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    const owner = ownerOf(callFrame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const name = `${callFrame.functionName || '(anonymous)'} ${owner}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const busy = total - idle;
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(8)} ms  ${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(
    `${path.basename(file)}: ${(total / 1000).toFixed(1)} s sampled, busy ${(busy / 1000).toFixed(1)} s (${((busy / total) * 100).toFixed(0)} %)`,
  );
  console.log(` by package or file (self time, share of busy):\n${rows(byOwner)}`);
  console.log(` by function:\n${rows(byFunction)}\n`);
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/bench/cpu-profile-summary.mjs <file.cpuprofile>...');
  process.exit(2);
}
for (const file of files) summarise(file);
