import { reaction, type IReactionDisposer } from 'mobx';

/** Where stores persist their state: localStorage in browsers, memory in tests and when blocked. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** localStorage when it works (private modes may throw), memory otherwise. */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = '__storefront_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

export function readJson<T extends object>(storage: KeyValueStorage, key: string): Partial<T> {
  try {
    const raw = storage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy errors must not break the store; state simply lives for this page load.
  }
}

/**
 * Restores a store's persisted fields from `key` and keeps them there from now on. `empty` is the
 * store's one description of what it persists: the fields and their empty values. A value read back
 * is taken only when its type matches the empty value's (a null one takes any). Several stores may
 * share a key (the basket and the checkout keep `storefront.cart`): each writes only its own fields
 * and leaves the others' as they are.
 */
export function persistFields<F extends object>(storage: KeyValueStorage, key: string, empty: F, store: NoInfer<F>): IReactionDisposer {
  Object.assign(store, pickTyped(readJson<F>(storage, key), empty));
  return reaction(
    () => snapshotOf(store, empty),
    (fields) => writeJson(storage, key, { ...readJson<F>(storage, key), ...fields }),
  );
}

function snapshotOf<F extends object>(store: F, empty: F): F {
  const out: Partial<F> = {};
  for (const field of Object.keys(empty) as (keyof F)[]) out[field] = store[field];
  return out as F;
}

function pickTyped<F extends object>(saved: Partial<F>, empty: F): Partial<F> {
  const out: Partial<F> = {};
  for (const field of Object.keys(empty) as (keyof F)[]) {
    const value = saved[field];
    if (value !== undefined && (empty[field] === null || typeof value === typeof empty[field])) out[field] = value;
  }
  return out;
}

/** Stable localStorage keys (changing one logs every shopper out or empties their cart). */
export const STORAGE_KEYS = {
  settings: 'storefront.settings',
  auth: 'storefront.auth',
  cart: 'storefront.cart',
  messages: 'storefront.messages',
} as const;
