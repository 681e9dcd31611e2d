import type { RemoteHarnessOptions } from 'shared-sdk/harness';

/** What the standalone harness mounts: every page and modal of this remote, from its own source. */
export const harnessModules: RemoteHarnessOptions<'account'> = {
  remote: 'account',
  pages: {
    './DashboardPage': () => import('../features/dashboard/dashboard-page'),
    './OrderHistoryPage': () => import('../features/orders/order-history-page'),
    './OrderDetailsPage': () => import('../features/orders/order-details-page'),
    './WishlistPage': () => import('../features/wishlist/wishlist-page'),
    './ProfilePage': () => import('../features/profile/profile-page'),
    './ManageAddressPage': () => import('../features/addresses/manage-address-page'),
    './AddressFormPage': () => import('../features/addresses/address-form-page'),
    './ChangePasswordPage': () => import('../features/password/change-password-page'),
    './SupportTicketsPage': () => import('../features/support-tickets/support-tickets-page'),
    './SupportTicketDetailsPage': () => import('../features/support-tickets/support-ticket-details-page'),
  },
  modals: {
    address: () => import('../features/addresses/address-modal'),
  },
};
