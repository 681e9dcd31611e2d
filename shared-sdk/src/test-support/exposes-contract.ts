// The exposes-map suite of 'shared-sdk/testing' (src/testing/index.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MODAL_SLOTS, requiredModules, type RemoteName } from 'shared-sdk';
import type { ModuleLoader, RemoteHarnessOptions } from '../harness/remote-harness';

export interface ExposesContractOptions<R extends RemoteName> {
  remote: R;
  /** The remote's exposes.json: exposed module → source file, relative to the package. */
  exposes: Record<string, string>;
  harnessModules: RemoteHarnessOptions<R>;
  /** The remote's package folder (where exposes.json lives). */
  packageDir: string;
}

/** An exposed island: './<Name>Island' (docs/islands.md). */
const isIslandModule = (module: string): boolean => /^\.\/[A-Z][A-Za-z0-9]*Island$/.test(module);

const REACT_TYPES = new Set(['react.memo', 'react.forward_ref', 'react.lazy'].map((name) => Symbol.for(name)));

/** What React can render as `<Component />`: a function, or a memo/forwardRef/lazy wrapper of one. */
export function isComponentType(value: unknown): boolean {
  if (typeof value === 'function') return true;
  const tag = (value as { $$typeof?: symbol } | null)?.$$typeof;
  return typeof value === 'object' && tag !== undefined && REACT_TYPES.has(tag);
}

/**
 * The jest suite every remote runs on its exposes map, its only public surface: exactly the route
 * table's pages, its modal slots, './contract' and its islands ('./<Name>Island', each exporting its
 * definition as `island`), each a real file whose default export is a component, and the pages and
 * modals are the very modules its standalone harness mounts.
 */
export function describeExposesContract<R extends RemoteName>({
  remote,
  exposes,
  harnessModules,
  packageDir,
}: ExposesContractOptions<R>): void {
  const modalModule = (id: string) => MODAL_SLOTS.find((slot) => slot.id === id)?.module ?? id;
  const loaders: (readonly [string, ModuleLoader<unknown>])[] = [
    ...Object.entries<ModuleLoader<unknown>>(harnessModules.pages as Record<string, ModuleLoader<unknown>>),
    ...Object.entries(harnessModules.modals).map(([id, load]) => [modalModule(id), load as ModuleLoader<unknown>] as const),
  ];
  const importExposed = async (module: string) => (await import(join(packageDir, exposes[module] ?? ''))) as { default?: unknown };

  const islands = Object.keys(exposes).filter(isIslandModule);

  describe(`the ${remote} exposes map`, () => {
    it('is exactly the route-table pages, the modal slots, the contract and its islands', () => {
      expect(
        Object.keys(exposes)
          .filter((module) => !isIslandModule(module))
          .sort(),
      ).toEqual(requiredModules(remote).sort());
    });

    // The shell finds an island by its name, `<remote>/<module>` (shell/src/islands/shell-islands.ts),
    // and hydrates the module's default export over what the server rendered of the definition.
    it('names each island after its module, with the component it exposes', async () => {
      for (const module of islands) {
        const exposed = (await importExposed(module)) as { default?: unknown; island?: { name?: unknown; component?: unknown } };
        expect({ module, name: exposed.island?.name }).toEqual({ module, name: `${remote}/${module.slice(2)}` });
        expect(exposed.island?.component).toBe(exposed.default);
      }
    });

    it('points every module at a source file', () => {
      for (const file of Object.values(exposes)) expect(existsSync(join(packageDir, file))).toBe(true);
    });

    // The shell renders `module.default` (remote-loader.ts): a renamed or missing default export
    // would only show as a broken page in the browser.
    it('exposes a component as the default export of every page and modal', async () => {
      for (const module of Object.keys(exposes).filter((name) => name !== './contract')) {
        const exported = (await importExposed(module)).default;
        expect({ module, isComponent: isComponentType(exported) }).toEqual({ module, isComponent: true });
      }
    });

    it('is what the standalone harness mounts, module for module', async () => {
      const modules = Object.keys(exposes).filter((module) => module !== './contract' && !isIslandModule(module));
      expect(loaders.map(([module]) => module).sort()).toEqual(modules.sort());
      for (const [module, load] of loaders) {
        const exposed = await importExposed(module);
        expect(exposed.default).toBeDefined();
        expect((await load()).default).toBe(exposed.default);
      }
    });
  });
}
