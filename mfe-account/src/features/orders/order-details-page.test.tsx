import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browserLocation, type OrderDetails } from 'shared-sdk';
import { httpError, renderPage } from 'shared-sdk/testing';
import { order, orderDetails, orderEvent, ordersTestStore, toasts } from '../../test-support/orders-store';
import OrderDetailsPage from './order-details-page';

type OrdersCalls = Parameters<typeof ordersTestStore>[0] extends infer C ? (C extends { orders?: infer O } ? O : never) : never;

function setup(details: OrderDetails | jest.Mock = orderDetails(), calls: OrdersCalls = {}, id = '11') {
  const detailsCall = typeof details === 'function' ? details : jest.fn().mockResolvedValue(details);
  const { store } = ordersTestStore({ orders: { details: detailsCall, ...calls } });
  const view = renderPage(<OrderDetailsPage />, { store, path: `/order-history/${id}`, routePath: '/order-history/:id' });
  return { store, details: detailsCall, ...view };
}

const loaded = () => screen.findByRole('heading', { level: 1, name: 'Order #SMAB12CD34EF' });

let leaveFor: jest.SpyInstance;
beforeEach(() => {
  leaveFor = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => leaveFor.mockRestore());

describe('OrderDetailsPage', () => {
  it('shows the order: code, status, shop, address, payment, estimated delivery and invoice', async () => {
    const { details } = setup();
    await loaded();
    expect(details).toHaveBeenCalledWith(11);
    expect(document.title).toBe('Order #SMAB12CD34EF - ShopMart');
    expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Pending');
    expect(screen.getByRole('region', { name: 'Shop' })).toHaveTextContent('Green Basket');
    expect(screen.getByRole('link', { name: 'Green Basket' })).toHaveAttribute('href', '/shops/2');
    // The merchant's name keeps its own direction inside an Arabic page.
    expect(within(screen.getByRole('link', { name: 'Green Basket' })).getByText('Green Basket').tagName).toBe('BDI');
    const address = screen.getByTestId('order-address');
    expect(address).toHaveTextContent('Demo Shopper');
    expect(address).toHaveTextContent('01700000000');
    expect(address).toHaveTextContent('5B, House 12, Road 7');
    expect(address).toHaveTextContent('Gulshan 1212');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Cash on Delivery');
    expect(payment).toHaveTextContent('Unpaid');
    expect(payment).toHaveTextContent('Estimated deliveryMay 8, 2025');
    const invoice = screen.getByRole('link', { name: 'View invoice (opens in a new tab)' });
    expect(invoice).toHaveAttribute('href', '/invoice/abc123');
    expect(invoice).toHaveAttribute('target', '_blank');
    expect(invoice).toHaveAttribute('rel', 'noopener');
  });

  it.each([
    [{ amount: 125.5, status: 'Pending' as const }, 'Refund pending', '$125.50 will be refunded to you.'],
    [{ amount: 20, status: 'Refunded' as const }, 'Refunded', '$20.00 was refunded to you.'],
  ])('shows the refund of a paid order that was cancelled (%o)', async (refund, badge, note) => {
    setup(orderDetails({ order_status: 'Cancelled', payment_method: 'card', payment_status: 'Paid', refund }));
    await loaded();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByTestId('payment-status')).toHaveTextContent(badge);
    expect(within(payment).getByTestId('order-refund')).toHaveTextContent(note);
  });

  it('marks the reached steps and the current one on the progress path', async () => {
    setup(orderDetails({ order_status: 'Processing' }));
    await loaded();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.replace(/^[✓\d]/, ''))).toEqual([
      'Pending (done)',
      'Confirm (done)',
      'Processing',
      'Pickup',
      'On The Way',
      'Delivered',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('shows a cancelled order as such, without the progress path or a cancel button', async () => {
    setup(orderDetails({ order_status: 'Cancelled' }));
    await loaded();
    expect(screen.getByTestId('order-cancelled')).toHaveTextContent('This order was cancelled.');
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('lists the products with thumbnail, brand, options, quantity and the discounted price', async () => {
    setup();
    await loaded();
    const [shirt, tote] = screen.getAllByTestId('order-product') as [HTMLElement, HTMLElement];
    const image = within(shirt).getByRole('img', { name: 'Linen Shirt' });
    expect(image).toHaveAttribute('width', '72');
    expect(image).toHaveAttribute('height', '72');
    expect(within(shirt).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/products/31/details');
    expect(within(shirt).getByText('Linen Shirt').tagName).toBe('BDI');
    expect(shirt).toHaveTextContent('Northwind');
    expect(shirt).toHaveTextContent('Size: XL');
    expect(shirt).toHaveTextContent('Colour: Navy');
    expect(shirt).toHaveTextContent('Qty: 2');
    expect(shirt).toHaveTextContent('Price: $40.00');
    expect(shirt).toHaveTextContent('Original price: $50.00');
    expect(tote).toHaveTextContent('$30.00');
    expect(tote).not.toHaveTextContent('Original price');
    expect(within(tote).getByRole('img', { name: 'Canvas Tote' })).toBeInTheDocument();
  });

  it('shows every amount of the order', async () => {
    setup();
    await loaded();
    const amounts = within(screen.getByTestId('order-amounts'));
    const row = (label: string) => amounts.getByText(label).parentElement;
    expect(row('Subtotal')).toHaveTextContent('$140.00');
    expect(row('Discount')).toHaveTextContent('−$20.00');
    expect(row('Coupon discount')).toHaveTextContent('−$4.50');
    expect(row('Delivery charge')).toHaveTextContent('$10.00');
    expect(row('Tax')).toHaveTextContent('$0.00');
    expect(row('Total')).toHaveTextContent('$125.50');
  });

  describe('not found', () => {
    it.each([404, 422])("reads a %i (someone else's order) as not found", async (status) => {
      setup(jest.fn().mockRejectedValue(httpError(status, 'Order not found.')));
      expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to order history' })).toHaveAttribute('href', '/order-history');
    });

    it('does not ask the server for an id that is not one', async () => {
      const { details } = setup(orderDetails(), {}, 'abc');
      expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
      expect(details).not.toHaveBeenCalled();
    });

    it('offers Retry for other failures', async () => {
      const details = jest.fn().mockRejectedValueOnce(httpError(500, 'Server error')).mockResolvedValue(orderDetails());
      setup(details);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This order could not be loaded.');
      expect(alert).toHaveTextContent('Server error');
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await loaded();
    });
  });

  describe('cancel', () => {
    it('is offered for a Pending order only', async () => {
      setup(orderDetails({ order_status: 'Confirm' }));
      await loaded();
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    });

    it('asks first, and Keep order sends nothing', async () => {
      const cancel = jest.fn();
      setup(orderDetails(), { cancel });
      await loaded();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
      expect(dialog).toHaveTextContent('Do you want to cancel order #SMAB12CD34EF? This cannot be undone.');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(cancel).not.toHaveBeenCalled();
    });

    it('cancels after the confirmation, toasts the server message and shows the order again', async () => {
      const cancel = jest.fn().mockResolvedValue({ message: 'Order cancelled successfully.', order: order({ order_status: 'Cancelled' }) });
      const details = jest
        .fn()
        .mockResolvedValueOnce(orderDetails())
        .mockResolvedValue(orderDetails({ order_status: 'Cancelled' }));
      const { store } = setup(details, { cancel });
      await loaded();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' })));
      expect(cancel).toHaveBeenCalledWith(11);
      expect(toasts(store)).toEqual([{ type: 'success', message: 'Order cancelled successfully.' }]);
      expect(await screen.findByTestId('order-cancelled')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(details).toHaveBeenCalledTimes(2);
    });

    it('toasts a refusal', async () => {
      const cancel = jest.fn().mockRejectedValue(httpError(422, 'Only pending orders can be cancelled.'));
      const details = jest
        .fn()
        .mockResolvedValueOnce(orderDetails())
        .mockResolvedValue(orderDetails({ order_status: 'Confirm' }));
      const { store } = setup(details, { cancel });
      await loaded();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' })));
      expect(toasts(store)).toEqual([{ type: 'error', message: 'Only pending orders can be cancelled.' }]);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
    });
  });

  describe('pay now', () => {
    it("asks for a payment link with the order's method and goes there", async () => {
      const pay = jest.fn().mockResolvedValue({ order_payment_url: '/pay/token-1' });
      setup(orderDetails({ payment_method: 'card' }), { pay });
      await loaded();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
      expect(pay).toHaveBeenCalledWith(11, 'card');
      expect(leaveFor).toHaveBeenCalledWith('/pay/token-1');
    });

    it('toasts a refusal', async () => {
      const pay = jest.fn().mockRejectedValue(httpError(500, 'Payment gateway down'));
      const { store } = setup(orderDetails({ payment_method: 'card', order_status: 'Confirm' }), { pay });
      await loaded();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
      expect(toasts(store)).toEqual([{ type: 'error', message: 'Payment gateway down' }]);
      expect(leaveFor).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    });

    it.each([
      ['a cash order', { payment_method: 'cash' }],
      ['a paid order', { payment_method: 'card', payment_status: 'Paid' as const }],
      ['a cancelled order', { payment_method: 'card', order_status: 'Cancelled' as const }],
    ])('is not offered for %s', async (_, overrides) => {
      setup(orderDetails(overrides));
      await loaded();
      expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    });
  });

  describe('order again', () => {
    const delivered = () => orderDetails({ order_status: 'Delivered', payment_status: 'Paid' });

    beforeEach(() => {
      jest
        .spyOn(crypto, 'randomUUID')
        .mockReturnValueOnce('00000000-0000-4000-8000-000000000001')
        .mockReturnValueOnce('00000000-0000-4000-8000-000000000002');
    });
    afterEach(() => jest.restoreAllMocks());

    it('is offered for a Delivered order only', async () => {
      setup(orderDetails({ order_status: 'On The Way' }));
      await loaded();
      expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
    });

    it('reuses its idempotency key on a retry, then toasts and opens the new order', async () => {
      const placeAgain = jest
        .fn()
        .mockRejectedValueOnce(httpError(0, 'Network error. Please check your connection and try again.'))
        .mockResolvedValue({ message: 'Order placed successfully.', order_payment_url: null, order: order({ id: 99 }) });
      const { store, location } = setup(delivered(), { placeAgain });
      await loaded();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Order again' })));
      expect(toasts(store)).toEqual([{ type: 'error', message: 'Network error. Please check your connection and try again.' }]);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Order again' })));
      expect(placeAgain.mock.calls).toEqual([
        [11, '00000000-0000-4000-8000-000000000001'],
        [11, '00000000-0000-4000-8000-000000000001'],
      ]);
      // The success answers the network error before it, which goes.
      expect(toasts(store)).toEqual([{ type: 'success', message: 'Order placed successfully.' }]);
      expect(location()).toBe('/order-history/99');
    });

    it('goes to the payment page when the new order is paid online', async () => {
      const placeAgain = jest
        .fn()
        .mockResolvedValue({ message: 'Order placed successfully.', order_payment_url: '/pay/token-2', order: order({ id: 99 }) });
      const { location } = setup(delivered(), { placeAgain });
      await loaded();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Order again' })));
      expect(leaveFor).toHaveBeenCalledWith('/pay/token-2');
      expect(location()).toBe('/order-history/11');
    });
  });

  describe('reviews', () => {
    const delivered = () => orderDetails({ order_status: 'Delivered', payment_status: 'Paid' });

    it('are offered for the delivered products not rated yet', async () => {
      setup(delivered());
      await loaded();
      expect(screen.getAllByRole('button', { name: /Write a review/ })).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Write a review: Linen Shirt' })).toBeInTheDocument();
      const [, tote] = screen.getAllByTestId('order-product') as [HTMLElement, HTMLElement];
      expect(within(tote).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    });

    it('are not offered before delivery', async () => {
      setup(orderDetails({ order_status: 'On The Way' }));
      await loaded();
      expect(screen.queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument();
    });

    it('need a rating of 1 to 5 stars', async () => {
      const review = jest.fn();
      setup(delivered(), { review });
      await loaded();
      fireEvent.click(screen.getByRole('button', { name: 'Write a review: Linen Shirt' }));
      const dialog = screen.getByRole('dialog', { name: 'Review Linen Shirt' });
      const stars = within(dialog).getByRole('group', { name: 'Your rating' });
      expect(
        within(stars)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual(['1', '2', '3', '4', '5']);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5 stars.');
      expect(stars).toHaveAccessibleDescription('Please choose a rating from 1 to 5 stars.');
      expect(review).not.toHaveBeenCalled();
    });

    it('refuses a description over 2000 characters', async () => {
      const review = jest.fn();
      setup(delivered(), { review });
      await loaded();
      fireEvent.click(screen.getByRole('button', { name: 'Write a review: Linen Shirt' }));
      fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
      fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: 'x'.repeat(2001) } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your review can be at most 2000 characters.');
      expect(review).not.toHaveBeenCalled();
    });

    it('sends the rating and the words, toasts the thanks and shows the rating', async () => {
      const review = jest.fn().mockResolvedValue({ message: 'Thank you for your review.', review: {} });
      const rated = delivered();
      rated.products[0]!.rating = 4;
      const details = jest.fn().mockResolvedValueOnce(delivered()).mockResolvedValue(rated);
      const { store } = setup(details, { review });
      await loaded();
      fireEvent.click(screen.getByRole('button', { name: 'Write a review: Linen Shirt' }));
      fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
      fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: '  Fits well  ' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit review' })));
      expect(review).toHaveBeenCalledWith({ product_id: 31, order_id: 11, rating: 4, description: 'Fits well' });
      expect(toasts(store)).toEqual([{ type: 'success', message: 'Thank you for your review.' }]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument());
    });

    it('keeps the dialog open and toasts a refusal', async () => {
      const review = jest.fn().mockRejectedValue(httpError(422, 'You have already reviewed this product for this order.'));
      const { store } = setup(delivered(), { review });
      await loaded();
      fireEvent.click(screen.getByRole('button', { name: 'Write a review: Linen Shirt' }));
      fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit review' })));
      expect(toasts(store)).toEqual([{ type: 'error', message: 'You have already reviewed this product for this order.' }]);
      expect(screen.getByRole('dialog', { name: 'Review Linen Shirt' })).toBeInTheDocument();
    });
  });

  describe('live updates', () => {
    it("shows its order's new status in place, and tells the shell the order is on screen", async () => {
      let answer: (details: OrderDetails) => void = () => undefined;
      const details = jest
        .fn()
        .mockResolvedValueOnce(orderDetails())
        .mockReturnValueOnce(new Promise<OrderDetails>((resolve) => (answer = resolve)));
      const { store, unmount } = setup(details);
      expect(store.live.isOrderOnScreen(11)).toBe(false);
      await loaded();
      expect(store.live.isOrderOnScreen(11)).toBe(true);

      act(() => store.live.receive(orderEvent({ order_status: 'Confirm' })));
      expect(details).toHaveBeenCalledTimes(2);
      // While the new answer comes, the order stays as it was: no skeleton.
      expect(screen.getByRole('heading', { level: 1, name: 'Order #SMAB12CD34EF' })).toBeInTheDocument();
      expect(screen.queryByText('Loading the order…')).not.toBeInTheDocument();
      expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Pending');

      await act(async () => answer(orderDetails({ order_status: 'Confirm', payment_status: 'Paid' })));
      expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Confirm');
      expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Paid');
      unmount();
      expect(store.live.isOrderOnScreen(11)).toBe(false);
    });

    it("does not ask again for another order's event, and does on a resync", async () => {
      const { store, details } = setup();
      await loaded();
      await act(async () => store.live.receive(orderEvent({ order_id: 12, order_code: 'SMOTHER' })));
      expect(details).toHaveBeenCalledTimes(1);
      // A resync also refetches the basket and the wishlist, which this fake API refuses (and the stores log).
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      await act(async () => store.live.receive({ kind: 'resync' }));
      expect(details).toHaveBeenCalledTimes(2);
      expect(details).toHaveBeenLastCalledWith(11);
      warn.mockRestore();
    });

    it('keeps the order on screen when the background reload fails', async () => {
      const details = jest.fn().mockResolvedValueOnce(orderDetails()).mockRejectedValueOnce(httpError(500, 'Server error'));
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { store } = setup(details);
      await loaded();
      await act(async () => store.live.receive(orderEvent({ order_status: 'Confirm' })));
      expect(details).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Pending');
      warn.mockRestore();
    });
  });
});
