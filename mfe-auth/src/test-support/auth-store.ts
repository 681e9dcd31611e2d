import { runInAction } from 'mobx';
import type { Api, RootStore } from 'shared-sdk';
import { createTestStore, fakeApi } from 'shared-sdk/testing';

export interface FakeAuthCalls {
  auth?: Partial<Api['auth']>;
  getCountries?: Api['getCountries'];
}

export interface AuthSettings {
  app_environment?: string;
  register_otp_verify?: boolean;
  forgot_otp_type?: 'email' | 'phone';
}

/**
 * A root store whose auth calls (and GET /countries) are the given mocks; the calls a sign-in makes
 * afterwards (cart, addresses, favourites) reject (fakeApi), which the stores log and ignore.
 */
export function authTestStore(calls: FakeAuthCalls = {}, settings: AuthSettings = {}): RootStore {
  const store = createTestStore({
    api: fakeApi({ auth: calls.auth ?? {}, ...(calls.getCountries ? { getCountries: calls.getCountries } : {}) }),
  });
  runInAction(() => Object.assign(store.settings, settings));
  return store;
}

export const toasts = (store: RootStore) =>
  store.ui.toasts.map(({ type, title, message, position, timeout }) => ({ type, title, message, position, timeout }));
