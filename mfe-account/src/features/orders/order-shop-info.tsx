import { UserText, linkTo, useStores, type OrderDetails, Link, observer, flexRow } from 'shared-sdk';
import styled from 'styled-components';

/** The shop the order is from, linked to its page when the store lists shops (multi-vendor). */
export const OrderShopInfo = observer(function OrderShopInfo({ order }: { order: OrderDetails }) {
  const { settings } = useStores();
  const shop = order.shop;
  if (!shop) return <Muted>—</Muted>;
  return (
    <Shop>
      {shop.logo && <img src={shop.logo} alt="" width={40} height={40} />}
      {settings.multiVendor ? (
        <Link to={linkTo('shopDetails', { id: shop.id })}>
          <UserText>{shop.name}</UserText>
        </Link>
      ) : (
        <strong>
          <UserText>{shop.name}</UserText>
        </strong>
      )}
    </Shop>
  );
});

const Shop = styled.div`
  ${flexRow('10px', { align: 'center' })}
  overflow-wrap: anywhere;

  img {
    flex: none;
    border-radius: 50%;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    color: ${({ theme }) => theme.colors.primaryScale[700]};
    font-weight: 600;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
