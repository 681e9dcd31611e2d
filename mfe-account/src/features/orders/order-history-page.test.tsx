import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpError, renderPage, switchLocale } from 'shared-sdk/testing';
import { browserLocation } from 'shared-sdk';
import { order, orderDetails, orderEvent, ordersPage, ordersTestStore, statusCounts } from '../../test-support/orders-store';
import OrderHistoryPage from './order-history-page';

function setup(path = '/order-history', list = jest.fn().mockResolvedValue(ordersPage([order()]))) {
  const { store } = ordersTestStore({ orders: { list } });
  const view = renderPage(<OrderHistoryPage />, { store, path, routePath: '/order-history' });
  return { list, store, ...view };
}

const tab = (name: RegExp | string) => within(screen.getByRole('navigation', { name: 'Order status' })).getByRole('link', { name });

describe('OrderHistoryPage', () => {
  it('lists the orders with code, date, quantity, amount, payment and order status', async () => {
    const { list } = setup();
    const card = await screen.findByTestId('order-card');
    expect(list).toHaveBeenCalledWith({ page: 1, per_page: 10 });
    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Order #SMAB12CD34EF' })).toHaveAttribute('href', '/order-history/11');
    expect(card).toHaveTextContent('May 4, 2025');
    expect(card).toHaveTextContent('Quantity3');
    expect(card).toHaveTextContent('$125.50');
    expect(within(card).getByTestId('payment-status')).toHaveTextContent('Unpaid');
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Pending');
  });

  it('badges a paid order that was cancelled as Refund pending', async () => {
    const refunded = order({ order_status: 'Cancelled', payment_status: 'Paid', refund: { amount: 125.5, status: 'Pending' } });
    setup('/order-history', jest.fn().mockResolvedValue(ordersPage([refunded])));
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('payment-status')).toHaveTextContent('Refund pending');
  });

  it('shows a skeleton while loading', () => {
    setup(
      '/order-history',
      jest.fn(() => new Promise(() => undefined)),
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
  });

  it('shows every status tab with its count, All current by default', async () => {
    setup();
    await screen.findByTestId('order-card');
    const names = within(screen.getByRole('navigation', { name: 'Order status' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'All7 (7 orders)',
      'Pending1 (1 order)',
      'Confirm1 (1 order)',
      'Processing1 (1 order)',
      'Pickup0 (0 orders)',
      'On The Way1 (1 order)',
      'Delivered2 (2 orders)',
      'Cancelled1 (1 order)',
    ]);
    expect(tab('All (7 orders)')).toHaveAttribute('aria-current', 'page');
    expect(tab('On The Way (1 order)')).toHaveAttribute('href', '/order-history?status=on_the_way');
    expect(tab('Pickup (0 orders)')).toHaveAttribute('href', '/order-history?status=pickup');
  });

  it('has a Pickup tab (between Processing and On The Way) that ?status=pickup selects and asks for', async () => {
    const { list } = setup(
      '/order-history?status=pickup',
      jest.fn().mockResolvedValue(ordersPage([order({ order_status: 'Pickup' })], 2, statusCounts({ pickup: 2 }))),
    );
    const card = await screen.findByTestId('order-card');
    expect(list).toHaveBeenCalledWith({ order_status: 'pickup', page: 1, per_page: 10 });
    expect(tab('Pickup (2 orders)')).toHaveAttribute('aria-current', 'page');
    expect(tab(/^All/)).not.toHaveAttribute('aria-current');
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Pickup');
  });

  it('names the Pickup tab in Arabic', async () => {
    const { store } = ordersTestStore({
      orders: { list: jest.fn().mockResolvedValue(ordersPage([order({ order_status: 'Pickup' })], 2, statusCounts({ pickup: 2 }))) },
    });
    switchLocale(store, 'ar', 'rtl', {
      'account.orders.statusFilter': 'حالة الطلب',
      'account.orders.status.processing': 'قيد التجهيز',
      'account.orders.status.pickup': 'تم الاستلام للشحن',
      'account.orders.status.onTheWay': 'في الطريق',
    });
    renderPage(<OrderHistoryPage />, { store, path: '/order-history?status=pickup', routePath: '/order-history' });
    await screen.findByTestId('order-card');
    const nav = screen.getByRole('navigation', { name: 'حالة الطلب' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.firstChild?.textContent);
    expect(labels.slice(3, 6)).toEqual(['قيد التجهيز', 'تم الاستلام للشحن', 'في الطريق']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(/^تم الاستلام للشحن/);
  });

  it('asks for the tab of the URL as order_status and marks it current', async () => {
    const { list } = setup(
      '/order-history?status=on_the_way&page=2',
      jest.fn().mockResolvedValue(ordersPage([order({ order_status: 'On The Way' })], 12)),
    );
    await screen.findByTestId('order-card');
    expect(list).toHaveBeenCalledWith({ order_status: 'on_the_way', page: 2, per_page: 10 });
    expect(tab(/^On The Way/)).toHaveAttribute('aria-current', 'page');
    expect(tab(/^All/)).not.toHaveAttribute('aria-current');
  });

  it('a tab goes to page 1 of its status, in the URL', async () => {
    const { list, location } = setup('/order-history?page=2', jest.fn().mockResolvedValue(ordersPage([order()], 20)));
    await screen.findByTestId('order-card');
    fireEvent.click(tab(/^Delivered/));
    expect(location()).toBe('/order-history?status=delivered');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ order_status: 'delivered', page: 1, per_page: 10 }));
  });

  it('pages 10 at a time and keeps the page and the status in the URL', async () => {
    const orders = Array.from({ length: 10 }, (_, i) => order({ id: 100 + i, order_code: `SMCODE${i}` }));
    const { list, location } = setup(
      '/order-history?status=pending',
      jest.fn().mockResolvedValue(ordersPage(orders, 25, statusCounts({ pending: 25 }))),
    );
    expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pagination).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    fireEvent.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/order-history?status=pending&page=2');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ order_status: 'pending', page: 2, per_page: 10 }));
  });

  it('brings a page past the end back to the last page', async () => {
    const { location } = setup('/order-history?page=9', jest.fn().mockResolvedValue(ordersPage([order()], 15)));
    await waitFor(() => expect(location()).toBe('/order-history?page=2'));
  });

  it('says when there are no orders at all, and when a tab has none', async () => {
    setup(
      '/order-history',
      jest
        .fn()
        .mockResolvedValue(
          ordersPage([], 0, statusCounts({ all: 0, pending: 0, confirm: 0, processing: 0, on_the_way: 0, delivered: 0, cancelled: 0 })),
        ),
    );
    expect(await screen.findByRole('heading', { name: 'You have no orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  it('offers all orders from an empty tab', async () => {
    setup('/order-history?status=cancelled', jest.fn().mockResolvedValue(ordersPage([], 0)));
    expect(await screen.findByRole('heading', { name: 'No orders with this status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all orders' })).toHaveAttribute('href', '/order-history');
  });

  it('shows the server message on failure and loads again on Retry', async () => {
    const list = jest
      .fn()
      .mockRejectedValueOnce(httpError(500, 'Server error'))
      .mockResolvedValue(ordersPage([order()]));
    setup('/order-history', list);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded.');
    expect(alert).toHaveTextContent('Server error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  describe('live updates', () => {
    it("refreshes the list and the tabs' counts on any order's event, keeping the list on screen", async () => {
      const list = jest
        .fn()
        .mockResolvedValueOnce(ordersPage([order()]))
        .mockResolvedValue(ordersPage([order({ order_status: 'Confirm' })], 1, statusCounts({ pending: 0, confirm: 2 })));
      const { store } = setup('/order-history', list);
      const card = await screen.findByTestId('order-card');
      expect(store.live.isOrderOnScreen(11)).toBe(true);
      expect(store.live.isOrderOnScreen(12)).toBe(false);
      // Another order (not on this page) changed: the counts still move.
      await act(async () => store.live.receive(orderEvent({ order_id: 12, order_code: 'SMOTHER', order_status: 'Cancelled' })));
      expect(list).toHaveBeenCalledTimes(2);
      expect(list).toHaveBeenLastCalledWith({ page: 1, per_page: 10 });
      // The same card, updated in place (the list never went back to a skeleton).
      expect(screen.getByTestId('order-card')).toBe(card);
      expect(within(card).getByTestId('order-status')).toHaveTextContent('Confirm');
      expect(tab('Confirm (2 orders)')).toBeInTheDocument();
    });

    it('refreshes on a resync, but not on a ticket event', async () => {
      const { list, store } = setup();
      await screen.findByTestId('order-card');
      await act(async () => store.live.receive({ kind: 'ticket', id: '7', data: { ticket_id: 1, status: 'completed' } }));
      expect(list).toHaveBeenCalledTimes(1);
      // A resync also refetches the basket and the wishlist, which this fake API refuses (and the stores log).
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      await act(async () => store.live.receive({ kind: 'resync' }));
      expect(list).toHaveBeenCalledTimes(2);
      warn.mockRestore();
    });
  });

  describe('the payment page return', () => {
    it('says "confirming…" until the server has the order Paid, then paid, and removes the parameters when dismissed', async () => {
      const details = jest
        .fn()
        .mockResolvedValueOnce(order({ payment_status: 'Pending' }))
        .mockResolvedValue(order({ payment_status: 'Paid' }));
      const list = jest.fn().mockResolvedValue(ordersPage([order()]));
      const { store } = ordersTestStore({ orders: { list, details } });
      const { location } = renderPage(<OrderHistoryPage />, {
        store,
        path: '/order-history?status=pending&payment=success&order=11',
        routePath: '/order-history',
      });
      await screen.findByTestId('order-card');
      const notice = screen.getByTestId('payment-notice');
      expect(notice).toHaveAttribute('role', 'status');
      expect(notice).toHaveAttribute('aria-busy', 'true');
      expect(notice).toHaveTextContent('Payment received, confirming…');
      await waitFor(() => expect(notice).toHaveTextContent('Payment successful'), { timeout: 5000 });
      expect(details).toHaveBeenCalledWith(11);
      expect(details).toHaveBeenCalledTimes(2);
      expect(list).toHaveBeenCalledTimes(2); // the list is loaded again, now showing the order paid
      fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss this message' }));
      expect(screen.queryByTestId('payment-notice')).not.toBeInTheDocument();
      expect(location()).toBe('/order-history?status=pending');
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    });

    it("says paid as soon as the order's live event has it Paid, without waiting for a poll", async () => {
      const details = jest.fn().mockResolvedValue(order({ payment_status: 'Pending' }));
      const list = jest.fn().mockResolvedValue(ordersPage([order()]));
      const { store } = ordersTestStore({ orders: { list, details } });
      renderPage(<OrderHistoryPage />, { store, path: '/order-history?payment=success&order=11', routePath: '/order-history' });
      await screen.findByTestId('order-card');
      const notice = screen.getByTestId('payment-notice');
      // Another order's payment, and this order's other changes, say nothing about this payment.
      await act(async () => store.live.receive(orderEvent({ order_id: 12, payment_status: 'Paid', changed: ['payment_status'] })));
      await act(async () => store.live.receive(orderEvent({ order_status: 'Confirm' })));
      expect(notice).toHaveTextContent('Payment received, confirming…');
      await act(async () => store.live.receive(orderEvent({ payment_status: 'Paid', changed: ['payment_status'] })));
      // The order's details (the poll) answer Pending however often they are asked, so "successful"
      // came from the live event, whether or not a busy machine let the first poll start meanwhile.
      expect(notice).toHaveTextContent('Payment successful');
      await Promise.all(details.mock.results.map((result) => result.value));
      expect(notice).toHaveTextContent('Payment successful');
    });

    it('never says paid on the return alone: with no order to watch it stays "confirming…"', async () => {
      const details = jest.fn();
      const { store } = ordersTestStore({ orders: { list: jest.fn().mockResolvedValue(ordersPage([order()])), details } });
      renderPage(<OrderHistoryPage />, { store, path: '/order-history?payment=success', routePath: '/order-history' });
      await screen.findByTestId('order-card');
      expect(screen.getByTestId('payment-notice')).toHaveTextContent('Payment received, confirming…');
      expect(screen.getByTestId('payment-notice')).toHaveTextContent('Confirmation is taking longer than usual');
      expect(details).not.toHaveBeenCalled();
    });

    it.each([
      ['cancelled', 'Payment cancelled'],
      ['failed', 'Payment failed'],
    ])('alerts a %s payment', async (outcome, title) => {
      const { location } = setup(`/order-history?payment=${outcome}`);
      await screen.findByTestId('order-card');
      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent(title);
      expect(notice).toHaveTextContent('Your order is waiting for payment');
      await act(async () => fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss this message' })));
      expect(location()).toBe('/order-history');
    });

    describe('orders left waiting for payment (Back from the provider, or its Cancel)', () => {
      const card = (id: number, code: string, overrides = {}) =>
        orderDetails({ id, order_code: code, payment_method: 'card', payment_status: 'Pending', ...overrides });
      let assign: jest.SpyInstance;
      beforeEach(() => {
        assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
        window.sessionStorage.clear();
      });
      afterEach(() => assign.mockRestore());

      function waitingPage(path: string, details: jest.Mock, pay = jest.fn()) {
        const { store } = ordersTestStore({ orders: { list: jest.fn().mockResolvedValue(ordersPage([order()])), details, pay } });
        renderPage(<OrderHistoryPage />, { store, path, routePath: '/order-history' });
        return { pay };
      }

      it('names the two orders, each a link, and Pay now resumes the payment this tab left, for both', async () => {
        window.sessionStorage.setItem('storefront.leftPayment', JSON.stringify({ orderIds: [21, 22], url: '/pay/both' }));
        const details = jest.fn((id: number) => Promise.resolve(card(id, id === 21 ? 'SMAAA' : 'SMBBB')));
        const { pay } = waitingPage('/order-history?payment=waiting&order=21%2C22', details);
        const notice = await screen.findByRole('alert');
        await waitFor(() => expect(notice).toHaveTextContent('Your orders #SMAAA and #SMBBB are waiting for payment'));
        expect(within(notice).getByRole('link', { name: '#SMBBB' })).toHaveAttribute('href', '/order-history/22');
        expect(within(notice).queryByRole('link', { name: 'View order' })).not.toBeInTheDocument();
        await act(async () => fireEvent.click(within(notice).getByRole('button', { name: 'Pay now' })));
        expect(assign).toHaveBeenCalledWith('/pay/both');
        expect(pay).not.toHaveBeenCalled();
      });

      it('asks for a new link for a single order when this tab left none, and offers View order', async () => {
        const details = jest.fn().mockResolvedValue(card(31, 'SMCCC'));
        const { pay } = waitingPage(
          '/order-history?payment=cancelled&order=31',
          details,
          jest.fn().mockResolvedValue({ order_payment_url: '/pay/new' }),
        );
        const notice = await screen.findByRole('alert');
        await waitFor(() =>
          expect(notice).toHaveTextContent('Payment cancelledYou cancelled the payment. Your order #SMCCC is waiting for payment.'),
        );
        expect(within(notice).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order-history/31');
        await act(async () => fireEvent.click(within(notice).getByRole('button', { name: 'Pay now' })));
        expect(pay).toHaveBeenCalledWith(31, 'card');
        expect(assign).toHaveBeenCalledWith('/pay/new');
      });

      it('leaves several orders without the shared link to their own pages (no Pay now)', async () => {
        const details = jest.fn((id: number) => Promise.resolve(card(id, `SM${id}`)));
        waitingPage('/order-history?payment=waiting&order=41,42', details);
        const notice = await screen.findByRole('alert');
        await waitFor(() => expect(notice).toHaveTextContent('Your orders #SM41 and #SM42 are waiting for payment'));
        expect(within(notice).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
      });

      it('says paid when the orders were paid meanwhile', async () => {
        const details = jest.fn().mockResolvedValue(card(51, 'SMDDD', { payment_status: 'Paid' }));
        waitingPage('/order-history?payment=waiting&order=51', details);
        await waitFor(() => expect(screen.getByTestId('payment-notice')).toHaveTextContent('Payment successful'));
        expect(screen.getByTestId('payment-notice')).toHaveAttribute('role', 'status');
      });

      it('ignores an order parameter that is not a short list of ids', async () => {
        const details = jest.fn();
        waitingPage(`/order-history?payment=waiting&order=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`, details);
        await screen.findByTestId('order-card');
        expect(screen.getByTestId('payment-notice')).toHaveTextContent('Your order is waiting for payment');
        expect(details).not.toHaveBeenCalled();
      });
    });

    it('says paid at once when the list below already shows the order Paid (one truth on the screen)', async () => {
      const details = jest.fn().mockResolvedValue(order({ payment_status: 'Pending' }));
      const { store } = ordersTestStore({
        orders: { list: jest.fn().mockResolvedValue(ordersPage([order({ payment_status: 'Paid' })])), details },
      });
      renderPage(<OrderHistoryPage />, { store, path: '/order-history?payment=success&order=11', routePath: '/order-history' });
      await screen.findByTestId('order-card');
      expect(screen.getByTestId('payment-notice')).toHaveTextContent('Payment successful');
    });

    it('ignores an unknown outcome', async () => {
      setup('/order-history?payment=maybe');
      await screen.findByTestId('order-card');
      expect(screen.queryByTestId('payment-notice')).not.toBeInTheDocument();
    });
  });
});
