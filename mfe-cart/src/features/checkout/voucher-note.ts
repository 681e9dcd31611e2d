import type { CheckoutVoucher, IntlShape } from 'shared-sdk';

/**
 * What a collected voucher does for this checkout, in the shopper's words: its saving, or why it
 * does not apply (the server answers a reason code, and for a minimum spend the amount still needed).
 */
export function voucherNote(intl: IntlShape, voucher: CheckoutVoucher, money: (amount: number) => string): string {
  switch (voucher.reason) {
    case null:
      return intl.formatMessage({ id: 'cart.checkout.voucherSaves', defaultMessage: 'Save {amount}' }, { amount: money(voucher.saving) });
    case 'min_spend':
      return intl.formatMessage(
        { id: 'cart.checkout.voucherMinSpend', defaultMessage: 'Spend {amount} more to use this voucher' },
        { amount: money(voucher.amount_needed ?? 0) },
      );
    case 'expired':
      return intl.formatMessage({ id: 'cart.checkout.voucherExpired', defaultMessage: 'Expired' });
    case 'not_started':
      return intl.formatMessage({ id: 'cart.checkout.voucherNotStarted', defaultMessage: 'Not active yet' });
    case 'used':
      return intl.formatMessage({ id: 'cart.checkout.voucherUsed', defaultMessage: 'Already used' });
    case 'used_up':
      return intl.formatMessage({ id: 'cart.checkout.voucherUsedUp', defaultMessage: 'No longer available' });
    default:
      return intl.formatMessage({ id: 'cart.checkout.voucherUnavailable', defaultMessage: 'Not available' });
  }
}
