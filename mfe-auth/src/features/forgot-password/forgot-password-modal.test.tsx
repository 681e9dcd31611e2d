import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ForgotPasswordModal from './forgot-password-modal';
import { httpError, renderPage } from 'shared-sdk/testing';
import { authTestStore, toasts } from '../../test-support/auth-store';

interface Calls {
  sendOtp?: jest.Mock;
  verifyOtp?: jest.Mock;
  resetPassword?: jest.Mock;
}

async function setup(calls: Calls = {}, forgot_otp_type: 'email' | 'phone' = 'phone') {
  const auth = {
    sendOtp: calls.sendOtp ?? jest.fn().mockResolvedValue({ message: 'Code sent.', email_or_phone: '*******4567' }),
    verifyOtp: calls.verifyOtp ?? jest.fn().mockResolvedValue({ message: 'Verified.', token: 'reset-1' }),
    resetPassword: calls.resetPassword ?? jest.fn().mockResolvedValue('Password reset successfully.'),
  };
  const store = authTestStore(
    { auth, getCountries: jest.fn().mockResolvedValue([{ name: 'Iraq', names: ['Iraq'], phone_code: '964' }]) },
    { forgot_otp_type },
  );
  store.ui.openForgotPassword();
  renderPage(<ForgotPasswordModal onClose={jest.fn()} />, { store });
  await act(async () => undefined);
  return { store, ...auth };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const enterCode = (code: string) => code.split('').forEach((d, i) => fireEvent.change(box(i + 1), { target: { value: d } }));

async function toCodeStep() {
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '07701234567' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByRole('group', { name: 'Verification code' });
}

async function toPasswordStep() {
  await toCodeStep();
  enterCode('1234');
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByLabelText('New Password');
}

describe('ForgotPasswordModal', () => {
  it('step 1 requires the country and the phone', async () => {
    const { sendOtp } = await setup();
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear country' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['The country field is required', 'The phone field is required']);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('The phone field is required');
    expect(sendOtp).not.toHaveBeenCalled();
  });

  it('asks for an e-mail when forgot_otp_type is email', async () => {
    await setup({}, 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('sends the code, then shows four boxes and where it went', async () => {
    const { sendOtp, store } = await setup();
    await toCodeStep();
    expect(sendOtp).toHaveBeenCalledWith({ phone: '07701234567', phone_code: '964', forgot_password: 1 });
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByText(/\*{7}4567/)).toBeInTheDocument();
    expect(toasts(store)[0]).toMatchObject({ type: 'success', message: 'Code sent.', position: 'bottom-left' });
  });

  it('a failed send toasts the server message bottom-left and stays on step 1', async () => {
    const { store } = await setup({ sendOtp: jest.fn().mockRejectedValue(httpError(429, 'Too many codes.')) });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '07701234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(toasts(store)).toHaveLength(1));
    expect(toasts(store)[0]).toMatchObject({ type: 'error', message: 'Too many codes.', position: 'bottom-left' });
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  });

  it('a failed check toasts bottom-left and stays on step 2', async () => {
    const { store } = await setup({ verifyOtp: jest.fn().mockRejectedValue(httpError(422, 'The code is invalid.')) });
    await toCodeStep();
    enterCode('9999');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toasts(store).map((t) => t.message)).toContain('The code is invalid.'));
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('verifies the code as a forgot-password code, and resets the password with the token', async () => {
    const { verifyOtp, resetPassword, store } = await setup();
    await toPasswordStep();
    expect(verifyOtp).toHaveBeenCalledWith({ phone: '07701234567', otp: '1234', forgot_password: 1 });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'newpass2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm Password does not match.');
    expect(resetPassword).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(store.ui.isOpen('login')).toBe(true));
    expect(resetPassword).toHaveBeenCalledWith({ password: 'newpass1', password_confirmation: 'newpass1', token: 'reset-1' });
    expect(store.ui.isOpen('forgotPassword')).toBe(false);
    expect(toasts(store).at(-1)).toMatchObject({ type: 'success', message: 'Password reset successfully.', position: 'bottom-left' });
  });

  it('a failed reset keeps the field errors and toasts the message', async () => {
    const resetPassword = jest
      .fn()
      .mockRejectedValue(
        httpError(422, 'The password must be at least 6 characters.', { password: ['The password must be at least 6 characters.'] }),
      );
    const { store } = await setup({ resetPassword });
    await toPasswordStep();
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password must be at least 6 characters.');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('The password must be at least 6 characters.');
    expect(toasts(store).at(-1)).toMatchObject({ type: 'error', position: 'bottom-left' });
    expect(store.ui.isOpen('forgotPassword')).toBe(true);
  });
});

describe('ForgotPasswordModal focus', () => {
  it('moves focus into each new step', async () => {
    await setup();
    await toCodeStep();
    expect(box(1)).toHaveFocus();
    enterCode('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('New Password')).toHaveFocus();
  });
});
