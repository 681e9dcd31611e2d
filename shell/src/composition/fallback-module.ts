import type { ComponentType } from 'react';
import { RemoteFallback } from './remote-fallback';

const FALLBACK = Symbol.for('storefront.remote-fallback');

/** The module the errorLoadRemote plugin hands back in place of a remote's module. */
export interface FallbackModule {
  readonly [FALLBACK]: true;
  readonly __esModule: true;
  readonly default: ComponentType;
  /** The request that failed, e.g. 'catalog/HomePage'. */
  readonly id: string;
  readonly error: unknown;
}

export function createFallbackModule(id: string, error: unknown): FallbackModule {
  return { [FALLBACK]: true, __esModule: true, default: RemoteFallback, id, error };
}

/** The loader must not cache a fallback as if it were the remote, so it needs to tell them apart. */
export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && FALLBACK in value;
}
