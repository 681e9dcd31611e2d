import { Button, EmptyState, useQuery, useStores, FormattedMessage, observer } from 'shared-sdk';
import { cartQueries } from '../../data/queries';
import { CheckoutForm } from './checkout-form';
import { CheckoutPageFrame } from './checkout-layout';
import { CheckoutShopGroups } from './checkout-lines';
import { CheckoutView } from './checkout-view';
import { useAddresses } from './delivery-address';
import { OrderConfirmDialog } from './order-confirm-dialog';
import { usePlaceOrder } from './use-place-order';

/**
 * '/checkout': the selected shops' lines, delivery address, voucher, payment method, note
 * and summary, and Place Order. Needs a signed-in shopper and at least one selected shop.
 */
export default observer(function CheckoutPage() {
  const stores = useStores();
  const { auth, basket, checkout, ui } = stores;
  const signedIn = auth.isLoggedIn;
  const hasSelection = basket.selectedShopIds.length > 0;
  const load = useQuery(cartQueries.checkout(stores));
  const addressesReady = useAddresses(hasSelection);
  const order = usePlaceOrder();
  // Nothing to check out without a selected shop.
  const groups = !hasSelection ? null : checkout.checkoutProducts.length > 0 ? checkout.checkoutProducts : undefined;

  return (
    <CheckoutPageFrame route="checkout">
      <CheckoutView
        signedIn={signedIn}
        load={load}
        order={order}
        data={groups}
        empty={
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
        }
      >
        {(loaded) => (
          <CheckoutForm items={<CheckoutShopGroups groups={loaded} />} summary={checkout} addressesReady={addressesReady} order={order} />
        )}
      </CheckoutView>
      <OrderConfirmDialog />
    </CheckoutPageFrame>
  );
});
