import { Button, EmptyState, ErrorState, useStores, FormattedMessage, observer } from 'shared-sdk';
import { CheckoutForm } from './checkout-form';
import { CheckoutPageFrame, CheckoutSkeleton, GuestNotice, OrderPlacedNotice, RedirectingNotice } from './checkout-layout';
import { CheckoutShopGroups } from './checkout-lines';
import { useAddresses } from './delivery-address';
import { OrderConfirmDialog } from './order-confirm-dialog';
import { useCheckoutLoad } from './use-checkout-load';
import { usePlaceOrder } from './use-place-order';

/**
 * '/checkout': the selected shops' lines, delivery address, voucher, payment method, note
 * and summary, and Place Order. Needs a signed-in shopper and at least one selected shop.
 */
export default observer(function CheckoutPage() {
  const { auth, basket, checkout, ui } = useStores();
  const signedIn = auth.isLoggedIn;
  const hasSelection = basket.selectedShopIds.length > 0;
  const load = useCheckoutLoad(checkout.fetchCheckout, signedIn);
  const addressesReady = useAddresses(signedIn && hasSelection);
  const order = usePlaceOrder();

  let content;
  if (!signedIn) {
    content = <GuestNotice />;
  } else if (order.redirecting) {
    content = <RedirectingNotice />;
  } else if (order.placed) {
    content = <OrderPlacedNotice />;
  } else if (!hasSelection) {
    content = (
      <EmptyState
        title={<FormattedMessage id="cart.checkout.nothingSelectedTitle" defaultMessage="No shop selected" />}
        message={
          <FormattedMessage
            id="cart.checkout.nothingSelected"
            defaultMessage="Choose the shops whose items you want to order in your cart."
          />
        }
        action={
          <Button onClick={() => ui.open('cartDrawer')} aria-haspopup="dialog">
            <FormattedMessage id="cart.checkout.openCart" defaultMessage="Open Cart" />
          </Button>
        }
      />
    );
  } else if (checkout.checkoutProducts.length === 0) {
    content = load.status === 'failed' ? <ErrorState onRetry={load.retry} /> : <CheckoutSkeleton />;
  } else {
    content = (
      <CheckoutForm
        items={<CheckoutShopGroups groups={checkout.checkoutProducts} />}
        summary={checkout}
        addressesReady={addressesReady}
        order={order}
      />
    );
  }

  return (
    <CheckoutPageFrame route="checkout">
      {content}
      <OrderConfirmDialog />
    </CheckoutPageFrame>
  );
});
