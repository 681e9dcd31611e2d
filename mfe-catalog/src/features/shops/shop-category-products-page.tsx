import {
  usePageTitle,
  Island,
  Skeleton,
  UserText,
  linkTo,
  listHydration,
  useStores,
  useQuery,
  type PageLoader,
  Link,
  useParams,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import { NotFoundPage } from '../../components/not-found';
import { Page } from '../../components/page-layout';
import { NoProducts } from '../../components/no-products';
import { ProductResults } from '../../components/product-results';
import { island as sortSelectIsland } from '../../components/sort-select-island';
import { SubcategoryChips } from '../../components/subcategory-chips';
import { useUrlFilters } from '../../components/use-url-filters';
import { useCatalogApi } from '../../data/catalog-api';
import { parseFilters, toProductQuery, type ProductFilters } from '../../data/product-query';
import { breadcrumbList, orNotFound } from '../../data/page-meta';
import { catalogQueries } from '../../data/queries';
import { idParam } from '../../data/route-params';

/**
 * '/shops/:id/categories/:slug': one shop's products of one category (:slug is the category
 * id), by sub-category, sorted and paged in the URL. Multi-vendor only. A page of islands
 * (docs/islands.md): the sort wakes at once; the chips, cards and page links are static.
 */
export default observer(function ShopCategoryProductsPage() {
  const { settings } = useStores();
  const params = useParams();
  const shopId = idParam(params.id);
  const categoryId = idParam(params.slug);
  if (!settings.multiVendor || shopId === null || categoryId === null) {
    return <NotFoundPage />;
  }
  return <ShopCategoryProducts shopId={shopId} categoryId={categoryId} />;
});

const ShopCategoryProducts = observer(function ShopCategoryProducts({ shopId, categoryId }: { shopId: number; categoryId: number }) {
  const api = useCatalogApi();
  const { filters, goToPage } = useUrlFilters();
  const state = useQuery(catalogQueries.categoryProducts(api, shopCategoryQuery(filters, shopId, categoryId)));
  const shop = useQuery(catalogQueries.shop(api, shopId));
  const category = state.data?.category ?? null;
  const notFound = (state.status === 'error' && state.failure.status === 404) || (shop.status === 'error' && shop.failure.status === 404);
  usePageTitle('shopCategoryProducts', category && shop.data ? `${category.name} - ${shop.data.name}` : undefined, notFound);

  if (notFound) {
    return <NotFoundPage />;
  }
  const subLink = (sub: number | null) =>
    linkTo('shopCategoryProducts', { id: shopId, slug: categoryId }, { subcategory: sub, sort: filters.sort });

  return (
    <Page
      heading={category ? <UserText>{category.name}</UserText> : <Skeleton width={220} height="1.2em" />}
      subheading={
        shop.data ? (
          <FormattedMessage
            id="shopCategory.from"
            defaultMessage="From {shop}"
            values={{
              shop: (
                <Link to={linkTo('shopDetails', { id: shopId })}>
                  <UserText>{shop.data.name}</UserText>
                </Link>
              ),
            }}
          />
        ) : (
          <Skeleton width={140} height="1.2em" />
        )
      }
      actions={<Island of={sortSelectIsland} props={{}} wake="interaction" />}
    >
      <SubcategoryChips category={category} loading={state.status === 'loading'} current={filters.subcategory} linkFor={subLink} />
      <ProductResults state={state} page={filters.page} onPageChange={goToPage} empty={<NoProducts />} />
    </Page>
  );
});

function shopCategoryQuery(filters: ProductFilters, shopId: number, categoryId: number) {
  return { ...toProductQuery({ ...filters, category: categoryId, shop: shopId }), category_id: categoryId };
}

/** The shop and its products of the category, as the URL filters them. */
export const loader: PageLoader = async ({ params, searchParams, store, url }) => {
  const shopId = idParam(params.id);
  const categoryId = idParam(params.slug);
  if (!store.settings.multiVendor || shopId === null || categoryId === null) return { notFound: true };
  const api = store.api.catalog;
  const filters = parseFilters(searchParams);
  const [page, shop] = await Promise.all([
    orNotFound(store.queries.fetch(catalogQueries.categoryProducts(api, shopCategoryQuery(filters, shopId, categoryId)))),
    orNotFound(store.queries.fetch(catalogQueries.shop(api, shopId))),
  ]);
  if (!page || !shop) return { notFound: true };
  return {
    hydrate: listHydration(filters.page, page.total),
    title: `${page.category.name} - ${shop.name}`,
    lcpImage: page.products[0]?.thumbnail || undefined,
    structuredData: [
      breadcrumbList(url, store, [
        { name: store.i18n.t('title.shops', 'Shops'), path: linkTo('shops') },
        { name: shop.name, path: linkTo('shopDetails', { id: shop.id }) },
        { name: page.category.name, path: url.pathname },
      ]),
    ],
  };
};
