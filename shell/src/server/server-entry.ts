// The shell's server build (webpack target async-node, dist-server/server-entry.js), loaded by the
// API server. The dynamic import is the async boundary Module Federation needs: shared modules
// (react, mobx...) are negotiated before any code that imports them runs, here as in the browser.
import type { PageRenderer, PageRendererOptions } from './page-renderer';

export type { PageRenderer, PageRendererOptions, PageRequest, RenderedPage } from './page-renderer';

export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  const { createPageRenderer: create } = await import('./page-renderer');
  return create(options);
}
