import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon, linkTo, useLocation, useStores } from 'shared-sdk';
import styled from 'styled-components';

/**
 * The fixed tab at the inline end of large screens: the cart count, opening the cart drawer.
 * Drawn from the cart store, so mfe-cart loads only when the drawer opens; hidden on checkout.
 * `renderedCount` is the count the server wrote: on a page of islands the tab wakes when it is first
 * seen (docs/islands.md), by when the shopper's stored basket may have changed the count, so its
 * hydration shows the server's count and the next render the basket's.
 */
export const CartSideTab = observer(function CartSideTab({ renderedCount }: { renderedCount: number }) {
  const { basket, ui } = useStores();
  const { pathname } = useLocation();
  const subscribe = useCallback((changed: () => void) => reaction(() => basket.count, changed), [basket]);
  const count = useSyncExternalStore(
    subscribe,
    () => basket.count,
    () => renderedCount,
  );
  if (pathname === linkTo('checkout')) return null;
  return (
    <Tab
      type="button"
      onPointerDown={ui.readyCartDrawer}
      onClick={ui.toggleCartDrawer}
      aria-expanded={ui.isCartDrawerOpen}
      data-testid="cart-side-tab"
    >
      <Icon name="cart" />
      <span>
        <FormattedMessage id="cart.items" defaultMessage="{count, plural, one {# Item} other {# Items}}" values={{ count }} />
      </span>
    </Tab>
  );
});

/** The content column's 1280 px plus room for the tab on either side. */
const TAB_MIN_VIEWPORT = 1280 + 2 * 64;

const Tab = styled.button`
  position: fixed;
  inset-inline-end: 0;
  inset-block-start: 50%;
  z-index: 20;
  display: none;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 10px 8px;
  border: 0;
  border-start-start-radius: ${({ theme }) => theme.radius};
  border-end-start-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font: inherit;
  font-size: 0.8rem;
  font-weight: 600;
  cursor: pointer;
  box-shadow: 0 6px 18px rgb(15 23 42 / 0.2);
  translate: 0 -50%;

  /* Only where the content column (1280 px) leaves room beside it: narrower, it would cover the
     content's inline-end edge (prices, badges, buttons). The header's cart button is always there. */
  @media (min-width: ${TAB_MIN_VIEWPORT}px) {
    display: flex;
  }
`;
