import { REMOTE_NAMES, defineIsland, type IslandDefinition, type RemoteName } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';

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
    import(/* webpackChunkName: "island-cart-side-tab" */ './cart-side-tab-island').then((m) => m.cartSideTabIsland),
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
  const [, remote, module] = REMOTE_ISLAND.exec(name) ?? [];
  if (!remote || !module || !(REMOTE_NAMES as readonly string[]).includes(remote)) throw new Error(`There is no island named "${name}".`);
  const loaded = await remotes.loadModule(remote as RemoteName, `./${module}`);
  if (!loaded.ok) throw new Error(`The ${remote} remote could not load ${module}.`);
  return defineIsland(name, loaded.component as IslandDefinition<object>['component']);
}
