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

/** Stable localStorage keys (changing one logs every shopper out or empties their cart). */
export const STORAGE_KEYS = {
  settings: 'storefront.settings',
  auth: 'storefront.auth',
  cart: 'storefront.cart',
  messages: 'storefront.messages',
} as const;
