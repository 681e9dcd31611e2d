import { act, fireEvent, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { httpError, renderPage } from 'shared-sdk/testing';
import { order, orderEvent, ordersPage, ordersTestStore, statusCounts } from '../../test-support/orders-store';
import DashboardPage from './dashboard-page';

function setup(
  list = jest
    .fn()
    .mockResolvedValue(
      ordersPage([order(), order({ id: 12, order_code: 'SMZZ99', order_status: 'Delivered', payment_status: 'Paid' })], 7),
    ),
) {
  const { store } = ordersTestStore({ orders: { list } });
  const view = renderPage(<DashboardPage />, { store, path: '/dashboard', routePath: '/dashboard' });
  return { store, list, ...view };
}

describe('DashboardPage', () => {
  it('greets the shopper by name, with their photo', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('Hello, Demo Shopper!');
    const photo = screen.getByRole('img', { name: 'Profile photo of Demo Shopper' });
    expect(photo).toHaveAttribute('src', '/media/demo.png');
    expect(photo).toHaveAttribute('width', '64');
    expect(photo).toHaveAttribute('height', '64');
    await screen.findAllByTestId('order-card');
  });

  it('shows initials for a shopper without a photo', async () => {
    const { store } = ordersTestStore({ orders: { list: jest.fn().mockResolvedValue(ordersPage([])) } });
    runInAction(() => store.auth.setUser({ name: 'Sara Khan', profile_photo: null }));
    renderPage(<DashboardPage />, { store, path: '/dashboard', routePath: '/dashboard' });
    expect(await screen.findByText('SK')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img', { name: /Profile photo/ })).not.toBeInTheDocument();
  });

  it('counts the orders by status, each count opening its tab of the order history', async () => {
    const { list } = setup();
    await screen.findAllByTestId('order-card');
    expect(list).toHaveBeenCalledWith({ page: 1, per_page: 5 });
    const counts = within(screen.getByTestId('order-counts'));
    const links = counts.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'All7',
      'Pending1',
      'Confirm1',
      'Processing1',
      'Pickup0',
      'On The Way1',
      'Delivered2',
      'Cancelled1',
    ]);
    expect(counts.getByRole('link', { name: 'All 7' })).toHaveAttribute('href', '/order-history');
    expect(counts.getByRole('link', { name: 'On The Way 1' })).toHaveAttribute('href', '/order-history?status=on_the_way');
    expect(counts.getByRole('link', { name: 'Pickup 0' })).toHaveAttribute('href', '/order-history?status=pickup');
  });

  it('lists the latest orders, each linking to its details, and links to all of them', async () => {
    setup();
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('link', { name: 'Order #SMZZ99' })).toHaveAttribute('href', '/order-history/12');
    expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/order-history');
  });

  it('says when there are no orders yet', async () => {
    setup(
      jest
        .fn()
        .mockResolvedValue(
          ordersPage([], 0, statusCounts({ all: 0, pending: 0, confirm: 0, processing: 0, on_the_way: 0, delivered: 0, cancelled: 0 })),
        ),
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'You have no orders yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all orders' })).not.toBeInTheDocument();
  });

  it('has quick links to the other account pages', async () => {
    setup();
    await screen.findAllByTestId('order-card');
    const quick = within(screen.getByRole('region', { name: 'Quick links' }));
    expect(quick.getAllByRole('link').map((l) => [l.textContent?.replace('›', ''), l.getAttribute('href')])).toEqual([
      ['Order History', '/order-history'],
      ['Wishlist', '/wishlist'],
      ['My Profile', '/profile'],
      ['Manage Address', '/manage-address'],
      ['Support Ticket list', '/support-tickets'],
    ]);
  });

  it('offers Retry when the orders cannot be loaded, keeping the greeting and the links', async () => {
    const list = jest
      .fn()
      .mockRejectedValueOnce(httpError(500, 'Server error'))
      .mockResolvedValue(ordersPage([order()]));
    setup(list);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server error');
    expect(screen.getByRole('region', { name: 'Quick links' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
  });

  describe('live updates', () => {
    it('refreshes the counts and the latest orders on an order event, and says which orders it shows', async () => {
      const list = jest
        .fn()
        .mockResolvedValueOnce(ordersPage([order()], 7))
        .mockResolvedValue(ordersPage([order({ id: 13, order_code: 'SMNEW1' }), order()], 8, statusCounts({ all: 8, pending: 2 })));
      const { store } = setup(list);
      await screen.findByTestId('order-card');
      expect(store.live.isOrderOnScreen(11)).toBe(true);

      // A new order placed in another tab: not on screen yet, but the counts and the list change.
      await act(async () => store.live.receive(orderEvent({ order_id: 13, order_code: 'SMNEW1' })));
      expect(list).toHaveBeenCalledTimes(2);
      expect(screen.getAllByTestId('order-card')).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'Order #SMNEW1' })).toBeInTheDocument();
      const counts = within(screen.getByTestId('order-counts'));
      expect(counts.getByRole('link', { name: 'All 8' })).toBeInTheDocument();
      expect(counts.getByRole('link', { name: 'Pending 2' })).toBeInTheDocument();
      expect(store.live.isOrderOnScreen(13)).toBe(true);
    });

    it('refreshes on a resync, and not on a wishlist event', async () => {
      const { list, store } = setup();
      await screen.findAllByTestId('order-card');
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the stores' own refetches fail on this fake API
      await act(async () => store.live.receive({ kind: 'wishlist', id: '5' }));
      expect(list).toHaveBeenCalledTimes(1);
      await act(async () => store.live.receive({ kind: 'resync' }));
      expect(list).toHaveBeenCalledTimes(2);
      warn.mockRestore();
    });
  });
});
