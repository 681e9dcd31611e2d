import { useEffect, useState } from 'react';
import { useStores, type CheckoutVoucher } from 'shared-sdk';

/**
 * The shopper's collected vouchers of this checkout (or the buy-now line), priced by the server. Asked
 * again whenever the shops or the subtotal change, since both move what each saves; the previous
 * list stays meanwhile. null until the first answer. Call it from an observer.
 */
export function useCheckoutVouchers(buyNow: boolean): CheckoutVoucher[] | null {
  const { basket, checkout } = useStores();
  const shops = buyNow ? String(checkout.buyNowShopId) : basket.selectedShopIds.join();
  const subtotal = buyNow ? checkout.buyNowSummary?.total_amount : checkout.total_amount;
  const key = `${shops}|${subtotal ?? ''}`;
  const [vouchers, setVouchers] = useState<CheckoutVoucher[] | null>(null);
  useEffect(() => {
    let live = true;
    void checkout.checkoutVouchers({ buyNow }).then((answer) => {
      if (live) setVouchers(answer);
    });
    return () => {
      live = false;
    };
  }, [checkout, buyNow, key]);
  return vouchers;
}
