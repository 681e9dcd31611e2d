import { FormattedMessage } from 'react-intl';
import { ComingSoon, Dialog, type ModalProps } from 'shared-sdk';

/** The login modal (spec 4, 5): phone and password, social sign-in. The form comes with the auth issue. */
export default function LoginModal({ onClose }: ModalProps) {
  return (
    <Dialog
      title={<FormattedMessage id="auth.login.title" defaultMessage="Login" />}
      onClose={onClose}
    >
      <ComingSoon />
    </Dialog>
  );
}
