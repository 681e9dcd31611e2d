import { FormattedMessage } from 'react-intl';
import { ComingSoon, Dialog, type ModalProps } from 'shared-sdk';

/** Forgot password in three steps (spec 4). The steps come with the auth issue. */
export default function ForgotPasswordModal({ onClose }: ModalProps) {
  return (
    <Dialog
      title={<FormattedMessage id="auth.forgotPassword.title" defaultMessage="Forgot Password" />}
      onClose={onClose}
    >
      <ComingSoon />
    </Dialog>
  );
}
