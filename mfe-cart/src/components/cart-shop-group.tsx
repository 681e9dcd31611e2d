import {
  RatingStars,
  linkTo,
  useStores,
  type CartProduct,
  type CartShopGroup,
  Link,
  FormattedMessage,
  useIntl,
  observer,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { CartLine } from './cart-line';
import { CartIcon } from './cart-icon';
import { headingLinkStyles } from './heading-link-styles';

export interface CartShopGroupProps {
  group: CartShopGroup;
  /** A line change is in flight: the lines' controls wait. */
  busy: boolean;
  onQuantity: (line: CartProduct, quantity: number) => void;
  onRemove: (line: CartProduct) => void;
  /** A link inside the drawer was followed: the drawer closes. */
  onNavigate: () => void;
}

/**
 * One shop's part of the basket: 'select this shop' (multi-vendor only; a single-vendor store
 * selects its shop itself), the shop's name linking to its page, its rating, its vouchers, and its lines.
 */
export const CartShopGroupSection = observer(function CartShopGroupSection({
  group,
  busy,
  onQuantity,
  onRemove,
  onNavigate,
}: CartShopGroupProps) {
  const intl = useIntl();
  const { basket, checkout, settings, ui } = useStores();
  const selected = basket.isShopSelected(group.shop_id);
  return (
    <Section data-testid="cart-shop-group" aria-labelledby={`cart-shop-${group.shop_id}`} $selected={settings.multiVendor && selected}>
      <Head>
        {settings.multiVendor && (
          <Check
            type="checkbox"
            checked={selected}
            disabled={checkout.isLoadingCheckout}
            onChange={() => void basket.toggleShop(group.shop_id)}
            aria-label={intl.formatMessage({ id: 'cart.drawer.selectShop', defaultMessage: 'Select {shop}' }, { shop: group.shop_name })}
          />
        )}
        <ShopInfo>
          <ShopName id={`cart-shop-${group.shop_id}`}>
            <Link to={linkTo('shopDetails', { id: group.shop_id })} onClick={onNavigate}>
              <bdi>{group.shop_name}</bdi>
            </Link>
          </ShopName>
          <RatingStars rating={group.shop_rating} size={12} showValue />
        </ShopInfo>
        <VoucherButton
          type="button"
          onClick={() => ui.openStoreVoucher(group.shop_id)}
          aria-label={intl.formatMessage(
            { id: 'cart.drawer.shopVouchers', defaultMessage: 'Vouchers of {shop}' },
            { shop: group.shop_name },
          )}
        >
          <CartIcon name="ticket" size={16} />
          <FormattedMessage id="cart.drawer.vouchers" defaultMessage="Vouchers" />
        </VoucherButton>
      </Head>
      <Lines>
        {group.products.map((line) => (
          <CartLine key={line.id} line={line} disabled={busy} onQuantity={onQuantity} onRemove={onRemove} onNavigate={onNavigate} />
        ))}
      </Lines>
    </Section>
  );
});

const Section = styled.section<{ $selected: boolean }>`
  padding-block: 12px 0;
  padding-inline: 12px;
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colors.primaryScale[300] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  ${flexRow('10px', { align: 'center' })}
  padding-block-end: 10px;
`;

const Check = styled.input`
  flex: none;
  inline-size: 20px;
  block-size: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

const ShopInfo = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 0;
`;

const ShopName = styled.h3`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;

  ${headingLinkStyles}
`;

const VoucherButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 6px;
  min-block-size: 36px;
  padding-block: 4px;
  padding-inline: 10px;
  border: 1px solid ${({ theme }) => theme.colors.primaryScale[200]};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryScale[50]};
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryScale[100]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
