// The './contract' suite of 'shared-sdk/testing' (src/testing/index.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTAINER_NAMES, SDK_VERSION, isSdkCompatible, type RemoteContract, type RemoteName } from 'shared-sdk';

export interface RemoteContractOptions {
  remote: RemoteName;
  /** The remote's package folder (package.json, exposes.json, webpack.config.js). */
  packageDir: string;
}

interface RemotePackage {
  version: string;
  dependencies?: Record<string, string>;
}

/** What a remote's webpack.config.js hands the shared build (createRemoteConfig's options). */
interface BuildOptions {
  name: string;
  exposes: Record<string, string>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Runs the remote's webpack.config.js with the shared build replaced, to read what it declares. */
function buildOptions(packageDir: string): BuildOptions {
  let options: BuildOptions | undefined;
  jest.isolateModules(() => {
    jest.doMock('shared-sdk/build/remote-webpack.cjs', () => ({
      createRemoteConfig: (given: BuildOptions) => (options = given),
    }));
    jest.requireActual(join(packageDir, 'webpack.config.js'));
  });
  if (!options) throw new Error(`${packageDir}/webpack.config.js did not call createRemoteConfig`);
  return options;
}

/** Whether `version` satisfies a caret range ('^2.1.0'): the same major, and not older. */
export function satisfiesCaret(version: string, range: string | undefined): boolean {
  const parse = (text: string) => text.split('.').map((part) => Number.parseInt(part, 10));
  if (!range?.startsWith('^')) return false;
  const [have, want] = [parse(version), parse(range.slice(1))];
  if (have[0] !== want[0]) return false;
  for (let i = 1; i < 3; i += 1) {
    if ((have[i] ?? 0) !== (want[i] ?? 0)) return (have[i] ?? 0) > (want[i] ?? 0);
  }
  return true;
}

/**
 * The jest suite of a remote's './contract', the module the shell reads before it trusts the
 * remote's pages (shell/src/composition/remote-loader.ts). Each field is checked against a source
 * other than the module itself: the shell's container names, the build's webpack config, the
 * remote's package.json and the shared-sdk the shell runs.
 */
export function describeRemoteContract({ remote, packageDir }: RemoteContractOptions): void {
  const pkg = readJson<RemotePackage>(join(packageDir, 'package.json'));
  const exposes = readJson<Record<string, string>>(join(packageDir, 'exposes.json'));
  const exposedContract = async () =>
    ((await import(join(packageDir, exposes['./contract'] ?? 'exposes.json has no ./contract'))) as { default?: RemoteContract }).default;

  describe(`the ${remote} contract`, () => {
    it('is the default export of the module exposed as ./contract', async () => {
      expect(await exposedContract()).toEqual({ name: remote, version: expect.any(String), sdkVersion: expect.any(String) });
    });

    it('names the container the shell loads, which is the one the build declares', async () => {
      const build = buildOptions(packageDir);
      expect((await exposedContract())?.name).toBe(CONTAINER_NAMES[remote]);
      expect(build.name).toBe(CONTAINER_NAMES[remote]);
      expect(build.exposes).toEqual(exposes);
    });

    it("carries the remote's package version", async () => {
      const { version } = (await exposedContract()) ?? {};
      expect(version).toBe(pkg.version);
      expect(version).toMatch(/^\d+\.\d+\.\d+/);
    });

    it('was built against a shared-sdk the remote declares and the shell accepts', async () => {
      const { sdkVersion = 'none' } = (await exposedContract()) ?? {};
      const declared = pkg.dependencies?.['shared-sdk'];
      expect({ sdkVersion, declared, satisfied: satisfiesCaret(sdkVersion, declared) }).toEqual({ sdkVersion, declared, satisfied: true });
      expect(isSdkCompatible(sdkVersion, SDK_VERSION)).toBe(true);
      expect(sdkVersion).toBe(SDK_VERSION);
    });
  });
}
