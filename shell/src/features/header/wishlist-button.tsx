import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Icon, Link, linkTo, useStores, VisuallyHidden } from 'shared-sdk';
import { CountBadge } from '../../components/count-badge';
import { IconAction } from './header-styles';

/** The wishlist icon opens registration for a guest and the wishlist page for a customer (docs/product.md#roles). */
export const WishlistButton = observer(function WishlistButton() {
  const { auth, ui } = useStores();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'header.wishlist', defaultMessage: 'Wishlist' });
  // The name is the label then the count the badge shows ('Wishlist 3'): what is seen is what is heard.
  const content = (
    <>
      <Icon name="heart" />
      <VisuallyHidden>{label} </VisuallyHidden>
      <CountBadge data-testid="header-wishlist-count">{auth.favoriteProducts}</CountBadge>
    </>
  );
  if (auth.isLoggedIn) {
    return (
      <IconAction as={Link} to={linkTo('wishlist')}>
        {content}
      </IconAction>
    );
  }
  return (
    <IconAction type="button" onClick={ui.openRegister}>
      {content}
    </IconAction>
  );
});
