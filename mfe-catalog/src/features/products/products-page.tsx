import { useEffect } from 'react';
import { Button, useStores, useQuery, type PageLoader, FormattedMessage, observer } from 'shared-sdk';
import { FilterPanel } from '../../components/filter-panel';
import { ListLayout } from '../../components/list-layout';
import { Page, RouteTitle, usePageTitle } from '../../components/page-layout';
import { NoProducts } from '../../components/no-products';
import { ProductResults } from '../../components/product-results';
import { ResultCount } from '../../components/result-count';
import { SearchTerm } from '../../components/search-term';
import { SortSelect } from '../../components/sort-select';
import { useUrlFilters } from '../../components/use-url-filters';
import { useCatalogApi } from '../../data/catalog-api';
import { activeFilterCount, parseFilters, toProductQuery } from '../../data/product-query';
import { optional } from '../../data/page-meta';
import { catalogQueries } from '../../data/queries';

/**
 * '/products', also the search results: the header's term, filters (category,
 * sub-category, price, rating, shop), every sort of the API and pagination, all in the URL.
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

  // The header's search box reads settings.search: keep it showing the term this page lists.
  useEffect(() => {
    if (settings.search !== filters.search) settings.setSearch(filters.search);
  }, [filters.search, settings]);

  const narrowed = activeFilterCount(filters) > 0 || filters.search !== '';

  return (
    <Page
      heading={
        filters.search ? <FormattedMessage id="products.searchTitle" defaultMessage="Search results" /> : <RouteTitle route="products" />
      }
      subheading={<ResultCount state={state} />}
      actions={<SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />}
    >
      <ListLayout
        filters={
          <FilterPanel
            filters={filters}
            onChange={update}
            categories={categories.data ?? []}
            shops={settings.multiVendor ? shops.data : undefined}
          />
        }
      >
        {filters.search && <SearchTerm term={filters.search} onClear={() => update({ search: '' })} />}
        <ProductResults
          state={state}
          page={filters.page}
          onPageChange={goToPage}
          columns={4}
          empty={
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
          }
        />
      </ListLayout>
    </Page>
  );
});

/** The list as the URL filters it, and the categories and shops its filters offer. */
export const loader: PageLoader = async ({ searchParams, store }) => {
  const api = store.api.catalog;
  const filters = parseFilters(searchParams);
  const [page] = await Promise.all([
    store.queries.fetch(catalogQueries.products(api, toProductQuery(filters))),
    optional(store.queries.fetch(catalogQueries.allCategories(api))),
    optional(store.queries.fetch(catalogQueries.allShops(api, store.settings.multiVendor))),
  ]);
  return { lcpImage: page.products[0]?.thumbnail || undefined };
};
