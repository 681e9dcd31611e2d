import type { RemoteHarnessOptions } from 'shared-sdk/harness';

/** What the standalone harness mounts: every page and modal of this remote, from its own source. */
export const harnessModules: RemoteHarnessOptions<'catalog'> = {
  remote: 'catalog',
  pages: {
    './HomePage': () => import('../features/home/home-page'),
    './ShopsPage': () => import('../features/shops/shops-page'),
    './ShopDetailsPage': () => import('../features/shops/shop-details-page'),
    './ShopCategoryProductsPage': () => import('../features/shops/shop-category-products-page'),
    './ProductsPage': () => import('../features/products/products-page'),
    './ProductDetailsPage': () => import('../features/products/product-details-page'),
    './CategoriesPage': () => import('../features/categories/categories-page'),
    './CategoryProductsPage': () => import('../features/categories/category-products-page'),
    './MostPopularPage': () => import('../features/deals/most-popular-page'),
    './BestDealPage': () => import('../features/deals/best-deal-page'),
    './FlashSalePage': () => import('../features/flash-sale/flash-sale-page'),
  },
  modals: {},
};
