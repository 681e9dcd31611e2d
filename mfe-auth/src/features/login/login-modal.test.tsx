import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import LoginModal from './login-modal';
import { httpError, renderPage } from 'shared-sdk/testing';
import { authTestStore, toasts } from '../../test-support/auth-store';

const session = { access: { token: 'tok-1' }, user: { id: 1, name: 'Demo Customer' } };

describe('LoginModal', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is a dialog with labelled phone and password, prefilled with the demo shopper when local', () => {
    renderPage(<LoginModal onClose={jest.fn()} />, { store: authTestStore() });
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('01700000000');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
  });

  it('has no social buttons when no provider is active', () => {
    renderPage(<LoginModal onClose={jest.fn()} />, { store: authTestStore() });
    expect(screen.queryByText('Or continue with')).not.toBeInTheDocument();
  });

  it('starts empty outside the local environment', () => {
    renderPage(<LoginModal onClose={jest.fn()} />, { store: authTestStore({}, { app_environment: 'production' }) });
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('signs in, closes and says so top-right for 3 s', async () => {
    const login = jest.fn().mockResolvedValue(session);
    const store = authTestStore({ auth: { login } }, { app_environment: 'production' });
    const onClose = jest.fn();
    renderPage(<LoginModal onClose={onClose} />, { store });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01711111111' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pass1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(login).toHaveBeenCalledWith({ phone: '01711111111', password: 'pass1234' });
    expect(store.auth.token).toBe('tok-1');
    expect(toasts(store)).toEqual([
      { type: 'success', title: 'Login Successful', message: 'You have successfully logged in.', position: 'top-right', timeout: 3000 },
    ]);
  });

  it('shows the first server error under phone and password, linked to the fields, and toasts the message', async () => {
    const login = jest
      .fn()
      .mockRejectedValue(
        httpError(422, 'The given data was invalid.', { phone: ['The phone is not registered.', 'second'], password: ['Wrong password.'] }),
      );
    const store = authTestStore({ auth: { login } });
    const onClose = jest.fn();
    renderPage(<LoginModal onClose={onClose} />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The phone is not registered.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('The phone is not registered.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Wrong password.');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts(store)).toEqual([
      { type: 'error', title: undefined, message: 'The given data was invalid.', position: 'bottom-left', timeout: 5000 },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('toasts another failure bottom-left with the server message', async () => {
    const login = jest.fn().mockRejectedValue(httpError(429, 'Too many attempts.'));
    const store = authTestStore({ auth: { login } });
    renderPage(<LoginModal onClose={jest.fn()} />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toasts(store)).toHaveLength(1));
    expect(toasts(store)[0]).toMatchObject({ type: 'error', message: 'Too many attempts.', position: 'bottom-left' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to registration and forgot password', () => {
    const store = authTestStore();
    store.ui.openLogin();
    renderPage(<LoginModal onClose={jest.fn()} />, { store });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Forgot Password?' })));
    expect(store.ui.isOpen('forgotPassword')).toBe(true);
    expect(store.ui.isOpen('login')).toBe(false);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
    expect(store.ui.isOpen('register')).toBe(true);
  });
});
