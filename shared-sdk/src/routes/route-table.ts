/**
 * The route table of docs/product.md#routes: the single source the shell builds its router from and remotes
 * build links from. `module` is the exposed module of the owning remote (see each remote's
 * `exposes` map); routes owned by the shell render the shell's own content pages.
 */
export type LayoutName = 'storefront' | 'account';
export type RemoteName = 'catalog' | 'cart' | 'account' | 'auth';
export type RouteOwner = RemoteName | 'shell';

export interface RouteTitle {
  /** react-intl message id, translated by GET /lang/{locale}. */
  id: string;
  defaultMessage: string;
}

export interface RouteDef {
  name: string;
  path: string;
  layout: LayoutName;
  owner: RouteOwner;
  /** Exposed module of the owning remote, e.g. './HomePage'; for shell routes, the page key. */
  module: string;
  /** Undefined for a page whose title is the app name alone. */
  title?: RouteTitle;
}

const t = (id: string, defaultMessage: string): RouteTitle => ({ id, defaultMessage });

export const ROUTES = [
  { name: 'home', path: '/', layout: 'storefront', owner: 'catalog', module: './HomePage' },
  { name: 'shops', path: '/shops', layout: 'storefront', owner: 'catalog', module: './ShopsPage', title: t('title.shops', 'Shops') },
  {
    name: 'products',
    path: '/products',
    layout: 'storefront',
    owner: 'catalog',
    module: './ProductsPage',
    title: t('title.products', 'Products'),
  },
  {
    name: 'categories',
    path: '/categories',
    layout: 'storefront',
    owner: 'catalog',
    module: './CategoriesPage',
    title: t('title.categories', 'Categories'),
  },
  {
    name: 'mostPopular',
    path: '/most-popular',
    layout: 'storefront',
    owner: 'catalog',
    module: './MostPopularPage',
    title: t('title.mostPopular', 'Most Popular Products'),
  },
  {
    name: 'bestDeal',
    path: '/best-deal',
    layout: 'storefront',
    owner: 'catalog',
    module: './BestDealPage',
    title: t('title.bestDeal', 'Best Deal Products'),
  },
  {
    name: 'flashSale',
    path: '/flash-sale/:id',
    layout: 'storefront',
    owner: 'catalog',
    module: './FlashSalePage',
    title: t('title.flashSale', 'Flash Sale Products'),
  },
  {
    name: 'shopDetails',
    path: '/shops/:id',
    layout: 'storefront',
    owner: 'catalog',
    module: './ShopDetailsPage',
    title: t('title.shopDetails', 'Shop Details'),
  },
  {
    name: 'shopCategoryProducts',
    path: '/shops/:id/categories/:slug',
    layout: 'storefront',
    owner: 'catalog',
    module: './ShopCategoryProductsPage',
    title: t('title.shopCategoryProduct', 'Shop Category Product'),
  },
  {
    name: 'productDetails',
    path: '/products/:id/details',
    layout: 'storefront',
    owner: 'catalog',
    module: './ProductDetailsPage',
    title: t('title.productDetails', 'Product Details'),
  },
  {
    name: 'categoryProducts',
    path: '/categories/:slug',
    layout: 'storefront',
    owner: 'catalog',
    module: './CategoryProductsPage',
    title: t('title.categoryProducts', 'Category Products'),
  },
  {
    name: 'checkout',
    path: '/checkout',
    layout: 'storefront',
    owner: 'cart',
    module: './CheckoutPage',
    title: t('title.checkout', 'Checkout'),
  },
  { name: 'buyNow', path: '/buynow', layout: 'storefront', owner: 'cart', module: './BuyNowPage', title: t('title.buyNow', 'Buy Now') },
  { name: 'support', path: '/support', layout: 'storefront', owner: 'shell', module: 'support', title: t('title.support', 'Support') },
  {
    name: 'termsAndConditions',
    path: '/terms-and-conditions',
    layout: 'storefront',
    owner: 'shell',
    module: 'legal',
    title: t('title.termsAndConditions', 'Terms & Conditions'),
  },
  {
    name: 'privacyPolicy',
    path: '/privacy-policy',
    layout: 'storefront',
    owner: 'shell',
    module: 'legal',
    title: t('title.privacyPolicy', 'Privacy Policy'),
  },
  { name: 'aboutUs', path: '/about-us', layout: 'storefront', owner: 'shell', module: 'legal', title: t('title.aboutUs', 'About Us') },
  {
    name: 'contactUs',
    path: '/contact-us',
    layout: 'storefront',
    owner: 'shell',
    module: 'contact',
    title: t('title.contactUs', 'Contact Us'),
  },
  {
    name: 'policyPage',
    path: '/page/:slug',
    layout: 'storefront',
    owner: 'shell',
    module: 'legal',
    title: t('title.policyPage', 'Policy Page'),
  },

  {
    name: 'dashboard',
    path: '/dashboard',
    layout: 'account',
    owner: 'account',
    module: './DashboardPage',
    title: t('title.dashboard', 'Dashboard'),
  },
  {
    name: 'orderHistory',
    path: '/order-history',
    layout: 'account',
    owner: 'account',
    module: './OrderHistoryPage',
    title: t('title.orderHistory', 'Order History'),
  },
  {
    name: 'orderDetails',
    path: '/order-history/:id',
    layout: 'account',
    owner: 'account',
    module: './OrderDetailsPage',
    title: t('title.orderDetails', 'Order Details'),
  },
  {
    name: 'wishlist',
    path: '/wishlist',
    layout: 'account',
    owner: 'account',
    module: './WishlistPage',
    title: t('title.wishlist', 'Wishlist'),
  },
  {
    name: 'profile',
    path: '/profile',
    layout: 'account',
    owner: 'account',
    module: './ProfilePage',
    title: t('title.profile', 'My Profile'),
  },
  {
    name: 'manageAddress',
    path: '/manage-address',
    layout: 'account',
    owner: 'account',
    module: './ManageAddressPage',
    title: t('title.manageAddress', 'Manage Address'),
  },
  {
    name: 'addAddress',
    path: '/manage-address/new',
    layout: 'account',
    owner: 'account',
    module: './AddressFormPage',
    title: t('title.addAddress', 'Add New Address'),
  },
  {
    name: 'editAddress',
    path: '/manage-address/:id/edit',
    layout: 'account',
    owner: 'account',
    module: './AddressFormPage',
    title: t('title.editAddress', 'Edit Address'),
  },
  {
    name: 'changePassword',
    path: '/change-password',
    layout: 'account',
    owner: 'account',
    module: './ChangePasswordPage',
    title: t('title.changePassword', 'Change Password'),
  },
  {
    name: 'supportTickets',
    path: '/support-tickets',
    layout: 'account',
    owner: 'account',
    module: './SupportTicketsPage',
    title: t('title.supportTickets', 'Support Ticket list'),
  },
  {
    name: 'supportTicketDetails',
    path: '/support-ticket/:ticketNumber',
    layout: 'account',
    owner: 'account',
    module: './SupportTicketDetailsPage',
    title: t('title.supportTicketDetails', 'Support Ticket Details'),
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

export function findRoute(name: RouteName): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** Exposed modules each remote must provide for its routes (the shell's contract with the remote). */
export function exposedPagesOf(remote: RemoteName): string[] {
  return [...new Set(ROUTES.filter((r) => r.owner === remote).map((r) => r.module))];
}
