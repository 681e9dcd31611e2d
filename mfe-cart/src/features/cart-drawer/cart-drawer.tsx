import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  EmptyState,
  SkeletonRegion,
  linkTo,
  useStores,
  type CartProduct,
  type ModalProps,
  Link,
  useNavigate,
  FormattedMessage,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { CartLineSkeleton } from '../../components/cart-line';
import { CartShopGroupSection } from '../../components/cart-shop-group';
import { CartSummary } from '../../components/cart-summary';
import { useFocusRescue } from '../../components/cart-focus-rescue';
import { CartIcon } from '../../components/cart-icon';

/**
 * The cart drawer (docs/product.md#cart-browser-and-server), docked to the inline end. Its opening refreshes the basket
 * and the checkout summary (CheckoutStore.refreshForDrawer). The basket is grouped by shop; the shopper picks which shops go to
 * checkout (multi-vendor only), changes quantities, removes lines, opens a shop's vouchers and
 * proceeds to checkout. Every rule (toasts, selection, refetching the summary) is the cart store's.
 */
const CartDrawer = observer(function CartDrawer({ onClose }: ModalProps) {
  const { basket, checkout, settings, ui } = useStores();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    // Checkout products are fetched when the drawer opens: opened through the ui store (the
    // header's button, a toast's 'View In Cart'), the opening has asked already; shown on its
    // own (a remote's harness, a test), the drawer asks.
    if (!ui.isCartDrawerOpen) void checkout.refreshForDrawer();
  }, [checkout, ui]);

  useFocusRescue(rootRef, busy || checkout.isLoadingCheckout || basket.isLoadingCart);

  /** One change at a time: the server answers each with the whole basket. */
  const run = async (task: () => Promise<unknown>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** The stepper's buttons move by one; a typed quantity becomes that many single steps, stopping at a refusal. */
  const changeQuantity = (line: CartProduct, quantity: number) => void run(() => basket.changeQuantity(line, quantity));

  const remove = (line: CartProduct) => void run(() => basket.delete(line));

  const proceed = () => {
    if (!checkout.canProceedToCheckout()) return;
    onClose();
    navigate(linkTo('checkout'));
  };

  const groups = basket.products.filter((group) => group.products.length > 0);
  const shopIds = groups.map((group) => group.shop_id);
  const selectedCount = shopIds.filter((id) => basket.isShopSelected(id)).length;
  // Totals of no shop would read $0.00 beside a full basket: until a shop is ticked, the words say what to do instead.
  const nothingSelected = settings.multiVendor && selectedCount === 0;
  const title = <FormattedMessage id="cart.drawer.title" defaultMessage="Shopping Cart" />;

  if (groups.length === 0) {
    return (
      <Dialog title={title} onClose={onClose} placement="end">
        <div ref={rootRef}>
          {basket.isLoadingCart ? (
            <SkeletonRegion>
              <SkeletonList>
                <CartLineSkeleton />
                <CartLineSkeleton />
              </SkeletonList>
            </SkeletonRegion>
          ) : (
            <EmptyState
              headingLevel={3}
              icon={<CartIcon name="bag" size={48} />}
              title={<FormattedMessage id="cart.drawer.empty" defaultMessage="Cart is empty" />}
              action={
                <ShopLink to={linkTo('products')} onClick={onClose}>
                  <FormattedMessage id="cart.drawer.continueShopping" defaultMessage="Continue shopping" />
                </ShopLink>
              }
            />
          )}
        </div>
      </Dialog>
    );
  }

  const lineBusy = busy || basket.isLoadingCart;
  return (
    <Dialog title={title} onClose={onClose} placement="end">
      <Content ref={rootRef}>
        <Toolbar>
          {settings.multiVendor ? (
            <SelectAll>
              <input
                type="checkbox"
                checked={selectedCount === shopIds.length}
                ref={(input) => {
                  if (input) input.indeterminate = selectedCount > 0 && selectedCount < shopIds.length;
                }}
                disabled={checkout.isLoadingCheckout}
                onChange={(event) => void basket.selectAllShops(event.target.checked)}
              />
              <FormattedMessage id="cart.drawer.selectAll" defaultMessage="Select all" />
            </SelectAll>
          ) : (
            <span />
          )}
          <Count>
            <FormattedMessage
              id="cart.items"
              defaultMessage="{count, plural, one {# Item} other {# Items}}"
              values={{ count: basket.count }}
            />
          </Count>
        </Toolbar>
        <Groups aria-busy={lineBusy || undefined}>
          {groups.map((group) => (
            <CartShopGroupSection
              key={group.shop_id}
              group={group}
              busy={lineBusy}
              onQuantity={changeQuantity}
              onRemove={remove}
              onNavigate={onClose}
            />
          ))}
        </Groups>
        <Footer>
          {nothingSelected ? (
            <Hint>
              <FormattedMessage id="cart.drawer.selectHint" defaultMessage="Select the shops you want to check out." />
            </Hint>
          ) : (
            <CartSummary />
          )}
          <Proceed onClick={proceed} disabled={busy}>
            <FormattedMessage id="cart.drawer.proceed" defaultMessage="Proceed to checkout" />
          </Proceed>
        </Footer>
      </Content>
    </Dialog>
  );
});

export default CartDrawer;

const Content = styled.div`
  ${flexColumn('12px')}
  min-block-size: 100%;
`;

const Toolbar = styled.div`
  ${flexRow('12px', { align: 'center', justify: 'space-between' })}
`;

const SelectAll = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-block-size: 32px;
  font-weight: 600;
  cursor: pointer;

  input {
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Groups = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 12px;
`;

// Stays in view at the foot of the drawer while the lines scroll (the dialog's panel scrolls).
const Footer = styled.div`
  position: sticky;
  inset-block-end: 0;
  ${flexColumn('10px')}
  margin-inline: -1.25rem;
  margin-block-end: -1rem;
  padding-block: 12px 16px;
  padding-inline: 1.25rem;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -8px 16px rgb(15 23 42 / 0.06);
`;

// In the summary's place: as plain to read as the totals it stands for.
const Hint = styled.p`
  margin: 0;
  padding-block: 8px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
  font-weight: 600;
`;

const Proceed = styled(Button)`
  inline-size: 100%;
  min-block-size: 46px;
`;

const SkeletonList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ShopLink = styled(Link)`
  display: inline-block;
  margin-block-start: 8px;
  padding-block: 0.5rem;
  padding-inline: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;
