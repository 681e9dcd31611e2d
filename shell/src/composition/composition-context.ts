import { createContext, useContext } from 'react';
import type { Composition } from 'shared-sdk';

/**
 * The composition this page runs: the one the server rendered from (embedded in the page, so the
 * browser hydrates from the same) or the one the browser read. Null where there is none (tests).
 */
export const CompositionContext = createContext<Composition | null>(null);

export function useComposition(): Composition | null {
  return useContext(CompositionContext);
}
