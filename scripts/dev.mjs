#!/usr/bin/env node
// `npm run dev`: the API in watch mode plus webpack-dev-server for the shell and every remote.
// Open http://localhost:3000; the shell's dev composition points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import { ROOT, DEV_PORTS } from './workspace.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const packages = ['api', ...Object.keys(DEV_PORTS)];
const children = [];

for (const name of packages) {
  const child = spawn(npm, ['run', 'dev', '-w', name], { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const relay = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  children.push(child);
}

console.log(`[dev] storefront: http://localhost:${DEV_PORTS.shell}  api: http://localhost:${process.env.PORT ?? 8080}/api`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
