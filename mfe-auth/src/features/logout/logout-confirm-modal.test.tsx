import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RootStore } from 'shared-sdk';
import { httpError, TestProviders } from 'shared-sdk/testing';
import { authTestStore } from '../../test-support/auth-store';
import LogoutConfirmModal from './logout-confirm-modal';

function renderSignedIn(logout = jest.fn().mockResolvedValue('Logged out.')) {
  const store = authTestStore({ auth: { logout } });
  store.auth.setSession('token-1', { name: 'Demo Customer' });
  const onClose = jest.fn();
  render(
    <TestProviders store={store}>
      <LogoutConfirmModal onClose={onClose} />
    </TestProviders>,
  );
  return { store, onClose, logout };
}

const toasts = (store: RootStore) => store.ui.toasts.map((toast) => [toast.type, toast.message]);

describe('LogoutConfirmModal', () => {
  it('asks for confirmation with Cancel and Yes', () => {
    renderSignedIn();
    expect(screen.getByRole('dialog', { name: 'Log Out' })).toHaveTextContent('Logout Confirmation');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('on Yes calls GET /logout, clears the session, says so and closes', async () => {
    const { store, onClose, logout } = renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(store.auth.isLoggedIn).toBe(false);
    expect(store.auth.token).toBeNull();
    expect(toasts(store)).toEqual([['success', 'Logout successfully']]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a failed logout call still clears the session locally', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, onClose } = renderSignedIn(jest.fn().mockRejectedValue(httpError(500, 'Server Error')));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(store.auth.isLoggedIn).toBe(false);
    expect(toasts(store)).toEqual([['success', 'Logout successfully']]);
    jest.restoreAllMocks();
  });

  it('on Cancel closes and keeps the session', () => {
    const { store, onClose } = renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.auth.isLoggedIn).toBe(true);
    expect(toasts(store)).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
