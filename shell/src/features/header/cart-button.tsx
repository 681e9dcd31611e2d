import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Icon, VisuallyHidden, useStores } from 'shared-sdk';
import { CountBadge } from '../../components/count-badge';
import { IconAction } from './header-styles';

/** The cart icon: its count comes from the cart store; it opens and closes the cart drawer. */
export const CartButton = observer(function CartButton() {
  const { basket, ui } = useStores();
  const intl = useIntl();
  return (
    <IconAction type="button" onPointerDown={ui.readyCartDrawer} onClick={ui.toggleCartDrawer} aria-expanded={ui.isCartDrawerOpen}>
      <Icon name="cart" />
      {/* The name is the label then the badge's count ('Cart 3'): what is seen is what is heard. */}
      <VisuallyHidden>{intl.formatMessage({ id: 'header.cart', defaultMessage: 'Cart' })} </VisuallyHidden>
      <CountBadge data-testid="header-cart-count">{basket.count}</CountBadge>
    </IconAction>
  );
});
