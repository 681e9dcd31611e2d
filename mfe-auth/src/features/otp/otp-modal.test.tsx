import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { RootStore } from 'shared-sdk';
import OtpModal from './otp-modal';
import { httpError, renderPage, switchLocale } from 'shared-sdk/testing';
import { authTestStore, toasts } from '../../test-support/auth-store';

function setup(
  verifyOtp = jest.fn().mockResolvedValue({ message: 'Phone verified.' }),
  sendOtp = jest.fn().mockResolvedValue({ message: 'Code sent.', email_or_phone: '***' }),
  before?: (store: RootStore) => void,
) {
  const store = authTestStore({ auth: { verifyOtp, sendOtp } });
  before?.(store);
  store.auth.setSession('tok', { name: 'New', phone: '07701234567', phone_code: '964' } as never);
  const onClose = jest.fn();
  renderPage(<OtpModal onClose={onClose} />, { store });
  return { store, onClose, verifyOtp, sendOtp };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const digits = () => screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value);

/**
 * One key typed as a browser types it (fireEvent.change would skip the browser's rules): the key
 * goes down, and unless a handler prevents it, the character replaces the selection or goes in at
 * the caret, and is refused when the box would exceed its maxLength.
 */
function typeKey(input: HTMLElement, char: string) {
  const el = input as HTMLInputElement;
  if (!fireEvent.keyDown(el, { key: char })) return;
  const start = el.selectionStart ?? el.value.length;
  const end = el.selectionEnd ?? start;
  const next = el.value.slice(0, start) + char + el.value.slice(end);
  if (el.maxLength >= 0 && next.length > el.maxLength) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, next);
  el.setSelectionRange(start + 1, start + 1);
  fireEvent.input(el);
}

/** Backspace as a browser does it: the character before the caret (or the selection) goes, unless prevented. */
function backspace(input: HTMLElement) {
  const el = input as HTMLInputElement;
  if (!fireEvent.keyDown(el, { key: 'Backspace' })) return;
  const end = el.selectionEnd ?? el.value.length;
  const start = el.selectionStart === end ? Math.max(0, end - 1) : (el.selectionStart ?? 0);
  if (start === end) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, el.value.slice(0, start) + el.value.slice(end));
  fireEvent.input(el);
}

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

  describe('typing over a filled box', () => {
    it('replaces its digit and moves to the next box, wherever the caret is in it', () => {
      setup();
      box(1).focus();
      ['1', '2', '3', '4'].forEach((d) => typeKey(document.activeElement as HTMLElement, d));
      expect(digits()).toEqual(['1', '2', '3', '4']);

      // Clicked after the digit.
      box(2).focus();
      (box(2) as HTMLInputElement).setSelectionRange(1, 1);
      typeKey(box(2), '7');
      expect(digits()).toEqual(['1', '7', '3', '4']);
      expect(box(3)).toHaveFocus();

      // Clicked before the digit.
      box(1).focus();
      (box(1) as HTMLInputElement).setSelectionRange(0, 0);
      typeKey(box(1), '5');
      expect(digits()).toEqual(['5', '7', '3', '4']);
      expect(box(2)).toHaveFocus();

      // Reached by focus (Tab, or the previous box advancing): the digit is selected.
      typeKey(box(2), '8');
      expect(digits()).toEqual(['5', '8', '3', '4']);
      expect(box(3)).toHaveFocus();

      // The same digit again still moves on; the last box keeps the focus.
      typeKey(box(3), '3');
      expect(box(4)).toHaveFocus();
      (box(4) as HTMLInputElement).setSelectionRange(1, 1);
      typeKey(box(4), '9');
      expect(digits()).toEqual(['5', '8', '3', '9']);
      expect(box(4)).toHaveFocus();
    });

    it('ignores a letter typed into a filled box', () => {
      setup();
      box(1).focus();
      typeKey(box(1), '6');
      box(1).focus();
      (box(1) as HTMLInputElement).setSelectionRange(1, 1);
      typeKey(box(1), 'a');
      expect(digits()).toEqual(['6', '', '', '']);
    });

    it('verifies the corrected code', async () => {
      const { verifyOtp, onClose } = setup();
      box(1).focus();
      ['1', '2', '3', '4'].forEach((d) => typeKey(document.activeElement as HTMLElement, d));
      box(3).focus();
      (box(3) as HTMLInputElement).setSelectionRange(1, 1);
      typeKey(box(3), '0');
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(verifyOtp).toHaveBeenCalledWith({ phone: '07701234567', otp: '1204', forgot_password: 0 });
    });
  });

  it('fills the boxes from the first with a pasted code, then Backspace clears a box and moves back from an empty one', () => {
    setup();
    box(2).focus();
    fireEvent.paste(box(2), { clipboardData: { getData: () => '12 34' } });
    expect(digits()).toEqual(['1', '2', '3', '4']);
    expect(box(4)).toHaveFocus();
    (box(4) as HTMLInputElement).setSelectionRange(1, 1);
    backspace(box(4));
    expect(digits()).toEqual(['1', '2', '3', '']);
    expect(box(4)).toHaveFocus();
    backspace(box(4));
    expect(box(3)).toHaveFocus();
    expect(digits()).toEqual(['1', '2', '3', '']);
  });

  it('fills every box when the whole code arrives in the first at once (one-time-code autofill)', () => {
    setup();
    fireEvent.change(box(1), { target: { value: '9876' } });
    expect(digits()).toEqual(['9', '8', '7', '6']);
    expect(box(4)).toHaveFocus();
  });

  it('moves between the boxes with the arrow keys, left to right in Arabic too', () => {
    setup(undefined, undefined, (store) =>
      switchLocale(store, 'ar', 'rtl', {
        'auth.otp.title': 'التحقق من الرمز',
        'auth.otp.code': 'رمز التحقق',
        'otp.digit': 'الرقم {index} من {count}',
      }),
    );
    const arabicBox = (n: number) => screen.getByRole('textbox', { name: `الرقم ${n} من 4` });
    expect(within(screen.getByRole('dialog', { name: 'التحقق من الرمز' })).getByRole('group', { name: 'رمز التحقق' })).toBeInTheDocument();
    expect(arabicBox(1)).toHaveFocus();
    fireEvent.keyDown(arabicBox(1), { key: 'ArrowRight' });
    expect(arabicBox(2)).toHaveFocus();
    fireEvent.keyDown(arabicBox(2), { key: 'ArrowRight' });
    expect(arabicBox(3)).toHaveFocus();
    fireEvent.keyDown(arabicBox(3), { key: 'ArrowLeft' });
    expect(arabicBox(2)).toHaveFocus();
    typeKey(arabicBox(2), '4');
    expect(arabicBox(3)).toHaveFocus();
    arabicBox(2).focus();
    (arabicBox(2) as HTMLInputElement).setSelectionRange(1, 1);
    typeKey(arabicBox(2), '5');
    expect(digits()).toEqual(['', '5', '', '']);
    expect(arabicBox(3)).toHaveFocus();
    arabicBox(1).focus();
    fireEvent.keyDown(arabicBox(1), { key: 'ArrowLeft' });
    expect(arabicBox(1)).toHaveFocus();
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
