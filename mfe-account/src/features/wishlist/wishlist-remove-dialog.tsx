import { Button, Dialog, UserText, FormattedMessage } from 'shared-sdk';

export interface WishlistRemoveDialogProps {
  productName: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The favorite-remove modal: asks before a product leaves the wishlist. */
export function WishlistRemoveDialog({ productName, busy, onConfirm, onClose }: WishlistRemoveDialogProps) {
  return (
    <Dialog
      title={<FormattedMessage id="account.wishlist.removeTitle" defaultMessage="Remove from wishlist" />}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            <FormattedMessage id="account.wishlist.confirmRemove" defaultMessage="Yes, remove" />
          </Button>
        </>
      }
    >
      <p>
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
      </p>
    </Dialog>
  );
}
