import { fireEvent, render, screen } from '@testing-library/react';
import type { RootStore } from 'shared-sdk';
import { TestProviders, createTestStore } from 'shared-sdk/harness';
import LogoutConfirmModal from './logout-confirm-modal';

function renderSignedIn() {
  const store = createTestStore();
  store.auth.setSession('token-1', { name: 'Demo Customer' });
  const onClose = jest.fn();
  render(
    <TestProviders store={store}>
      <LogoutConfirmModal onClose={onClose} />
    </TestProviders>,
  );
  return { store, onClose };
}

const toasts = (store: RootStore) => store.ui.toasts.map((toast) => [toast.type, toast.message]);

describe('LogoutConfirmModal', () => {
  it('asks for confirmation with Cancel and Yes', () => {
    renderSignedIn();
    expect(screen.getByRole('dialog', { name: 'Log Out' })).toHaveTextContent('Logout Confirmation');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('on Yes clears the session, says so and closes', () => {
    const { store, onClose } = renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(store.auth.isLoggedIn).toBe(false);
    expect(store.auth.token).toBeNull();
    expect(toasts(store)).toEqual([['success', 'Logout successfully']]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('on Cancel closes and keeps the session', () => {
    const { store, onClose } = renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.auth.isLoggedIn).toBe(true);
    expect(toasts(store)).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
