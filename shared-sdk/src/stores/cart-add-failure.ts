import { toApiFailure } from '../client/api-error';
import type { RootStore } from './root-store';

/**
 * A failed cart add, to the basket or as buy now (docs/product.md#messages): a 401 → 'Please login first!' and the
 * login modal; others → the server's message.
 */
export function showAddFailure(root: RootStore, error: unknown): void {
  const failure = toApiFailure(error);
  if (failure.status === 401) {
    root.auth.clearSession();
    root.ui.requireLogin();
  } else {
    root.ui.error(failure.message);
  }
}
