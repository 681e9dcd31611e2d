import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFallbackModule } from './fallback-module';

/**
 * The errorLoadRemote runtime plugin: when a remote's manifest, entry or module cannot be loaded,
 * `loadRemote` resolves to a fallback module (whose component renders the fallback) instead of
 * rejecting. Without it a dead remote throws RUNTIME-003 and React 19 unmounts the whole page.
 * Other lifecycles (e.g. 'afterResolve', a failed manifest) return nothing, so the failure travels on
 * to the final 'onLoad' call, where one fallback covers every cause.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded; showing its fallback.`, error);
      return createFallbackModule(id, error);
    },
  };
}
