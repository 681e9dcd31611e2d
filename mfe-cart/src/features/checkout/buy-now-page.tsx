import { EmptyState, linkTo, useQuery, useStores, FormattedMessage, observer } from 'shared-sdk';
import { cartQueries } from '../../data/queries';
import { CheckoutForm } from './checkout-form';
import { ButtonLink, CheckoutPageFrame } from './checkout-layout';
import { CheckoutLines } from './checkout-lines';
import { CheckoutView } from './checkout-view';
import { useAddresses } from './delivery-address';
import { OrderConfirmDialog } from './order-confirm-dialog';
import { usePlaceOrder } from './use-place-order';

/**
 * '/buynow': the line the product page's Buy Now saved (kept apart from the basket) with its
 * own totals, and the same address, voucher, payment, note and Place Order as checkout.
 */
export default observer(function BuyNowPage() {
  const stores = useStores();
  const { auth, checkout } = stores;
  const signedIn = auth.isLoggedIn;
  const hasLine = checkout.buyNowShopId !== null;
  const load = useQuery(cartQueries.buyNow(stores));
  const addressesReady = useAddresses(hasLine);
  const order = usePlaceOrder();
  const product = checkout.buyNowProduct;
  const summary = checkout.buyNowSummary;
  // Nothing to buy when no line was chosen, or when the server has none.
  const line = hasLine && product && summary ? { product, summary } : !hasLine || load.status === 'ready' ? null : undefined;

  return (
    <CheckoutPageFrame route="buyNow">
      <CheckoutView
        signedIn={signedIn}
        load={load}
        order={order}
        data={line}
        empty={
          <EmptyState
            title={<FormattedMessage id="cart.buyNow.emptyTitle" defaultMessage="Nothing to buy now" />}
            message={
              <FormattedMessage
                id="cart.buyNow.emptyMessage"
                defaultMessage="Choose a product and press Buy Now to order it straight away."
              />
            }
            action={
              <ButtonLink to={linkTo('products')}>
                <FormattedMessage id="cart.buyNow.browseProducts" defaultMessage="Browse Products" />
              </ButtonLink>
            }
          />
        }
      >
        {(loaded) => (
          <CheckoutForm
            buyNow
            items={<CheckoutLines products={[loaded.product]} buyNow />}
            summary={loaded.summary}
            addressesReady={addressesReady}
            order={order}
          />
        )}
      </CheckoutView>
      <OrderConfirmDialog />
    </CheckoutPageFrame>
  );
});
