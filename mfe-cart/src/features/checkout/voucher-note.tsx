import { useFormatMoney, type CheckoutVoucher, FormattedMessage } from 'shared-sdk';

/**
 * What a collected voucher does for this checkout, in the shopper's words: its saving, or why it
 * does not apply (the server answers a reason code, and for a minimum spend the amount still needed).
 * Amounts are isolated, so '$5.00' keeps its order inside Arabic text.
 */
export function VoucherNote({ voucher }: { voucher: CheckoutVoucher }) {
  const money = useFormatMoney();
  switch (voucher.reason) {
    case null:
      return (
        <FormattedMessage
          id="cart.checkout.voucherSaves"
          defaultMessage="Save {amount}"
          values={{ amount: <bdi key="a">{money(voucher.saving)}</bdi> }}
        />
      );
    case 'min_spend':
      return (
        <FormattedMessage
          id="cart.checkout.voucherMinSpend"
          defaultMessage="Spend {amount} more to use this voucher"
          values={{ amount: <bdi key="a">{money(voucher.amount_needed ?? 0)}</bdi> }}
        />
      );
    case 'expired':
      return <FormattedMessage id="cart.checkout.voucherExpired" defaultMessage="Expired" />;
    case 'not_started':
      return <FormattedMessage id="cart.checkout.voucherNotStarted" defaultMessage="Not active yet" />;
    case 'used':
      return <FormattedMessage id="cart.checkout.voucherUsed" defaultMessage="Already used" />;
    case 'used_up':
      return <FormattedMessage id="cart.checkout.voucherUsedUp" defaultMessage="No longer available" />;
    default:
      return <FormattedMessage id="cart.checkout.voucherUnavailable" defaultMessage="Not available" />;
  }
}
