// What the shell shares, read the way its build reads it: the shared map of
// shared-sdk/build/federation.cjs with the versions installed for the shell.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { HostShared } from '../../shared-sdk/src/remote/manifest-check';

const SHELL_DIR = resolve(__dirname, '../../shell');

interface SharedConfig {
  version?: string;
}

export function shellShared(shellDir = SHELL_DIR): HostShared {
  const load = createRequire(join(shellDir, 'package.json'));
  const { sharedDependencies } = load('shared-sdk/build/federation.cjs') as {
    sharedDependencies: (pkg: unknown) => Record<string, SharedConfig>;
  };
  const pkg: unknown = JSON.parse(readFileSync(join(shellDir, 'package.json'), 'utf8'));
  const shared: Record<string, string> = {};
  for (const [name, config] of Object.entries(sharedDependencies(pkg))) {
    // A subpath (react/jsx-runtime) is shared in its package's version, as the federation plugin does.
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    shared[name] = config.version ?? (load(`${base}/package.json`) as { version: string }).version;
  }
  const sdkVersion = shared['shared-sdk'];
  if (!sdkVersion) throw new Error('The shell does not share shared-sdk: check shared-sdk/build/federation.cjs.');
  return { sdkVersion, shared };
}
