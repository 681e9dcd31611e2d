import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MODAL_SLOTS, exposedPagesOf } from 'shared-sdk';
import exposes from '../exposes.json';
import { harnessModules } from './harness/harness-modules';

const REMOTE = 'account';
const files: Record<string, string> = exposes;

type Loader = () => Promise<{ default: unknown }>;

/** The harness's loaders keyed by exposed module name, e.g. ['./CartDrawer', load]. */
function harnessLoaders(): (readonly [string, Loader])[] {
  const modalModule = (id: string) => MODAL_SLOTS.find((slot) => slot.id === id)?.module ?? id;
  return [
    ...Object.entries<Loader>(harnessModules.pages),
    ...Object.entries<Loader>(harnessModules.modals).map(([id, load]) => [modalModule(id), load] as const),
  ];
}

describe('the account exposes map', () => {
  it('is exactly the route-table pages, the modal slots and the contract', () => {
    const modals = MODAL_SLOTS.filter((slot) => slot.remote === REMOTE).map((slot) => slot.module);
    const expected = [...exposedPagesOf(REMOTE), ...modals, './contract'];
    expect(Object.keys(exposes).sort()).toEqual(expected.sort());
  });

  it('points every module at a source file', () => {
    for (const file of Object.values(files)) expect(existsSync(join(__dirname, '..', file))).toBe(true);
  });

  it('is what the standalone harness mounts, module for module', async () => {
    const loaders = harnessLoaders();
    const modules = Object.keys(files).filter((module) => module !== './contract');
    expect(loaders.map(([module]) => module).sort()).toEqual(modules.sort());
    for (const [module, load] of loaders) {
      const exposed = (await import(join(__dirname, '..', files[module] ?? ''))) as { default: unknown };
      expect((await load()).default).toBe(exposed.default);
    }
  });
});
