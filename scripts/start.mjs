#!/usr/bin/env node
// `npm start`: build what is missing or stale, then serve the storefront, the remotes, composition.json
// and the API from one port (PORT, default 8080), with the demo data seeded into an empty database.
import { spawnSync, spawn } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDS, ROOT, needsBuild } from './workspace.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const build of BUILDS) {
  if (!needsBuild(build)) continue;
  console.log(`[start] building ${build.name}...`);
  const result = spawnSync(npm, ['run', 'build', '-w', build.name], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] the build of ${build.name} failed; fix it and run npm start again.`);
    process.exit(result.status ?? 1);
  }
  // Webpack leaves a file it would write unchanged as it was (compareBeforeEmit), so a build whose
  // sources changed may keep an old marker: dated now, the next start knows this build is current.
  const now = new Date();
  utimesSync(join(ROOT, build.output), now, now);
}

const server = spawn(process.execPath, [join(ROOT, 'api/dist/server.js')], { cwd: ROOT, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
