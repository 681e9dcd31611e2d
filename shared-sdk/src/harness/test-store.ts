import { RootStore, memoryStorage, type RootStoreOptions } from 'shared-sdk';

/** A fresh root store for a test: memory storage, no page reloads; pass `api` to fake the server. */
export function createTestStore(options: RootStoreOptions = {}): RootStore {
  return new RootStore({ storage: memoryStorage(), environment: { reload: () => undefined }, ...options });
}
