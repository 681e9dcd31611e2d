import { createContext, useContext, useState, type ReactNode } from 'react';
import type { RootStore } from './root-store';

/**
 * One context object for the whole page: shared-sdk is a Module Federation singleton, so the shell
 * and every remote see this same context and the same root store.
 */
export const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/**
 * Marks a render the browser makes of its own while the store still holds a server render's moment:
 * the app prerendered beside a page of islands (docs/islands.md, "The first page readied is
 * prerendered"), whose islands keep hydrating the server's HTML meanwhile. Below it, the two hooks
 * after this answer as for any render of the browser's.
 */
const BrowserRenderContext = createContext(false);

export function BrowserRender({ children }: { children: ReactNode }) {
  return <BrowserRenderContext.Provider value>{children}</BrowserRenderContext.Provider>;
}

/** The moment the server rendered the page this render makes or hydrates, or null for a render of the browser's own. */
function useServerRenderedAt(): number | null {
  const store = useContext(StoreContext);
  const browserRender = useContext(BrowserRenderContext);
  return browserRender ? null : (store?.renderedAt ?? null);
}

export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() needs a <StoreProvider> (the shell, or a remote harness).');
  return store;
}

/**
 * "Now" for the first render of something that shows the time (a countdown): the moment the server
 * rendered the page while it is being hydrated, so the browser's first render matches the HTML;
 * the real time otherwise. Works without a store (a component on its own in a test).
 */
export function useFirstRenderNow(): () => number {
  const renderedAt = useServerRenderedAt();
  return () => renderedAt ?? Date.now();
}

/**
 * Whether this render makes or must match the server's HTML (the server's render, or the browser's
 * hydration of it): then a list renders whole, as the page's data holds it, so the HTML works without
 * JavaScript and hydration finds what it expects. Read once, at the component's first render.
 */
export function useRendersServerHtml(): boolean {
  const renderedAt = useServerRenderedAt();
  const [serverHtml] = useState(() => renderedAt !== null);
  return serverHtml;
}
