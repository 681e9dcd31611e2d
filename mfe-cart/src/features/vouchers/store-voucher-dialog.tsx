import { FormattedMessage } from 'react-intl';
import { ComingSoon, Dialog, type ModalProps } from 'shared-sdk';

/**
 * The store-voucher dialog (spec 2, 4) for `ui.voucherShopId`. Listing and collecting vouchers come
 * with the voucher issue.
 */
export default function StoreVoucherDialog({ onClose }: ModalProps) {
  return (
    <Dialog
      title={<FormattedMessage id="cart.storeVoucher.title" defaultMessage="Store Vouchers" />}
      onClose={onClose}
    >
      <ComingSoon />
    </Dialog>
  );
}
