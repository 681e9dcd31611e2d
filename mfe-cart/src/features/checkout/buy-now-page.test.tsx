import { browserLocation } from 'shared-sdk';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import BuyNowPage from './buy-now-page';
import { cartLine, cartShop, checkoutVoucher, renderPage, switchLocale } from 'shared-sdk/testing';
import { BASKET, address, checkoutResult, checkoutStore, summary } from '../../test-support/checkout-store';

const BUY_NOW = [
  {
    ...cartShop(3, [cartLine(31, 3, { name: 'Desk Lamp', thumbnail: '/media/p31.jpg', price: 60, discount_price: 45, quantity: 2 })]),
    shop_name: 'Tech Hub',
  },
];
const BUY_NOW_TOTALS = { total_amount: 90, delivery_charge: 4, coupon_discount: 0, order_tax_amount: 9, payable_amount: 103 };

function setup(calls: Parameters<typeof checkoutStore>[0] = {}, { shopId = 3 as number | null, guest = false } = {}) {
  const { store, api } = checkoutStore(
    { checkout: jest.fn().mockResolvedValue(checkoutResult(BUY_NOW, BUY_NOW_TOTALS)), ...calls },
    { guest },
  );
  runInAction(() => {
    store.checkout.buyNowShopId = shopId;
    // The basket's own checkout, which the buy-now page must not show or order.
    store.basket.selectedShopIds = [1, 2];
    store.checkout.checkoutProducts = BASKET;
    Object.assign(store.checkout, summary({ total_amount: 999, payable_amount: 1234 }));
  });
  renderPage(<BuyNowPage />, { store, path: '/buynow', routePath: '/buynow' });
  return { store, api, location: () => screen.getByTestId('location').textContent };
}

const summaryText = () => screen.getByTestId('order-summary').textContent;

describe('BuyNowPage', () => {
  // jsdom has no scrolling; placing an order scrolls to the top.
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it("offers the collected vouchers of the buy-now line's shop, priced on that line", async () => {
    const checkoutVouchers = jest.fn().mockResolvedValue({ coupons: [checkoutVoucher(4, { code: 'TECH5', shop_id: 3, saving: 5 })] });
    const { api } = setup({ checkoutVouchers });
    const option = await screen.findByRole('button', { name: /^TECH5/ });
    expect(option).toHaveTextContent('Save $5.00');
    expect(api.checkoutVouchers).toHaveBeenCalledWith({ shop_ids: [3], is_buy_now: true });
    expect(api.checkoutVouchers).not.toHaveBeenCalledWith({ shop_ids: [1, 2] });
  });

  it('asks a guest to log in', async () => {
    const { store, api } = setup({}, { guest: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Buy Now' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.ui.isOpen('login')).toBe(true);
    expect(api.checkout).not.toHaveBeenCalled();
    // The page's query settles having asked nothing.
    await act(async () => undefined);
    expect(api.checkout).not.toHaveBeenCalled();
  });

  it('fetches the buy-now line and shows it with its own totals, not the basket summary', async () => {
    const { api } = setup();
    const lamp = await screen.findByTestId('checkout-line');
    expect(api.checkout).toHaveBeenCalledWith({ shop_ids: [3], coupon_code: null, is_buy_now: true });
    expect(within(lamp).getByRole('img', { name: 'Desk Lamp' })).toBeInTheDocument();
    expect(lamp).toHaveTextContent('$45.00');
    expect(lamp).toHaveTextContent('Line total: $90.00');
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(1);
    expect(summaryText()).toContain('$103.00');
    expect(summaryText()).toContain('$9.00');
    expect(summaryText()).not.toContain('$1,234.00');
    expect(summaryText()).not.toContain('$999.00');
    expect(document.title).toBe('Buy Now - ShopMart');
  });

  it("labels the delivery address's type as Manage Address does, in English and in Arabic", async () => {
    const getAddresses = jest
      .fn()
      .mockResolvedValue({ total: 1, addresses: [address(4, { name: 'Desk', address_type: 'office', is_default: true })] });
    const { store, api } = setup({ getAddresses });
    const section = await screen.findByRole('region', { name: 'Delivery Address' });
    await within(section).findByText('Desk');
    expect(within(section).getByText('Office', { selector: 'span' })).toBeInTheDocument();
    expect(within(section).queryByText('office')).not.toBeInTheDocument();

    // Another language prices the line and reads the addresses again (the server answers in it).
    await act(async () =>
      switchLocale(store, 'ar', 'rtl', { 'cart.checkout.addressTitle': 'عنوان التوصيل', 'cart.checkout.addressTypeOffice': 'المكتب' }),
    );
    expect(api.checkout).toHaveBeenCalledTimes(2);
    const arabic = screen.getByRole('region', { name: 'عنوان التوصيل' });
    expect(within(arabic).getByText('المكتب', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows an empty state with a link to products when nothing was chosen', async () => {
    const { api } = setup({}, { shopId: null });
    expect(screen.getByRole('heading', { name: 'Nothing to buy now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(api.checkout).not.toHaveBeenCalled();
    expect(api.getAddresses).not.toHaveBeenCalled();
    // The page's query settles having asked nothing.
    await act(async () => undefined);
    expect(api.checkout).not.toHaveBeenCalled();
  });

  it('shows the empty state when the server has no buy-now line', async () => {
    setup({ checkout: jest.fn().mockResolvedValue(checkoutResult([], { total_amount: 0, payable_amount: 0 })) });
    expect(await screen.findByRole('heading', { name: 'Nothing to buy now' })).toBeInTheDocument();
  });

  it('applies and removes a voucher on the buy-now line', async () => {
    const checkout = jest.fn(async ({ coupon_code }: { coupon_code: string | null }) =>
      checkoutResult(BUY_NOW, coupon_code ? { ...BUY_NOW_TOTALS, coupon_discount: 9, payable_amount: 94 } : BUY_NOW_TOTALS),
    );
    const { api } = setup({ checkout });
    await screen.findByTestId('checkout-line');
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'TECH10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(api.checkout).toHaveBeenLastCalledWith({ shop_ids: [3], coupon_code: 'TECH10', is_buy_now: true });
    expect(summaryText()).toContain('-$9.00');
    expect(summaryText()).toContain('$94.00');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    expect(api.checkout).toHaveBeenLastCalledWith({ shop_ids: [3], coupon_code: null, is_buy_now: true });
    expect(summaryText()).toContain('$103.00');
  });

  it('places the buy-now order (is_buy_now) and confirms it; the basket selection stays', async () => {
    const { api, store, location } = setup({ list: jest.fn().mockResolvedValue({ total: 2, cart_items: BASKET }) });
    await screen.findByTestId('checkout-line');
    await screen.findByText('Home Sweet');
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Gift wrap' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' })));
    expect(api.place).toHaveBeenCalledWith(
      {
        shop_ids: [3],
        address_id: 1,
        payment_method: 'cash',
        coupon_code: null,
        note: 'Gift wrap',
        is_buy_now: true,
        summary_version: 'v1',
      },
      expect.any(String),
    );
    expect(store.basket.selectedShopIds).toEqual([1, 2]);
    expect(store.checkout.buyNowShopId).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Order Placed' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Orders' }));
    expect(location()).toBe('/order-history');
  });

  it('goes to the gateway for an online payment', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    try {
      const { api } = setup({ place: jest.fn().mockResolvedValue({ message: '', order_payment_url: '/pay/xyz', order_ids: [9] }) });
      await screen.findByTestId('checkout-line');
      await screen.findByText('Home Sweet');
      fireEvent.click(screen.getByRole('radio', { name: 'Card payment' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' })));
      expect(api.place.mock.calls[0][0]).toMatchObject({ payment_method: 'card', is_buy_now: true });
      expect(assign).toHaveBeenCalledWith('/pay/xyz');
      expect(`${window.location.pathname}${window.location.search}`).toBe('/order-history?payment=waiting&order=9');
    } finally {
      assign.mockRestore();
    }
  });
});
