import type { IslandDefinition } from 'shared-sdk';

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

/** The island `name` names, or a rejection saying there is none. */
export function loadIsland(name: string): Promise<IslandDefinition<object>> {
  const load = Object.hasOwn(SHELL_ISLANDS, name) ? SHELL_ISLANDS[name] : undefined;
  return load ? load() : Promise.reject(new Error(`There is no island named "${name}".`));
}
