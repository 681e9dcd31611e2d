import { useEffect } from 'react';
import { usePageTitle, Button, Island, listHydration, useStores, useQuery, type PageLoader, FormattedMessage, observer } from 'shared-sdk';
import { filterChoicesOf } from '../../components/filter-panel';
import { island as filterPanelIsland } from '../../components/filter-panel-island';
import { ListLayout } from '../../components/list-layout';
import { Page, RouteTitle } from '../../components/page-layout';
import { NoProducts } from '../../components/no-products';
import { ProductResults } from '../../components/product-results';
import { ResultCount } from '../../components/result-count';
import { SearchFallback } from '../../components/search-fallback';
import { island as searchTermIsland } from '../../components/search-term-island';
import { island as sortSelectIsland } from '../../components/sort-select-island';
import { useUrlFilters } from '../../components/use-url-filters';
import { useCatalogApi } from '../../data/catalog-api';
import { activeFilterCount, parseFilters, toFacetQuery, toProductQuery } from '../../data/product-query';
import { optional } from '../../data/page-meta';
import { catalogQueries } from '../../data/queries';

/**
 * '/products', also the search results: the header's term, filters (category,
 * sub-category, price, rating, shop), every sort of the API and pagination, all in the URL.
 * The filters show how many products each choice lists (the facets), and a search that finds
 * nothing offers "Did you mean …?" and the popular products (docs/search.md). A page of islands
 * (docs/islands.md): the sort, the filters and the search term wake when reached for; the cards and
 * page links are static.
 */
export default observer(function ProductsPage() {
  usePageTitle('products');
  const { settings } = useStores();
  const api = useCatalogApi();
  const { filters, update, goToPage } = useUrlFilters();
  const query = toProductQuery(filters);
  const state = useQuery(catalogQueries.products(api, query));
  const categories = useQuery(catalogQueries.allCategories(api));
  const shops = useQuery(catalogQueries.allShops(api, settings.multiVendor));
  const facets = useQuery(catalogQueries.facets(api, toFacetQuery(filters)));
  // A search that finds nothing offers its correction and the popular products instead.
  const foundNothing = filters.search !== '' && state.status === 'ready' && state.data.total === 0;

  // The header's search box reads settings.search: keep it showing the term this page lists.
  useEffect(() => {
    if (settings.search !== filters.search) settings.setSearch(filters.search);
  }, [filters.search, settings]);

  const narrowed = activeFilterCount(filters) > 0 || filters.search !== '';
  const emptyState = (
    <NoProducts
      message={
        narrowed ? (
          <FormattedMessage id="products.emptyFiltered" defaultMessage="Try another search or fewer filters." />
        ) : (
          <FormattedMessage id="products.emptyStore" defaultMessage="There are no products here yet." />
        )
      }
      action={
        narrowed && (
          <Button
            onClick={() =>
              update({ search: '', category: null, subcategory: null, shop: null, minPrice: null, maxPrice: null, rating: null })
            }
          >
            <FormattedMessage id="products.clearAll" defaultMessage="Clear search and filters" />
          </Button>
        )
      }
    />
  );

  return (
    <Page
      heading={
        filters.search ? <FormattedMessage id="products.searchTitle" defaultMessage="Search results" /> : <RouteTitle route="products" />
      }
      subheading={<ResultCount state={state} />}
      actions={<Island of={sortSelectIsland} props={{}} wake="interaction" />}
    >
      <ListLayout
        filters={
          <Island
            of={filterPanelIsland}
            props={{
              ...filterChoicesOf({ categories: categories.data ?? [], shops: settings.multiVendor ? shops.data : undefined }),
              facets: facets.data,
            }}
            wake="interaction"
          />
        }
      >
        {filters.search && <Island of={searchTermIsland} props={{ term: filters.search }} wake="interaction" />}
        <ProductResults
          state={state}
          page={filters.page}
          onPageChange={goToPage}
          columns={4}
          empty={foundNothing ? <SearchFallback didYouMean={state.data.did_you_mean}>{emptyState}</SearchFallback> : emptyState}
        />
      </ListLayout>
    </Page>
  );
});

/**
 * The list as the URL filters it, and the categories and shops its filters offer. A page of islands,
 * but whole when the browser has to finish it: a filter's choices that did not come, an empty list
 * (its 'Clear search and filters' button), a page past the end.
 */
export const loader: PageLoader = async ({ searchParams, store }) => {
  const api = store.api.catalog;
  const filters = parseFilters(searchParams);
  const [page, categories, shops] = await Promise.all([
    store.queries.fetch(catalogQueries.products(api, toProductQuery(filters))),
    optional(store.queries.fetch(catalogQueries.allCategories(api))),
    optional(store.queries.fetch(catalogQueries.allShops(api, store.settings.multiVendor))),
    // The counts beside the filters; the panel shows plain choices when they do not come.
    optional(store.queries.fetch(catalogQueries.facets(api, toFacetQuery(filters)))),
  ]);
  if (filters.search && page.total === 0) await optional(store.queries.fetch(catalogQueries.popularProducts(api)));
  const whole = !categories || !shops || page.total === 0;
  return { lcpImage: page.products[0]?.thumbnail || undefined, hydrate: whole ? 'whole' : listHydration(filters.page, page.total) };
};
