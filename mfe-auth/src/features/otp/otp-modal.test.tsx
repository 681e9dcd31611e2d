import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import OtpModal from './otp-modal';
import { httpError, renderPage } from 'shared-sdk/testing';
import { authTestStore, toasts } from '../../test-support/auth-store';

function setup(
  verifyOtp = jest.fn().mockResolvedValue({ message: 'Phone verified.' }),
  sendOtp = jest.fn().mockResolvedValue({ message: 'Code sent.', email_or_phone: '***' }),
) {
  const store = authTestStore({ auth: { verifyOtp, sendOtp } });
  store.auth.setSession('tok', { name: 'New', phone: '07701234567', phone_code: '964' } as never);
  const onClose = jest.fn();
  renderPage(<OtpModal onClose={onClose} />, { store });
  return { store, onClose, verifyOtp, sendOtp };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });

describe('OtpModal', () => {
  afterEach(() => jest.useRealTimers());

  it('says where the code went: the phone, or the e-mail when register_otp_type is email', () => {
    setup();
    expect(screen.getByText('07701234567')).toBeInTheDocument();
    cleanup();
    const store = authTestStore();
    runInAction(() => (store.settings.register_otp_type = 'email'));
    store.auth.setSession('tok', { name: 'New', phone: '07701234567', email: 'new@shop.test' } as never);
    renderPage(<OtpModal onClose={jest.fn()} />, { store });
    expect(screen.getByText('new@shop.test')).toBeInTheDocument();
  });

  it('has exactly four single-character boxes that advance on entry and move back on Backspace when empty', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(box(1)).toHaveAttribute('maxLength', '1');
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '1' } });
    expect(box(2)).toHaveFocus();
    fireEvent.change(box(2), { target: { value: 'x' } });
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveValue('1');
  });

  it('verifies the joined code as a registration code, toasts the message and closes', async () => {
    const { verifyOtp, onClose, store } = setup();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    ['4', '3', '2', '1'].forEach((d, i) => fireEvent.change(box(i + 1), { target: { value: d } }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(verifyOtp).toHaveBeenCalledWith({ phone: '07701234567', otp: '4321', forgot_password: 0 });
    expect(toasts(store)[0]).toMatchObject({ type: 'success', message: 'Phone verified.', position: 'bottom-left' });
  });

  it('toasts a failed check bottom-left and stays open', async () => {
    const { onClose, store } = setup(jest.fn().mockRejectedValue(httpError(422, 'The code is invalid.')));
    ['1', '1', '1', '1'].forEach((d, i) => fireEvent.change(box(i + 1), { target: { value: d } }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toasts(store)).toHaveLength(1));
    expect(toasts(store)[0]).toMatchObject({ type: 'error', message: 'The code is invalid.', position: 'bottom-left' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts down 60 seconds, then offers Resend, which sends again and restarts', async () => {
    jest.useFakeTimers();
    const { sendOtp } = setup();
    expect(screen.getByText('Resend code in 60 seconds')).toBeInTheDocument();
    for (let i = 0; i < 59; i++) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Resend code in 1 second')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    });
    expect(sendOtp).toHaveBeenCalledWith({ phone: '07701234567', phone_code: '964', forgot_password: null });
    expect(screen.getByText('Resend code in 60 seconds')).toBeInTheDocument();
  });
});
