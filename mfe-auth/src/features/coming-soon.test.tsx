import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { ModalProps } from 'shared-sdk';
import { TestProviders, createTestStore } from 'shared-sdk/harness';
import LoginModal from './login/login-modal';
import RegisterModal from './registration/register-modal';
import ForgotPasswordModal from './forgot-password/forgot-password-modal';
import OtpModal from './otp/otp-modal';

// Modals wired to their slots but not built yet; each leaves this table when its issue builds it.
const MODALS: [string, ComponentType<ModalProps>, string][] = [
  ['login', LoginModal, 'Login'],
  ['register', RegisterModal, 'Registration'],
  ['forgotPassword', ForgotPasswordModal, 'Forgot Password'],
  ['otp', OtpModal, 'OTP Verification'],
];

describe.each(MODALS)('the %s modal', (_id, Modal, title) => {
  it('is a dialog named by its title, in the coming state, closed by its close button', () => {
    const onClose = jest.fn();
    render(
      <TestProviders store={createTestStore()}>
        <Modal onClose={onClose} />
      </TestProviders>,
    );
    expect(screen.getByRole('dialog', { name: title })).toHaveTextContent('This page is coming soon.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
