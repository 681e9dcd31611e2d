import { EmptyState, ErrorState, linkTo, useStores, FormattedMessage, observer } from 'shared-sdk';
import { CheckoutForm } from './checkout-form';
import { ButtonLink, CheckoutPageFrame, CheckoutSkeleton, GuestNotice, OrderPlacedNotice, RedirectingNotice } from './checkout-layout';
import { CheckoutLines } from './checkout-lines';
import { useAddresses } from './delivery-address';
import { OrderConfirmDialog } from './order-confirm-dialog';
import { useCheckoutLoad } from './use-checkout-load';
import { usePlaceOrder } from './use-place-order';

/**
 * '/buynow': the line the product page's Buy Now saved (kept apart from the basket) with its
 * own totals, and the same address, voucher, payment, note and Place Order as checkout.
 */
export default observer(function BuyNowPage() {
  const { auth, checkout } = useStores();
  const signedIn = auth.isLoggedIn;
  const hasLine = checkout.buyNowShopId !== null;
  const load = useCheckoutLoad(checkout.fetchBuyNow, signedIn && hasLine);
  const addressesReady = useAddresses(signedIn && hasLine);
  const order = usePlaceOrder();
  const product = checkout.buyNowProduct;
  const summary = checkout.buyNowSummary;

  let content;
  if (!signedIn) {
    content = <GuestNotice />;
  } else if (order.redirecting) {
    content = <RedirectingNotice />;
  } else if (order.placed) {
    content = <OrderPlacedNotice />;
  } else if (hasLine && product && summary) {
    content = (
      <CheckoutForm buyNow items={<CheckoutLines products={[product]} />} summary={summary} addressesReady={addressesReady} order={order} />
    );
  } else if (hasLine && load.status === 'loading') {
    content = <CheckoutSkeleton />;
  } else if (hasLine && load.status === 'failed') {
    content = <ErrorState onRetry={load.retry} />;
  } else {
    content = (
      <EmptyState
        title={<FormattedMessage id="cart.buyNow.emptyTitle" defaultMessage="Nothing to buy now" />}
        message={
          <FormattedMessage id="cart.buyNow.emptyMessage" defaultMessage="Choose a product and press Buy Now to order it straight away." />
        }
        action={
          <ButtonLink to={linkTo('products')}>
            <FormattedMessage id="cart.buyNow.browseProducts" defaultMessage="Browse Products" />
          </ButtonLink>
        }
      />
    );
  }

  return (
    <CheckoutPageFrame route="buyNow">
      {content}
      <OrderConfirmDialog />
    </CheckoutPageFrame>
  );
});
