import type { RemoteName } from '../routes/route-table';

/**
 * The contract between the shell and its remotes. A remote compiles against shared-sdk alone:
 * this file names the remotes, the modules each must expose, and the composition file ops edit.
 */
export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'cart', 'account', 'auth'];

/** Module Federation container names (the `name` in each remote's ModuleFederationPlugin). */
export const CONTAINER_NAMES: Record<RemoteName, string> = {
  catalog: 'catalog',
  cart: 'cart',
  account: 'account',
  auth: 'auth',
};

export type ModalId = 'login' | 'register' | 'forgotPassword' | 'otp' | 'logoutConfirm' | 'cartDrawer' | 'storeVoucher' | 'address';

export interface ModalSlot {
  id: ModalId;
  remote: RemoteName;
  module: string;
}

/** Modals and drawers owned by remotes; the shell loads each only when its flag turns on. */
export const MODAL_SLOTS: readonly ModalSlot[] = [
  { id: 'login', remote: 'auth', module: './LoginModal' },
  { id: 'register', remote: 'auth', module: './RegisterModal' },
  { id: 'forgotPassword', remote: 'auth', module: './ForgotPasswordModal' },
  { id: 'otp', remote: 'auth', module: './OtpModal' },
  { id: 'logoutConfirm', remote: 'auth', module: './LogoutConfirmModal' },
  { id: 'cartDrawer', remote: 'cart', module: './CartDrawer' },
  { id: 'storeVoucher', remote: 'cart', module: './StoreVoucherDialog' },
  // Add New Address at checkout: account's form, so the shopper never leaves the order.
  { id: 'address', remote: 'account', module: './AddressModal' },
];

/** Props every exposed modal component receives from the shell's slot. */
export interface ModalProps {
  onClose: () => void;
}

/** The module every remote exposes as './contract', read before its pages are trusted. */
export interface RemoteContract {
  name: RemoteName;
  version: string;
  /** The shared-sdk version the remote was built against. */
  sdkVersion: string;
}
