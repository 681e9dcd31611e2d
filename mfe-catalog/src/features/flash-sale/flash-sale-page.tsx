import { useId } from 'react';
import {
  EmptyState,
  Skeleton,
  SkeletonRegion,
  UserText,
  mapAsync,
  useQuery,
  type PageLoader,
  useParams,
  FormattedMessage,
  useIntl,
  observer,
} from 'shared-sdk';
import styled from 'styled-components';
import { controlBox } from '../../components/control-box';
import { FlashSaleBanner, salePhase } from '../../components/flash-sale-banner';
import { IdSelect } from '../../components/id-select';
import { NotFoundPage } from '../../components/not-found';
import { Page, usePageTitle } from '../../components/page-layout';
import { ProductResults } from '../../components/product-results';
import { SaleStock } from '../../components/sale-stock';
import { useUrlFilters } from '../../components/use-url-filters';
import { parseFilters, type ProductFilters } from '../../data/product-query';
import { useCatalogApi } from '../../data/catalog-api';
import { optional, orNotFound } from '../../data/page-meta';
import { catalogQueries } from '../../data/queries';
import { idParam } from '../../data/route-params';

/** '/flash-sale/:id': the sale's countdown and its products, filtered by category, 10 a page. */
export default observer(function FlashSalePage() {
  const intl = useIntl();
  const api = useCatalogApi();
  const saleId = idParam(useParams().id);
  const { filters, update, goToPage } = useUrlFilters();
  const state = useQuery(saleId === null ? NO_SALE : catalogQueries.flashSale(api, saleId, saleQuery(filters)));
  const categories = useQuery(catalogQueries.allCategories(api));
  const sale = state.data?.flash_sale;
  const notFound = saleId === null || (state.status === 'error' && state.failure.status === 404);
  usePageTitle('flashSale', sale?.name, notFound);
  const selectId = useId();
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
      <Toolbar>
        <IdSelect
          id={selectId}
          label={<FormattedMessage id="filters.category" defaultMessage="Category" />}
          value={filters.category}
          onChange={(category) => update({ category })}
          allLabel={intl.formatMessage({ id: 'filters.allCategories', defaultMessage: 'All categories' })}
          options={categories.data ?? []}
        />
      </Toolbar>
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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-block: 20px 16px;

  label {
    font-weight: 600;
  }

  select {
    min-inline-size: 200px;
    ${controlBox}
  }
`;

const NO_SALE = { key: 'catalog:flash-sale:none', load: () => Promise.resolve(null) };

/** The sale's products 10 a page, optionally of one category. */
function saleQuery(filters: ProductFilters) {
  return { page: filters.page, per_page: 10, category_id: filters.category ?? undefined };
}

/** The sale with its products as the URL filters them, and the categories of the filter. */
export const loader: PageLoader = async ({ params, searchParams, store }) => {
  const saleId = idParam(params.id);
  if (saleId === null) return { notFound: true };
  const api = store.api.catalog;
  const [details] = await Promise.all([
    orNotFound(store.queries.fetch(catalogQueries.flashSale(api, saleId, saleQuery(parseFilters(searchParams))))),
    optional(store.queries.fetch(catalogQueries.allCategories(api))),
  ]);
  if (!details) return { notFound: true };
  const { flash_sale: sale } = details;
  return {
    title: sale.name,
    image: sale.thumbnail ? { url: sale.thumbnail, alt: sale.name } : undefined,
    lcpImage: sale.thumbnail || undefined,
  };
};
