import { useState } from 'react';
import { Button, Dialog, useStores, type ModalProps, FormattedMessage, useIntl } from 'shared-sdk';

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
    <Dialog
      title={<FormattedMessage id="auth.logout.title" defaultMessage="Log Out" />}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
          <Button onClick={confirm} disabled={sending}>
            <FormattedMessage id="common.yes" defaultMessage="Yes" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage id="auth.logout.confirmation" defaultMessage="Logout Confirmation" />
      </p>
    </Dialog>
  );
}
