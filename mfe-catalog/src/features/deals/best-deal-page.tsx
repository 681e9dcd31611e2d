import {
  usePageTitle,
  EmptyState,
  listHydration,
  mapAsync,
  positiveInt,
  usePageParam,
  useQuery,
  type PageLoader,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import { Page, RouteTitle } from '../../components/page-layout';
import { ProductResults } from '../../components/product-results';
import { ResultCount } from '../../components/result-count';
import { pageOf } from '../../data/best-deal';
import { catalogQueries } from '../../data/queries';
import { useCatalogApi } from '../../data/catalog-api';

/**
 * '/best-deal': the products with the biggest discount first (see data/best-deal.ts for
 * how they are chosen), 10 a page.
 */
export default observer(function BestDealPage() {
  usePageTitle('bestDeal');
  const api = useCatalogApi();
  const [page, goTo] = usePageParam();
  const deals = useQuery(catalogQueries.bestDeals(api));
  const state = mapAsync(deals, (all) => pageOf(all, page));
  return (
    <Page
      heading={<RouteTitle route="bestDeal" />}
      subheading={
        deals.status === 'ready' ? (
          <FormattedMessage
            id="bestDeal.subheading"
            defaultMessage="{count, plural, one {# discounted product} other {# discounted products}}, biggest discount first"
            values={{ count: deals.data.length }}
          />
        ) : (
          <ResultCount state={state} />
        )
      }
    >
      <ProductResults
        state={state}
        page={page}
        onPageChange={goTo}
        empty={
          <EmptyState
            title={<FormattedMessage id="bestDeal.empty" defaultMessage="No deals right now" />}
            message={
              <FormattedMessage id="bestDeal.emptyMessage" defaultMessage="Discounted products will show here. Please check back later." />
            }
          />
        }
      />
    </Page>
  );
});

/** Every deal (the page ranks them itself), of which the URL's page is shown: static cards and page links, a page of islands. */
export const loader: PageLoader = async ({ searchParams, store }) => {
  const deals = await store.queries.fetch(catalogQueries.bestDeals(store.api.catalog));
  const number = positiveInt(searchParams.get('page')) ?? 1;
  return { lcpImage: pageOf(deals, number).products[0]?.thumbnail || undefined, hydrate: listHydration(number, deals.length) };
};
