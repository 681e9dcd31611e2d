import { Island, RatingStars, Skeleton, SkeletonRegion, UserText, type ShopDetails, FormattedMessage, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { ShopProductCount } from '../../components/shop-product-count';
import { ShopStatus } from '../../components/shop-status';
import { Picture } from '../../components/picture';
import { island as vouchersIsland } from './shop-vouchers-island';

const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 360;
const LOGO_SIZE = 96;
/** How far the logo reaches up into the banner: half of it. Only the logo does; the text starts below. */
const LOGO_OVERLAP = LOGO_SIZE / 2;

/**
 * A shop's head: banner, logo, name (h1), rating, status, counts, its short description and the
 * button that opens its vouchers (an island: docs/islands.md).
 */
export function ShopHeader({ shop }: { shop: ShopDetails }) {
  return (
    <Head>
      <Banner src={shop.banner} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} loading="eager" fetchPriority="high" decoding="async" />
      <Identity>
        <Logo src={shop.logo} alt={shop.name} width={LOGO_SIZE} height={LOGO_SIZE} decoding="async" />
        <div>
          <h1>
            <UserText>{shop.name}</UserText>
          </h1>
          <Facts>
            <RatingStars rating={shop.rating} showValue count={shop.total_reviews} />
            <ShopStatus status={shop.shop_status} />
            <ShopProductCount count={shop.total_products} />
            <span>
              <FormattedMessage
                id="shop.categoryCount"
                defaultMessage="{count, plural, one {# category} other {# categories}}"
                values={{ count: shop.total_categories }}
              />
            </span>
          </Facts>
          {shop.short_description && <p dir="auto">{shop.short_description}</p>}
        </div>
        <Island of={vouchersIsland} props={{ shopId: shop.id }} wake="interaction" />
      </Identity>
    </Head>
  );
}

export function ShopHeaderSkeleton() {
  return (
    <SkeletonRegion>
      <Head aria-hidden="true">
        <Skeleton aspectRatio={BANNER_WIDTH / BANNER_HEIGHT} style={{ borderRadius: 8 }} />
        <Identity>
          <LogoSkeleton width={LOGO_SIZE} height={LOGO_SIZE} circle />
          <div style={{ display: 'grid', gap: 10, flex: 1 }}>
            <Skeleton width="40%" height={28} />
            <Skeleton width="60%" height={16} />
            <Skeleton width="80%" height={16} />
          </div>
        </Identity>
      </Head>
    </SkeletonRegion>
  );
}

const Head = styled.div`
  margin-block-end: 24px;
`;

const Banner = styled(Picture)`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: ${BANNER_WIDTH} / ${BANNER_HEIGHT};
  border-radius: ${({ theme }) => theme.radius};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;

/*
 * Logo, text and button on one row under the banner. Only the logo reaches up into the banner (its
 * own negative margin): the row's other items start below the banner's lower edge, however many
 * lines the name and the description take. Aligning the row's items to its end instead pushed a
 * long text block up over the banner.
 */
const Identity = styled.div`
  ${flexRow('16px', { align: 'flex-start' })}
  padding-inline: 20px;

  > div {
    flex: 1;
    min-inline-size: 0;
    padding-block-start: 12px;
  }

  h1 {
    margin: 0 0 6px;
    font-size: 1.6rem;
    line-height: 1.2;
  }

  p {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    flex-direction: column;
    gap: 12px;
    padding-inline: 8px;

    > div {
      padding-block-start: 0;
    }

    h1 {
      font-size: 1.3rem;
    }
  }
`;

const Logo = styled(Picture)`
  flex: none;
  margin-block-start: -${LOGO_OVERLAP}px;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  object-fit: cover;
  box-shadow: 0 4px 12px rgb(15 23 42 / 0.15);
`;

const Facts = styled.div`
  ${flexRow('6px 16px', { wrap: true, align: 'center' })}
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const LogoSkeleton = styled(Skeleton)`
  flex: none;
  margin-block-start: -${LOGO_OVERLAP}px;
`;
