import { FormattedMessage } from 'react-intl';
import { ComingSoon, Dialog, type ModalProps } from 'shared-sdk';

/** The registration modal (spec 4, 5). The form comes with the auth issue. */
export default function RegisterModal({ onClose }: ModalProps) {
  return (
    <Dialog
      title={<FormattedMessage id="auth.register.title" defaultMessage="Registration" />}
      onClose={onClose}
    >
      <ComingSoon />
    </Dialog>
  );
}
