import {
  usePageTitle,
  EmptyState,
  listHydration,
  positiveInt,
  useStores,
  usePageParam,
  useQuery,
  type PageLoader,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import { NotFoundPage } from '../../components/not-found';
import { Page, RouteTitle } from '../../components/page-layout';
import { PagedList } from '../../components/paged-list';
import { ShopCardSkeleton, ShopGrid } from '../../components/shop-card';
import { ShopCardList } from '../../components/shop-card-list';
import { useCatalogApi } from '../../data/catalog-api';
import { catalogQueries } from '../../data/queries';

/** '/shops': every shop, 10 a page. Only in multi-vendor mode; otherwise the page does not exist. */
export default observer(function ShopsPage() {
  const { settings } = useStores();
  usePageTitle('shops', undefined, !settings.multiVendor);
  if (!settings.multiVendor) {
    return <NotFoundPage />;
  }
  return <ShopList />;
});

const ShopList = observer(function ShopList() {
  const api = useCatalogApi();
  const [page, goTo] = usePageParam();
  const state = useQuery(catalogQueries.shops(api, page));
  return (
    <Page heading={<RouteTitle route="shops" />}>
      <PagedList
        state={state}
        page={page}
        onPageChange={goTo}
        skeleton={
          <ShopGrid as="div">
            {Array.from({ length: 8 }, (_, i) => (
              <ShopCardSkeleton key={i} />
            ))}
          </ShopGrid>
        }
        isEmpty={(data) => data.shops.length === 0}
        empty={<EmptyState title={<FormattedMessage id="shops.empty" defaultMessage="No shops yet" />} />}
      >
        {/* The first shops fill a phone's screen; its banner is the page's largest picture. */}
        {(data) => <ShopCardList shops={data.shops} renderFirst={4} aboveFold={2} />}
      </PagedList>
    </Page>
  );
});

/** The page of shops the URL names (multi-vendor stores only). */
export const loader: PageLoader = async ({ searchParams, store }) => {
  if (!store.settings.multiVendor) return { notFound: true };
  const page = positiveInt(searchParams.get('page')) ?? 1;
  const { shops, total } = await store.queries.fetch(catalogQueries.shops(store.api.catalog, page));
  // Shop cards and pages are links: static HTML, nothing to hydrate (docs/islands.md).
  return { lcpImage: shops[0]?.banner || undefined, hydrate: listHydration(page, total) };
};
