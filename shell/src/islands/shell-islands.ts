import { REMOTE_NAMES, defineIsland, type IslandDefinition, type RemoteName } from 'shared-sdk';
import type { LoadedRemoteModule, RemoteLoader } from '../composition/remote-loader';

type IslandLoad = () => Promise<IslandDefinition<object>>;

/**
 * The shell's islands by name, each a chunk of its own: a page loads the code of the islands it has
 * (docs/islands.md). The server renders the same definitions, imported by the layouts.
 */
const SHELL_ISLANDS: Record<string, IslandLoad> = {
  'shell/header': () =>
    import(/* webpackChunkName: "island-header" */ './header-island').then((m) => m.headerIsland as IslandDefinition<object>),
  'shell/language-switcher': () =>
    import(/* webpackChunkName: "island-language-switcher" */ './language-switcher-island').then((m) => m.languageSwitcherIsland),
  'shell/cart-side-tab': () =>
    import(/* webpackChunkName: "island-cart-side-tab" */ './cart-side-tab-island').then(
      (m) => m.cartSideTabIsland as IslandDefinition<object>,
    ),
};

/** A remote's island is named `<remote>/<exposed module>`, e.g. 'catalog/BannerCarouselIsland' for its './BannerCarouselIsland'. */
const REMOTE_ISLAND = /^([a-z]+)\/([A-Z][A-Za-z0-9]*Island)$/;

/**
 * The island `name` names, or a rejection saying why there is none: the shell's own from its chunks,
 * a remote's through the federation runtime, as the composition serves that remote (its contract
 * checked first, as for a page). A remote that cannot be loaded rejects: the island's server HTML stays.
 */
export async function loadIsland(name: string, remotes: RemoteLoader): Promise<IslandDefinition<object>> {
  const load = Object.hasOwn(SHELL_ISLANDS, name) ? SHELL_ISLANDS[name] : undefined;
  if (load) return load();
  const { remote, module } = remoteIsland(name);
  return definitionOf(name, await remotes.loadModule(remote, module));
}

/**
 * A remote island whose load ran past the loader's time (RemoteTimeoutError), once its code has
 * come after all: a slot had to show its fallback by then, but an island's server HTML stands
 * meanwhile, so it wakes late rather than never (a slow phone, a busy network). Pending for good if
 * the load fails in the end: the server HTML stays.
 */
export async function lateIsland(name: string, remotes: RemoteLoader): Promise<IslandDefinition<object>> {
  const { remote, module } = remoteIsland(name);
  let stop: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (stop = remotes.onLateArrival(remote, module, resolve)));
  try {
    // It may have come already, before this listens.
    const already = await remotes.loadModule(remote, module).catch(() => null);
    if (already) return definitionOf(name, already);
    await arrived;
    return definitionOf(name, await remotes.loadModule(remote, module));
  } finally {
    stop();
  }
}

function remoteIsland(name: string): { remote: RemoteName; module: string } {
  const [, remote, module] = REMOTE_ISLAND.exec(name) ?? [];
  if (!remote || !module || !(REMOTE_NAMES as readonly string[]).includes(remote)) throw new Error(`There is no island named "${name}".`);
  return { remote: remote as RemoteName, module: `./${module}` };
}

function definitionOf(name: string, loaded: LoadedRemoteModule): IslandDefinition<object> {
  if (!loaded.ok) throw new Error(`The remote could not load the island ${name}.`);
  return defineIsland(name, loaded.component as IslandDefinition<object>['component']);
}
