import { usePageTitle, DEFAULT_PAGE_SIZE, listHydration, positiveInt, usePageParam, useQuery, type PageLoader, observer } from 'shared-sdk';
import { Page, RouteTitle } from '../../components/page-layout';
import { NoProducts } from '../../components/no-products';
import { ProductResults } from '../../components/product-results';
import { ResultCount } from '../../components/result-count';
import { useCatalogApi } from '../../data/catalog-api';
import { catalogQueries } from '../../data/queries';

/** '/most-popular': products in the API's popular_product order, 10 a page. */
export default observer(function MostPopularPage() {
  usePageTitle('mostPopular');
  const api = useCatalogApi();
  const [page, goTo] = usePageParam();
  const state = useQuery(catalogQueries.products(api, popularQuery(page)));
  return (
    <Page heading={<RouteTitle route="mostPopular" />} subheading={<ResultCount state={state} />}>
      <ProductResults state={state} page={page} onPageChange={goTo} empty={<NoProducts />} />
    </Page>
  );
});

function popularQuery(page: number) {
  return { page, per_page: DEFAULT_PAGE_SIZE, sort_type: 'popular_product' as const };
}

/**
 * The page of popular products the URL names. Its cards' buttons and its page links work static
 * (docs/islands.md, "Buttons outside the islands"), so it is a page of islands.
 */
export const loader: PageLoader = async ({ searchParams, store }) => {
  const number = positiveInt(searchParams.get('page')) ?? 1;
  const page = await store.queries.fetch(catalogQueries.products(store.api.catalog, popularQuery(number)));
  return { lcpImage: page.products[0]?.thumbnail || undefined, hydrate: listHydration(number, page.total) };
};
