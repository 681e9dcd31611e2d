import { useCallback, useState, type ComponentType } from 'react';

/** A component whose code is fetched once, when first asked for; a failed fetch may be tried again. */
export interface LazyComponent<P> {
  load: () => Promise<ComponentType<P>>;
  /** The component once its code is here (so a later render need not wait a turn for it). */
  loaded: () => ComponentType<P> | undefined;
}

export function lazyComponent<P>(fetchCode: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  return {
    load() {
      loading ??= fetchCode().then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}

/**
 * The component once its code is here, and `load` to ask for it. Code a shopper may never use (the
 * search's suggestions, the phone's dialogs) stays out of the page's first load this way.
 */
export function useLazyComponent<P>(lazy: LazyComponent<P>): { Component: ComponentType<P> | null; load: () => void } {
  const [Component, setComponent] = useState<ComponentType<P> | null>(() => lazy.loaded() ?? null);
  const load = useCallback(() => {
    if (Component) return;
    // A component is a function: wrap it, or React takes it for a state updater.
    lazy.load().then(
      (component) => setComponent(() => component),
      () => undefined,
    );
  }, [Component, lazy]);
  return { Component, load };
}
