import { ConfirmDialog, UserText, type ConfirmActions, FormattedMessage } from 'shared-sdk';

export interface WishlistRemoveDialogProps extends ConfirmActions {
  productName: string;
}

/** The favorite-remove modal: asks before a product leaves the wishlist. */
export function WishlistRemoveDialog({ productName, ...actions }: WishlistRemoveDialogProps) {
  return (
    <ConfirmDialog
      {...actions}
      title={<FormattedMessage id="account.wishlist.removeTitle" defaultMessage="Remove from wishlist" />}
      cancelLabel={<FormattedMessage id="common.cancel" defaultMessage="Cancel" />}
      confirmLabel={<FormattedMessage id="account.wishlist.confirmRemove" defaultMessage="Yes, remove" />}
    >
      <FormattedMessage
        id="account.wishlist.removeQuestion"
        defaultMessage="Do you want to remove {name} from your wishlist?"
        values={{
          name: (
            <strong>
              <UserText>{productName}</UserText>
            </strong>
          ),
        }}
      />
    </ConfirmDialog>
  );
}
