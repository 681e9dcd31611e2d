import { render } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ReactNode } from 'react';
import type { Api, RootStore } from 'shared-sdk';
import { TestProviders, createTestStore } from 'shared-sdk/harness';

export interface FakeAuthCalls {
  auth?: Partial<Api['auth']>;
  getCountries?: Api['getCountries'];
}

/**
 * A root store whose auth calls (and GET /countries) are the given mocks; the calls a sign-in makes
 * afterwards (cart, addresses, favourites) reject, which the stores log and ignore.
 */
export function authTestStore(calls: FakeAuthCalls = {}, settings: { app_environment?: string; register_otp_verify?: boolean; forgot_otp_type?: 'email' | 'phone' } = {}): RootStore {
  const reject = () => Promise.reject(new Error('not expected in this test'));
  const api = new Proxy(
    { auth: calls.auth ?? {}, getCountries: calls.getCountries ?? reject } as unknown as Api,
    {
      get(target, key: string) {
        if (key in target) return target[key as keyof Api];
        return new Proxy({}, { get: () => reject });
      },
    },
  );
  const store = createTestStore({ api });
  runInAction(() => Object.assign(store.settings, settings));
  return store;
}

export { httpError } from 'shared-sdk/testing';

export function renderIn(store: RootStore, ui: ReactNode) {
  return render(<TestProviders store={store}>{ui}</TestProviders>);
}

export const toasts = (store: RootStore) =>
  store.ui.toasts.map(({ type, title, message, position, timeout }) => ({ type, title, message, position, timeout }));
