// What the shell shares, read the way its build reads it (sharedVersions of
// shared-sdk/build/federation.cjs: the shared map with the versions installed for the shell).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { HostShared } from '../../shared-sdk/src/remote/manifest-check';

const SHELL_DIR = resolve(__dirname, '../../shell');

export function shellShared(shellDir = SHELL_DIR): HostShared {
  const load = createRequire(join(shellDir, 'package.json'));
  const { sharedVersions } = load('shared-sdk/build/federation.cjs') as {
    sharedVersions: (pkg: unknown, from: string) => Record<string, string>;
  };
  const pkg: unknown = JSON.parse(readFileSync(join(shellDir, 'package.json'), 'utf8'));
  const shared = sharedVersions(pkg, shellDir);
  const sdkVersion = shared['shared-sdk'];
  if (!sdkVersion) throw new Error('The shell does not share shared-sdk: check shared-sdk/build/federation.cjs.');
  return { sdkVersion, shared };
}
