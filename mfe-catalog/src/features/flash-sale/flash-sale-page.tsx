import {
  usePageTitle,
  EmptyState,
  Island,
  listHydration,
  Skeleton,
  SkeletonRegion,
  UserText,
  mapAsync,
  useQuery,
  type PageLoader,
  useParams,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import { FlashSaleBanner, salePhase } from '../../components/flash-sale-banner';
import { NotFoundPage } from '../../components/not-found';
import { Page } from '../../components/page-layout';
import { ProductResults } from '../../components/product-results';
import { SaleStock } from '../../components/sale-stock';
import { island as categoryFilterIsland } from './sale-category-filter-island';
import { useUrlFilters } from '../../components/use-url-filters';
import { parseFilters, type ProductFilters } from '../../data/product-query';
import { useCatalogApi } from '../../data/catalog-api';
import { optional, orNotFound } from '../../data/page-meta';
import { catalogQueries } from '../../data/queries';
import { idParam } from '../../data/route-params';

/**
 * '/flash-sale/:id': the sale's countdown and its products, filtered by category, 10 a page. A page
 * of islands (docs/islands.md): the category filter wakes at once, the countdown near the screen.
 */
export default observer(function FlashSalePage() {
  const api = useCatalogApi();
  const saleId = idParam(useParams().id);
  const { filters, goToPage } = useUrlFilters();
  const state = useQuery(saleId === null ? NO_SALE : catalogQueries.flashSale(api, saleId, saleQuery(filters)));
  const categories = useQuery(catalogQueries.allCategories(api));
  const sale = state.data?.flash_sale;
  const notFound = saleId === null || (state.status === 'error' && state.failure.status === 404);
  usePageTitle('flashSale', sale?.name, notFound);
  const products = mapAsync(state, (d) => ({ total: d?.total_products ?? 0, products: d?.products ?? [] }));

  if (notFound) {
    return <NotFoundPage />;
  }
  const running = sale ? salePhase(sale) === 'running' : false;

  return (
    <Page>
      {sale ? (
        <FlashSaleBanner
          sale={sale}
          heading={
            <h1>
              <UserText>{sale.name}</UserText>
            </h1>
          }
          onPhaseChange={state.retry}
        />
      ) : (
        <SkeletonRegion>
          <Skeleton height={160} />
        </SkeletonRegion>
      )}
      <Island
        of={categoryFilterIsland}
        props={{ categories: (categories.data ?? []).map(({ id, name }) => ({ id, name })) }}
        wake="interaction"
      />
      <ProductResults
        state={products}
        page={filters.page}
        onPageChange={goToPage}
        footnote={running ? (product) => <SaleStock left={product.quantity} /> : undefined}
        empty={
          <EmptyState
            title={<FormattedMessage id="flashSale.empty" defaultMessage="No products in this flash sale" />}
            message={
              filters.category !== null ? (
                <FormattedMessage id="flashSale.emptyCategory" defaultMessage="Try another category." />
              ) : undefined
            }
          />
        }
      />
    </Page>
  );
});

const NO_SALE = { key: 'catalog:flash-sale:none', load: () => Promise.resolve(null) };

/** The sale's products 10 a page, optionally of one category. */
function saleQuery(filters: ProductFilters) {
  return { page: filters.page, per_page: 10, category_id: filters.category ?? undefined };
}

/**
 * The sale with its products as the URL filters them, and the categories of the filter. A page of
 * islands unless the categories did not come or the page is past the end.
 */
export const loader: PageLoader = async ({ params, searchParams, store }) => {
  const saleId = idParam(params.id);
  if (saleId === null) return { notFound: true };
  const api = store.api.catalog;
  const filters = parseFilters(searchParams);
  const [details, categories] = await Promise.all([
    orNotFound(store.queries.fetch(catalogQueries.flashSale(api, saleId, saleQuery(filters)))),
    optional(store.queries.fetch(catalogQueries.allCategories(api))),
  ]);
  if (!details) return { notFound: true };
  const { flash_sale: sale } = details;
  return {
    hydrate: categories ? listHydration(filters.page, details.total_products) : 'whole',
    title: sale.name,
    image: sale.thumbnail ? { url: sale.thumbnail, alt: sale.name } : undefined,
    lcpImage: sale.thumbnail || undefined,
  };
};
