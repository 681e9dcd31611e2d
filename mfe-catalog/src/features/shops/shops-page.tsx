import {
  EmptyState,
  ErrorState,
  Pagination,
  SkeletonRegion,
  positiveInt,
  useStores,
  useClampedPage,
  usePageParam,
  useQuery,
  type PageLoader,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import { NotFoundPage, Page, RouteTitle, usePageTitle } from '../../components/page-layout';
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
  const total = state.data?.total ?? 0;
  useClampedPage(state.status === 'ready', page, total, goTo);

  let content;
  if (state.status === 'loading') {
    content = (
      <SkeletonRegion>
        <ShopGrid as="div">
          {Array.from({ length: 8 }, (_, i) => (
            <ShopCardSkeleton key={i} />
          ))}
        </ShopGrid>
      </SkeletonRegion>
    );
  } else if (state.status === 'error') {
    content = <ErrorState message={state.failure.message} onRetry={state.retry} />;
  } else if (state.data.shops.length === 0) {
    content = <EmptyState title={<FormattedMessage id="shops.empty" defaultMessage="No shops yet" />} />;
  } else {
    content = (
      // The first shops fill a phone's screen; its banner is the page's largest picture.
      <ShopCardList shops={state.data.shops} renderFirst={4} aboveFold={2} />
    );
  }
  return (
    <Page heading={<RouteTitle route="shops" />}>
      {content}
      <Pagination page={page} total={total} onPageChange={goTo} disabled={state.status !== 'ready'} />
    </Page>
  );
});

/** The page of shops the URL names (multi-vendor stores only). */
export const loader: PageLoader = async ({ searchParams, store }) => {
  if (!store.settings.multiVendor) return { notFound: true };
  const page = await store.queries.fetch(catalogQueries.shops(store.api.catalog, positiveInt(searchParams.get('page')) ?? 1));
  return { lcpImage: page.shops[0]?.banner || undefined };
};
