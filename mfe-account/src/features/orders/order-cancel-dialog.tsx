import { Button, Dialog, FormattedMessage } from 'shared-sdk';

export interface OrderCancelDialogProps {
  orderCode: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The order-cancel confirmation: cancelling cannot be undone, so it is asked once more. */
export function OrderCancelDialog({ orderCode, busy, onConfirm, onClose }: OrderCancelDialogProps) {
  return (
    <Dialog
      title={<FormattedMessage id="account.orders.cancelTitle" defaultMessage="Cancel order" />}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            <FormattedMessage id="account.orders.keepOrder" defaultMessage="Keep order" />
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            <FormattedMessage id="account.orders.confirmCancel" defaultMessage="Yes, cancel order" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage
          id="account.orders.cancelQuestion"
          defaultMessage="Do you want to cancel order #{code}? This cannot be undone."
          values={{ code: orderCode }}
        />
      </p>
    </Dialog>
  );
}
