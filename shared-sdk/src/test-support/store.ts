import { RootStore, memoryStorage, type MasterSettings, type RootStoreOptions } from 'shared-sdk';
import { masterSettings } from './fake-api';

export interface TestStoreOptions extends RootStoreOptions {
  /** Applied as if GET /master had answered: masterSettings() with these overrides. */
  master?: Partial<MasterSettings>;
}

/** A fresh root store for a test: memory storage, no page reloads; pass `api` (a fakeApi) to fake the server. */
export function createTestStore({ master, ...options }: TestStoreOptions = {}): RootStore {
  const store = new RootStore({ storage: memoryStorage(), environment: { reload: () => undefined }, ...options });
  if (master) store.settings.applyMaster(masterSettings(master));
  return store;
}
