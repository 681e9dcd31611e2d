import type { RemoteHarnessOptions } from 'shared-sdk/harness';

/** What the standalone harness mounts: every page and modal of this remote, from its own source. */
export const harnessModules: RemoteHarnessOptions<'cart'> = {
  remote: 'cart',
  pages: {
    './CheckoutPage': () => import('../features/checkout/checkout-page'),
    './BuyNowPage': () => import('../features/checkout/buy-now-page'),
  },
  modals: {
    cartDrawer: () => import('../features/cart-drawer/cart-drawer'),
    storeVoucher: () => import('../features/vouchers/store-voucher-dialog'),
  },
};
