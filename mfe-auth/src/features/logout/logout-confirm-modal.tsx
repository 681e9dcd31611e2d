import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, useStores, type ModalProps } from 'shared-sdk';

/** The logout confirmation (spec 2, 5: logout needs confirmation): a title, the text, Cancel and Yes. */
export default function LogoutConfirmModal({ onClose }: ModalProps) {
  const { auth, ui } = useStores();
  const intl = useIntl();

  const confirm = () => {
    // The auth-API issue adds the GET /logout call (which revokes the token on the server) here.
    // Spec 8: a failed logout still clears the session locally, so its failure must not skip the rest.
    auth.clearSession();
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
          <Button onClick={confirm}>
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
