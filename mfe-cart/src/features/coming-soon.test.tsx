import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { findRoute, type RouteName, type ModalProps } from 'shared-sdk';
import { TestProviders, createTestStore } from 'shared-sdk/harness';
import CheckoutPage from './checkout/checkout-page';
import BuyNowPage from './checkout/buy-now-page';
import CartDrawer from './cart-drawer/cart-drawer';
import StoreVoucherDialog from './vouchers/store-voucher-dialog';

// Pages wired to their routes but not built yet; each leaves this table when its issue builds it.
const PAGES: [RouteName, ComponentType][] = [
  ['checkout', CheckoutPage],
  ['buyNow', BuyNowPage],
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

// Modals wired to their slots but not built yet; each leaves this table when its issue builds it.
const MODALS: [string, ComponentType<ModalProps>, string][] = [
  ['cartDrawer', CartDrawer, 'Shopping Cart'],
  ['storeVoucher', StoreVoucherDialog, 'Store Vouchers'],
];

describe.each(MODALS)('the %s modal', (_id, Modal, title) => {
  it('is a dialog named by its title, in the coming state, closed by its close button', () => {
    const onClose = jest.fn();
    render(
      <TestProviders store={createTestStore()}>
        <Modal onClose={onClose} />
      </TestProviders>,
    );
    expect(screen.getByRole('dialog', { name: title })).toHaveTextContent('This page is coming soon.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
