import { ConfirmDialog, FormattedMessage, type ConfirmActions } from 'shared-sdk';

export interface OrderCancelDialogProps extends ConfirmActions {
  orderCode: string;
}

/** The order-cancel confirmation: cancelling cannot be undone, so it is asked once more. */
export function OrderCancelDialog({ orderCode, ...actions }: OrderCancelDialogProps) {
  return (
    <ConfirmDialog
      {...actions}
      title={<FormattedMessage id="account.orders.cancelTitle" defaultMessage="Cancel order" />}
      cancelLabel={<FormattedMessage id="account.orders.keepOrder" defaultMessage="Keep order" />}
      confirmLabel={<FormattedMessage id="account.orders.confirmCancel" defaultMessage="Yes, cancel order" />}
    >
      <FormattedMessage
        id="account.orders.cancelQuestion"
        defaultMessage="Do you want to cancel order #{code}? This cannot be undone."
        values={{ code: orderCode }}
      />
    </ConfirmDialog>
  );
}
