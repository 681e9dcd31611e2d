import {
  usePageTitle,
  Container,
  ErrorState,
  Island,
  linkTo,
  listHydration,
  useStores,
  useQuery,
  type PageLoader,
  type ReviewsPage,
  useParams,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import styled from 'styled-components';
import { CategoryCard, CategoryCardSkeleton, CategoryGrid } from '../../components/category-card';
import { NotFoundPage } from '../../components/not-found';
import { Page } from '../../components/page-layout';
import { NoProducts } from '../../components/no-products';
import { ProductResults } from '../../components/product-results';
import { island as reviewsIsland } from '../../components/reviews-island';
import { Section } from '../../components/section';
import { island as sortSelectIsland } from '../../components/sort-select-island';
import { useUrlFilters } from '../../components/use-url-filters';
import { useCatalogApi } from '../../data/catalog-api';
import { optional, orNotFound, shopMeta } from '../../data/page-meta';
import { parseFilters, toProductQuery, type ProductFilters } from '../../data/product-query';
import { catalogQueries } from '../../data/queries';
import { idParam } from '../../data/route-params';
import { CATALOG_BUILD } from '../../contract';
import { ShopHeader, ShopHeaderSkeleton } from './shop-header';

/**
 * '/shops/:id': the shop's banner, logo, rating and status, its categories, its products
 * (sorted and paged in the URL), its reviews with the histogram, and its description.
 * Multi-vendor only. A page of islands (docs/islands.md): the vouchers button and the sort wake at
 * once, the reviews near the screen; the categories, cards and page links are static.
 */
export default observer(function ShopDetailsPage() {
  const { settings } = useStores();
  const shopId = idParam(useParams().id);
  if (!settings.multiVendor || shopId === null) {
    return <NotFoundPage />;
  }
  return <ShopDetails shopId={shopId} />;
});

const ShopDetails = observer(function ShopDetails({ shopId }: { shopId: number }) {
  const api = useCatalogApi();
  const { queries } = useStores();
  const shop = useQuery(catalogQueries.shop(api, shopId));
  const firstReviews = queries.peek(catalogQueries.reviews(api, { shop_id: shopId }, 1).key);
  usePageTitle('shopDetails', shop.data?.name, shop.status === 'error' && shop.failure.status === 404);

  if (shop.status === 'error') {
    if (shop.failure.status === 404) return <NotFoundPage />;
    return (
      <Page>
        <ErrorState message={shop.failure.message} onRetry={shop.retry} />
      </Page>
    );
  }
  return (
    <Container>
      <Wrap data-catalog-build={CATALOG_BUILD}>
        {shop.data ? <ShopHeader shop={shop.data} /> : <ShopHeaderSkeleton />}
        <ShopCategories shopId={shopId} expected={shop.data?.total_categories} />
        <ShopProducts shopId={shopId} />
        <Section id="shop-reviews" title={<FormattedMessage id="reviews.title" defaultMessage="Reviews" />}>
          <Island
            of={reviewsIsland}
            props={{
              target: { shop_id: shopId },
              firstPage: firstReviews && 'data' in firstReviews ? (firstReviews.data as ReviewsPage) : undefined,
            }}
            wake="visible"
          />
        </Section>
        {shop.data?.description && (
          <Section id="shop-about" title={<FormattedMessage id="shop.about" defaultMessage="About the shop" />}>
            <About dir="auto">{shop.data.description}</About>
          </Section>
        )}
      </Wrap>
    </Container>
  );
});

/** The shop's categories; `expected` (the shop's category count, once known) sizes the skeleton. */
function ShopCategories({ shopId, expected }: { shopId: number; expected?: number }) {
  const api = useCatalogApi();
  const state = useQuery(catalogQueries.shopCategories(api, shopId));
  if ((state.status === 'ready' && state.data.categories.length === 0) || (state.status === 'loading' && expected === 0)) return null;
  return (
    <Section id="shop-categories" title={<FormattedMessage id="nav.categories" defaultMessage="Categories" />}>
      {state.status === 'error' ? (
        <ErrorState message={state.failure.message} onRetry={state.retry} />
      ) : (
        <CategoryGrid>
          {state.status === 'ready'
            ? state.data.categories.map((category) => (
                <li key={category.id}>
                  <CategoryCard category={category} href={linkTo('shopCategoryProducts', { id: shopId, slug: category.id })} />
                </li>
              ))
            : Array.from({ length: Math.min(expected ?? 3, 8) }, (_, i) => (
                <li key={i}>
                  <CategoryCardSkeleton />
                </li>
              ))}
        </CategoryGrid>
      )}
    </Section>
  );
}

function ShopProducts({ shopId }: { shopId: number }) {
  const api = useCatalogApi();
  const { filters, goToPage } = useUrlFilters();
  const state = useQuery(catalogQueries.products(api, shopProductQuery(filters, shopId)));
  return (
    <Section
      id="shop-products"
      title={<FormattedMessage id="nav.products" defaultMessage="Products" />}
      aside={
        <SortWrap>
          <Island of={sortSelectIsland} props={{}} wake="interaction" />
        </SortWrap>
      }
    >
      <ProductResults
        state={state}
        page={filters.page}
        onPageChange={goToPage}
        headingLevel={3}
        aboveFold={0}
        renderFirst={4}
        empty={<NoProducts headingLevel={3} />}
      />
    </Section>
  );
}

const Wrap = styled.div`
  padding-block: 24px 8px;
`;

const SortWrap = styled.div`
  margin-inline-start: auto;
`;

const About = styled.p`
  margin: 0;
  max-inline-size: 70ch;
  line-height: 1.7;
  white-space: pre-line;
`;

function shopProductQuery(filters: ProductFilters, shopId: number) {
  return toProductQuery({ ...filters, shop: shopId });
}

/**
 * The shop, its categories, its products as the URL sorts and pages them, and its first reviews. A
 * page of islands when every part came and the page is within the list; otherwise it hydrates whole,
 * and the browser asks for what is missing or moves to the last page.
 */
export const loader: PageLoader = async ({ params, searchParams, store, url }) => {
  const shopId = idParam(params.id);
  if (!store.settings.multiVendor || shopId === null) return { notFound: true };
  const api = store.api.catalog;
  const filters = parseFilters(searchParams);
  const [shop, categories, products, reviews] = await Promise.all([
    orNotFound(store.queries.fetch(catalogQueries.shop(api, shopId))),
    optional(store.queries.fetch(catalogQueries.shopCategories(api, shopId))),
    optional(store.queries.fetch(catalogQueries.products(api, shopProductQuery(filters, shopId)))),
    optional(store.queries.fetch(catalogQueries.reviews(api, { shop_id: shopId }, 1))),
  ]);
  if (!shop) return { notFound: true };
  const whole = !categories || !products || !reviews;
  return { ...shopMeta(shop, store, url), hydrate: whole ? 'whole' : listHydration(filters.page, products.total) };
};
