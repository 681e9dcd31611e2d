import {
  usePageTitle,
  Icon,
  Island,
  Container,
  ErrorState,
  RatingStars,
  Skeleton,
  SkeletonRegion,
  UserText,
  linkTo,
  type PageLoader,
  useQuery,
  Link,
  useParams,
  useStores,
  FormattedMessage,
  useIntl,
  observer,
  type ReviewsPage,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { island as countdownIsland } from '../../components/countdown-island';
import { NotFoundPage } from '../../components/not-found';
import { ProductGrid } from '../../components/product-grid';
import { island as reviewsIsland } from '../../components/reviews-island';
import { Section } from '../../components/section';
import { useCatalogApi } from '../../data/catalog-api';
import { optional, orNotFound, productGalleryImages, productMeta } from '../../data/page-meta';
import { catalogQueries } from '../../data/queries';
import { idParam } from '../../data/route-params';
import { CATALOG_BUILD } from '../../contract';
import { ProductDescription } from './product-description';
import { island as galleryIsland } from './product-gallery-island';
import { purchaseProduct } from './product-purchase';
import { island as purchaseIsland } from './product-purchase-island';
import { ProductShopCard } from './product-shop-card';

/**
 * '/products/:id/details': gallery, price with discount and option surcharges, sizes and
 * colours, unit, quantity, stock, the shop and its delivery terms, Add to cart, Buy now, wishlist,
 * the description, reviews with the histogram, related and popular products.
 *
 * A page of islands (docs/islands.md): the purchase box wakes at once, the gallery, the sale's
 * countdown and the reviews near the screen; the rest (the description, the shop, the cards of the
 * related and popular products) is static HTML.
 */
export default observer(function ProductDetailsPage() {
  const intl = useIntl();
  const productId = idParam(useParams().id);
  const api = useCatalogApi();
  const { queries } = useStores();
  const state = useQuery(
    productId === null ? { key: 'catalog:product:none', load: () => Promise.resolve(null) } : catalogQueries.productDetails(api, productId),
  );
  const product = state.status === 'ready' ? state.data?.product : undefined;
  const notFound =
    productId === null || (state.status === 'error' && state.failure.status === 404) || (state.status === 'ready' && !state.data);
  usePageTitle('productDetails', product?.name, notFound);

  if (notFound) return <NotFoundPage />;
  if (state.status === 'error') {
    return (
      <Container>
        <Wrap>
          <ErrorState message={state.failure.message} onRetry={state.retry} />
        </Wrap>
      </Container>
    );
  }
  if (state.status === 'loading' || !state.data) return <DetailsSkeleton />;
  const { product: details, related_products: related, popular_products: popular } = state.data;
  const reviewsTarget = { product_id: details.id };
  const firstReviews = queries.peek(catalogQueries.reviews(api, reviewsTarget, 1).key);

  return (
    <Container>
      <Wrap data-catalog-build={CATALOG_BUILD}>
        <Top>
          {/* Its thumbnails are all it does: it wakes when reached for, and a tap before that is held (early-taps). */}
          <Island of={galleryIsland} props={{ name: details.name, images: productGalleryImages(details) }} wake="interaction" />
          <Info>
            {details.brand && (
              <Brand>
                <UserText>{details.brand}</UserText>
              </Brand>
            )}
            <h1>
              <UserText>{details.name}</UserText>
            </h1>
            <Meta>
              <RatingStars rating={details.rating} showValue count={details.total_reviews} />
              <span>
                <FormattedMessage id="product.sold" defaultMessage="{sold} sold" values={{ sold: details.total_sold }} />
              </span>
            </Meta>
            {details.flash_sale && (
              <Sale>
                <Icon name="bolt" size={18} filled />
                <Link to={linkTo('flashSale', { id: details.flash_sale.id })}>
                  <UserText>{details.flash_sale.name}</UserText>
                </Link>
                <Island
                  of={countdownIsland}
                  props={{
                    to: details.flash_sale.end_date,
                    caption: intl.formatMessage({ id: 'flashSale.endsIn', defaultMessage: 'Ends in' }),
                  }}
                  inApp={{ onDone: state.retry }}
                  wake="visible"
                />
              </Sale>
            )}
            {details.short_description && <Short dir="auto">{details.short_description}</Short>}
            {/* Keyed by product: another product starts with its own options and quantity 1. Wakes when
                reached for; what the shopper picked before that is kept (useInputBeforeHydration). */}
            <Island key={details.id} of={purchaseIsland} props={{ product: purchaseProduct(details) }} wake="interaction" />
            <ProductShopCard shop={details.shop} />
          </Info>
        </Top>
        {details.description && (
          <Section id="product-description" title={<FormattedMessage id="product.description" defaultMessage="Description" />}>
            <ProductDescription html={details.description} />
          </Section>
        )}
        <Section id="product-reviews" title={<FormattedMessage id="reviews.title" defaultMessage="Reviews" />}>
          <Island
            key={details.id}
            of={reviewsIsland}
            props={{
              target: reviewsTarget,
              firstPage: firstReviews && 'data' in firstReviews ? (firstReviews.data as ReviewsPage) : undefined,
            }}
            wake="visible"
          />
        </Section>
        {related.length > 0 && (
          <Section id="related-products" title={<FormattedMessage id="product.related" defaultMessage="Related products" />}>
            <ProductGrid products={related} renderFirst={0} row />
          </Section>
        )}
        {popular.length > 0 && (
          <Section
            id="popular-products"
            title={<FormattedMessage id="home.popularProducts" defaultMessage="Popular products" />}
            viewAll={linkTo('mostPopular')}
          >
            <ProductGrid products={popular} renderFirst={0} row />
          </Section>
        )}
      </Wrap>
    </Container>
  );
});

/**
 * The product with its related and popular products (one request), and its first reviews. A page of
 * islands, unless the reviews could not be had: their island takes its first page as props, so then
 * the page hydrates whole and the browser asks for them.
 */
export const loader: PageLoader = async ({ params, store, url }) => {
  const productId = idParam(params.id);
  if (productId === null) return { notFound: true };
  const api = store.api.catalog;
  const [page, reviews] = await Promise.all([
    orNotFound(store.queries.fetch(catalogQueries.productDetails(api, productId))),
    optional(store.queries.fetch(catalogQueries.reviews(api, { product_id: productId }, 1))),
  ]);
  if (!page) return { notFound: true };
  return { ...productMeta(page, store, url), hydrate: reviews ? 'islands' : 'whole' };
};

function DetailsSkeleton() {
  return (
    <Container>
      <Wrap>
        <SkeletonRegion>
          <Top aria-hidden="true">
            <Skeleton aspectRatio={1} />
            <Info>
              <Skeleton width="70%" height={32} />
              <Skeleton width={160} height={18} />
              <Skeleton width={140} height={34} />
              <Skeleton width="50%" height={18} />
              <Skeleton width="90%" height={44} />
              <Skeleton width="70%" height={44} />
              <Skeleton width={150} height={42} />
              <Skeleton height={46} />
              <Skeleton height={110} />
            </Info>
          </Top>
        </SkeletonRegion>
      </Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  padding-block: 24px 8px;
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 32px;
    align-items: start;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: 40px;
  }
`;

const Info = styled.div`
  ${flexColumn('14px')}
  min-inline-size: 0;

  h1 {
    margin: 0;
    font-size: 1.6rem;
    line-height: 1.25;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    h1 {
      font-size: 1.3rem;
    }
  }
`;

const Brand = styled.span`
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Meta = styled.div`
  ${flexRow('6px 16px', { wrap: true, align: 'center' })}
  color: ${({ theme }) => theme.colors.muted};
`;

const Sale = styled.div`
  ${flexRow('8px 12px', { wrap: true, align: 'center' })}
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryScale[50]};
  color: ${({ theme }) => theme.colors.primaryScale[800]};

  a {
    color: inherit;
    font-weight: 700;
  }
`;

const Short = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.6;
`;
