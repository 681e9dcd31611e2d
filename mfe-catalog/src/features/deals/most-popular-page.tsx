import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { DEFAULT_PAGE_SIZE, EmptyState, useAsync, usePageParam } from 'shared-sdk';
import { Page, RouteTitle, usePageTitle } from '../../components/page-layout';
import { ProductResults } from '../../components/product-results';
import { ResultCount } from '../../components/result-count';
import { useCatalogApi } from '../../data/catalog-api';

/** '/most-popular' (spec 2): products in the API's popular_product order, 10 a page. */
export default observer(function MostPopularPage() {
  usePageTitle('mostPopular');
  const api = useCatalogApi();
  const [page, goTo] = usePageParam();
  const state = useAsync(() => api.getProducts({ page, per_page: DEFAULT_PAGE_SIZE, sort_type: 'popular_product' }), String(page));
  return (
    <Page heading={<RouteTitle route="mostPopular" />} subheading={<ResultCount state={state} />}>
      <ProductResults
        state={state}
        page={page}
        onPageChange={goTo}
        empty={<EmptyState title={<FormattedMessage id="products.empty" defaultMessage="No products found" />} />}
      />
    </Page>
  );
});
