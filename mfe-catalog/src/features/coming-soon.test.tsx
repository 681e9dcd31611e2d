import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { findRoute, type RouteName } from 'shared-sdk';
import { TestProviders, createTestStore } from 'shared-sdk/harness';
import ShopsPage from './shops/shops-page';
import ShopDetailsPage from './shops/shop-details-page';
import ShopCategoryProductsPage from './shops/shop-category-products-page';
import ProductsPage from './products/products-page';
import ProductDetailsPage from './products/product-details-page';
import CategoriesPage from './categories/categories-page';
import CategoryProductsPage from './categories/category-products-page';
import MostPopularPage from './deals/most-popular-page';
import BestDealPage from './deals/best-deal-page';
import FlashSalePage from './flash-sale/flash-sale-page';

// Pages wired to their routes but not built yet; each leaves this table when its issue builds it.
const PAGES: [RouteName, ComponentType][] = [
  ['shops', ShopsPage],
  ['shopDetails', ShopDetailsPage],
  ['shopCategoryProducts', ShopCategoryProductsPage],
  ['products', ProductsPage],
  ['productDetails', ProductDetailsPage],
  ['categories', CategoriesPage],
  ['categoryProducts', CategoryProductsPage],
  ['mostPopular', MostPopularPage],
  ['bestDeal', BestDealPage],
  ['flashSale', FlashSalePage],
];

describe.each(PAGES)('the %s page', (name, Page) => {
  it('shows its route title and the coming state', () => {
    const route = findRoute(name);
    render(
      <TestProviders store={createTestStore()}>
        <Page />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: route.title?.defaultMessage })).toBeInTheDocument();
    expect(screen.getByText('This page is coming soon.')).toBeInTheDocument();
  });
});
