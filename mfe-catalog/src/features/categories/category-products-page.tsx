import {
  usePageTitle,
  Island,
  listHydration,
  Skeleton,
  UserText,
  linkTo,
  useStores,
  mapAsync,
  useQuery,
  type PageLoader,
  useParams,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import { filterChoicesOf } from '../../components/filter-panel';
import { island as filterPanelIsland } from '../../components/filter-panel-island';
import { ListLayout } from '../../components/list-layout';
import { NotFoundPage } from '../../components/not-found';
import { Page } from '../../components/page-layout';
import { NoProducts } from '../../components/no-products';
import { ProductResults } from '../../components/product-results';
import { ResultCount } from '../../components/result-count';
import { island as sortSelectIsland } from '../../components/sort-select-island';
import { SubcategoryChips } from '../../components/subcategory-chips';
import { useUrlFilters } from '../../components/use-url-filters';
import { useCatalogApi } from '../../data/catalog-api';
import { parseFilters, toFacetQuery, toProductQuery, type ProductFilters } from '../../data/product-query';
import { breadcrumbList, optional, orNotFound } from '../../data/page-meta';
import { catalogQueries } from '../../data/queries';
import { idParam } from '../../data/route-params';

/**
 * '/categories/:slug', optional ?subcategory={id}. The API gives categories no slug, so
 * :slug is the category id. Sub-categories as links, then price, rating and shop filters and sort.
 * A page of islands (docs/islands.md): the sort and the filters (with their counts, docs/search.md) wake when reached for.
 */
export default observer(function CategoryProductsPage() {
  const { settings } = useStores();
  const api = useCatalogApi();
  const categoryId = idParam(useParams().slug);
  const { filters, goToPage } = useUrlFilters();
  const query = categoryProductQuery(filters, categoryId ?? 0);
  const state = useQuery(categoryId === null ? NO_CATEGORY : catalogQueries.categoryProducts(api, query));
  const shops = useQuery(catalogQueries.allShops(api, settings.multiVendor));
  const facets = useQuery(catalogQueries.facets(api, categoryFacetQuery(filters, categoryId ?? 0)));
  const category = state.data?.category ?? null;
  const page = mapAsync(state, (data) => data ?? { total: 0, products: [] });
  const notFound = categoryId === null || (state.status === 'error' && state.failure.status === 404);
  usePageTitle('categoryProducts', category?.name, notFound);

  if (notFound) {
    return <NotFoundPage />;
  }

  const subLink = (sub: number | null) =>
    linkTo(
      'categoryProducts',
      { slug: categoryId },
      {
        subcategory: sub,
        sort: filters.sort,
        min_price: filters.minPrice,
        max_price: filters.maxPrice,
        rating: filters.rating,
        shop: filters.shop,
      },
    );

  return (
    <Page
      heading={category ? <UserText>{category.name}</UserText> : <Skeleton width={220} height="1.2em" />}
      subheading={<ResultCount state={page} />}
      actions={<Island of={sortSelectIsland} props={{}} wake="interaction" />}
    >
      <SubcategoryChips category={category} loading={state.status === 'loading'} current={filters.subcategory} linkFor={subLink} />
      <ListLayout
        filters={
          <Island
            of={filterPanelIsland}
            props={{ ...filterChoicesOf({ shops: settings.multiVendor ? shops.data : undefined }), facets: facets.data }}
            wake="interaction"
          />
        }
      >
        <ProductResults
          state={page}
          page={filters.page}
          onPageChange={goToPage}
          columns={4}
          empty={
            <NoProducts
              message={<FormattedMessage id="category.empty" defaultMessage="This category has no products matching your choice yet." />}
            />
          }
        />
      </ListLayout>
    </Page>
  );
});

const NO_CATEGORY = { key: 'catalog:category-products:none', load: () => Promise.resolve(null) };

function categoryProductQuery(filters: ProductFilters, categoryId: number) {
  return { ...toProductQuery({ ...filters, category: categoryId }), category_id: categoryId };
}

/** The counts beside the category page's filters: within the category. */
function categoryFacetQuery(filters: ProductFilters, categoryId: number) {
  return toFacetQuery({ ...filters, category: categoryId });
}

/**
 * The category's products as the URL filters them (the answer names the category), and the shops.
 * A page of islands unless the shops did not come or the page is past the end.
 */
export const loader: PageLoader = async ({ params, searchParams, store, url }) => {
  const categoryId = idParam(params.slug);
  if (categoryId === null) return { notFound: true };
  const api = store.api.catalog;
  const filters = parseFilters(searchParams);
  const [page, shops] = await Promise.all([
    orNotFound(store.queries.fetch(catalogQueries.categoryProducts(api, categoryProductQuery(filters, categoryId)))),
    optional(store.queries.fetch(catalogQueries.allShops(api, store.settings.multiVendor))),
    optional(store.queries.fetch(catalogQueries.facets(api, categoryFacetQuery(filters, categoryId)))),
  ]);
  if (!page) return { notFound: true };
  return {
    hydrate: shops ? listHydration(filters.page, page.total) : 'whole',
    title: page.category.name,
    lcpImage: page.products[0]?.thumbnail || undefined,
    structuredData: [
      breadcrumbList(url, store, [
        { name: store.i18n.t('title.categories', 'Categories'), path: linkTo('categories') },
        { name: page.category.name, path: url.pathname },
      ]),
    ],
  };
};
