import { useState } from 'react';
import { ConfirmDialog, useStores, type ModalProps, FormattedMessage, useIntl } from 'shared-sdk';

/** The logout confirmation (docs/product.md#modals): a title, the text, Cancel and Yes. */
export default function LogoutConfirmModal({ onClose }: ModalProps) {
  const { auth, ui } = useStores();
  const intl = useIntl();

  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    // GET /logout revokes the token on the server; a failed call still clears the session
    // locally (auth.logout never rejects).
    await auth.logout();
    ui.success(intl.formatMessage({ id: 'auth.logout.success', defaultMessage: 'Logout successfully' }));
    onClose();
  };

  return (
    <ConfirmDialog
      title={<FormattedMessage id="auth.logout.title" defaultMessage="Log Out" />}
      cancelLabel={<FormattedMessage id="common.cancel" defaultMessage="Cancel" />}
      confirmLabel={<FormattedMessage id="common.yes" defaultMessage="Yes" />}
      busy={sending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <FormattedMessage id="auth.logout.confirmation" defaultMessage="Logout Confirmation" />
    </ConfirmDialog>
  );
}
