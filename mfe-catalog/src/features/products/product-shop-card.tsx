import {
  Icon,
  RatingStars,
  UserText,
  linkTo,
  useFormatMoney,
  useStores,
  type ProductShop,
  Link,
  FormattedMessage,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { Picture } from '../../components/picture';

/** Who sells the product (multi-vendor only) and how it is delivered: estimated time and delivery charge. */
export const ProductShopCard = observer(function ProductShopCard({ shop }: { shop: ProductShop }) {
  const { settings } = useStores();
  const format = useFormatMoney();
  const charge = Number(shop.delivery_charge);
  return (
    <Card>
      {settings.multiVendor && (
        <ShopRow>
          <Picture src={shop.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
          <div>
            <Muted>
              <FormattedMessage id="product.soldBy" defaultMessage="Sold by" />
            </Muted>
            <Link to={linkTo('shopDetails', { id: shop.id })}>
              <UserText>{shop.name}</UserText>
            </Link>
            <RatingStars rating={shop.rating} size={13} showValue />
          </div>
        </ShopRow>
      )}
      <Facts>
        <li>
          <Icon name="clock" size={18} />
          <span>
            <FormattedMessage id="product.deliveryTime" defaultMessage="Estimated delivery" />:{' '}
            <strong dir="auto">{shop.estimated_delivery_time}</strong>
          </span>
        </li>
        <li>
          <Icon name="truck" size={18} />
          <span>
            <FormattedMessage id="product.deliveryCharge" defaultMessage="Delivery charge" />:{' '}
            <strong>
              {charge > 0 ? <bdi>{format(charge)}</bdi> : <FormattedMessage id="product.freeDelivery" defaultMessage="Free" />}
            </strong>
          </span>
        </li>
      </Facts>
    </Card>
  );
});

const Card = styled.aside`
  ${flexColumn('14px')}
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const ShopRow = styled.div`
  ${flexRow('12px', { align: 'center' })}

  img {
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }

  div {
    ${flexColumn('2px')}
  }

  a {
    color: inherit;
    font-weight: 700;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
`;

const Facts = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    ${flexRow('8px', { align: 'center' })}
  }

  .sf-icon {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
