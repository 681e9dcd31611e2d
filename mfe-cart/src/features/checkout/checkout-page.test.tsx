import { browserLocation } from 'shared-sdk';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { httpError, renderPage, switchLocale } from 'shared-sdk/testing';
import CheckoutPage from './checkout-page';
import type { CartShopGroup, RootStore } from 'shared-sdk';
import { ADDRESSES, BASKET, address, checkoutResult, checkoutStore, deferred, toastMessages } from '../../test-support/checkout-store';

function setup(
  calls: Parameters<typeof checkoutStore>[0] = {},
  { selected = [1, 2], guest = false, before }: { selected?: number[]; guest?: boolean; before?: (store: RootStore) => void } = {},
) {
  const { store, api } = checkoutStore(calls, { guest });
  runInAction(() => (store.basket.selectedShopIds = selected));
  before?.(store);
  renderPage(<CheckoutPage />, { store, path: '/checkout', routePath: '/checkout' });
  return { store, api, location: () => screen.getByTestId('location').textContent };
}

/** The page once the checkout answered (its first shop's name shows). */
async function loaded(calls: Parameters<typeof checkoutStore>[0] = {}) {
  const context = setup(calls);
  await screen.findByRole('link', { name: 'Urban Threads' });
  await screen.findByText('Home Sweet');
  return context;
}

const summaryRow = (label: string) => within(screen.getByTestId('order-summary')).getByText(label).closest('div') as HTMLElement;
const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });

describe('CheckoutPage', () => {
  // jsdom has no scrolling; placing an order scrolls to the top.
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('asks a guest to log in, and its Login button opens the login dialog', async () => {
    const { store, api } = setup({}, { guest: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please log in to check out' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.ui.isOpen('login')).toBe(true);
    expect(api.checkout).not.toHaveBeenCalled();
    expect(api.getAddresses).not.toHaveBeenCalled();
    // The page's query settles having asked nothing.
    await act(async () => undefined);
    expect(api.checkout).not.toHaveBeenCalled();
  });

  it('fetches the checkout of the selected shops and the addresses on mount', async () => {
    const { api } = await loaded();
    expect(api.checkout).toHaveBeenCalledWith({ shop_ids: [1, 2], coupon_code: null });
    expect(api.getAddresses).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Checkout - ShopMart');
  });

  it('lists the lines by shop: thumbnail, options, quantity, effective unit price and line total', async () => {
    await loaded();
    const [shirt, runner] = screen.getAllByTestId('checkout-line') as [HTMLElement, HTMLElement];
    const thumb = within(shirt).getByRole('img', { name: 'Linen Shirt' });
    expect(thumb).toHaveAttribute('width', '64');
    expect(thumb).toHaveAttribute('height', '64');
    expect(shirt).toHaveTextContent('Size: XL');
    expect(shirt).toHaveTextContent('Colour: Navy');
    expect(shirt).toHaveTextContent('Qty: 2');
    // discount_price 25 is what a unit costs; the price 30 is struck through.
    expect(within(shirt).getByText('$25.00')).toBeInTheDocument();
    expect(within(shirt).getByText('$30.00').closest('del')).not.toBeNull();
    expect(shirt).toHaveTextContent('Line total: $50.00');
    expect(runner).toHaveTextContent('Line total: $40.00');
    expect(screen.getByRole('link', { name: 'Stride Shoes' })).toHaveAttribute('href', '/shops/2');
  });

  it('shows the summary from the checkout answer', async () => {
    await loaded({
      checkout: jest.fn().mockResolvedValue(
        checkoutResult(BASKET, {
          total_amount: 90,
          delivery_charge: 7.5,
          coupon_discount: 0,
          order_tax_amount: 4.25,
          payable_amount: 101.75,
        }),
      ),
    });
    expect(summaryRow('Subtotal')).toHaveTextContent('$90.00');
    expect(summaryRow('Delivery Charge')).toHaveTextContent('$7.50');
    expect(summaryRow('Voucher Discount')).toHaveTextContent('$0.00');
    expect(summaryRow('Tax')).toHaveTextContent('$4.25');
    expect(summaryRow('Total Payable')).toHaveTextContent('$101.75');
  });

  it('says nothing is selected and offers the cart drawer, without asking the server', async () => {
    const { store, api } = setup({}, { selected: [] });
    expect(screen.getByRole('heading', { name: 'No shop selected' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open Cart' }));
    expect(store.ui.isOpen('cartDrawer')).toBe(true);
    await act(async () => undefined);
    expect(api.checkout).not.toHaveBeenCalled();
    expect(api.getAddresses).not.toHaveBeenCalled();
  });

  it('falls back to the nothing-selected state when the checkout answers no items', async () => {
    setup({ checkout: jest.fn().mockResolvedValue(checkoutResult([])) });
    expect(await screen.findByRole('heading', { name: 'No shop selected' })).toBeInTheDocument();
  });

  it('prices the checkout again at each visit, as the server totals it now', async () => {
    const { store, api } = await loaded();
    cleanup();
    renderPage(<CheckoutPage />, { store, path: '/checkout', routePath: '/checkout' });
    // The lines the store holds show at once while the new totals come.
    expect(screen.getByRole('link', { name: 'Urban Threads' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.checkout).toHaveBeenCalledTimes(2);
    expect(api.getAddresses).toHaveBeenCalledTimes(2);
  });

  it('offers Retry when the checkout cannot be loaded', async () => {
    const checkout = jest.fn().mockRejectedValueOnce(httpError(500, 'Server error')).mockResolvedValue(checkoutResult(BASKET));
    const { store } = setup({ checkout });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Urban Threads' })).toBeInTheDocument();
    expect(toastMessages(store)).toEqual(['Server error']);
  });

  it('shows the default delivery address and changes it through the dialog', async () => {
    const { store } = await loaded();
    const section = screen.getByRole('region', { name: 'Delivery Address' });
    expect(section).toHaveTextContent('Home Sweet');
    expect(section).toHaveTextContent('Default');
    expect(section).toHaveTextContent('1 Palm Street');
    expect(section).toHaveTextContent('Karrada 10001');

    fireEvent.click(within(section).getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a Delivery Address' });
    const options = within(dialog).getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(options[0]).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Your addresses' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Office Desk/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver Here' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.checkout.address?.id).toBe(2);
    expect(section).toHaveTextContent('Office Desk');
    expect(section).toHaveTextContent('Mansour');
  });

  describe('address types, labelled as Manage Address labels them', () => {
    // The server answers the type in lower case ('home', 'office').
    const typed = [
      address(1, { name: 'Home Sweet', address_type: 'home', is_default: true }),
      address(2, { name: 'Office Desk', address_type: 'office', area: 'Mansour' }),
      address(3, { name: 'Cabin', address_type: 'cabin' }),
    ];
    const getAddresses = () => jest.fn().mockResolvedValue({ total: typed.length, addresses: typed });
    const badge = (container: HTMLElement, text: string) => within(container).getByText(text, { selector: 'span' });

    it('in English, on the page and in the change dialog', async () => {
      setup({ getAddresses: getAddresses() });
      const section = await screen.findByRole('region', { name: 'Delivery Address' });
      await within(section).findByText('Home Sweet');
      expect(badge(section, 'Home')).toBeInTheDocument();
      expect(within(section).queryByText('home')).not.toBeInTheDocument();

      fireEvent.click(within(section).getByRole('button', { name: 'Change' }));
      const dialog = screen.getByRole('dialog', { name: 'Choose a Delivery Address' });
      expect(within(dialog).getByRole('radio', { name: /Office Desk\s*Office/ })).toBeInTheDocument();
      // An unknown type counts as Other, as in Manage Address.
      expect(within(dialog).getByRole('radio', { name: /Cabin\s*Other/ })).toBeInTheDocument();
      expect(within(dialog).queryByText('office')).not.toBeInTheDocument();
    });

    it('in Arabic, on the page and in the change dialog', async () => {
      setup(
        { getAddresses: getAddresses() },
        {
          before: (store) =>
            switchLocale(store, 'ar', 'rtl', {
              'cart.checkout.addressTitle': 'عنوان التوصيل',
              'cart.checkout.changeAddress': 'تغيير',
              'cart.checkout.chooseAddress': 'اختر عنوان التوصيل',
              'cart.checkout.addressTypeHome': 'المنزل',
              'cart.checkout.addressTypeOffice': 'المكتب',
              'cart.checkout.addressTypeOther': 'آخر',
            }),
        },
      );
      const section = await screen.findByRole('region', { name: 'عنوان التوصيل' });
      await within(section).findByText('Home Sweet');
      expect(badge(section, 'المنزل')).toBeInTheDocument();
      expect(within(section).queryByText('home')).not.toBeInTheDocument();

      fireEvent.click(within(section).getByRole('button', { name: 'تغيير' }));
      const dialog = screen.getByRole('dialog', { name: 'اختر عنوان التوصيل' });
      expect(within(dialog).getByRole('radio', { name: /Office Desk\s*المكتب/ })).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: /Cabin\s*آخر/ })).toBeInTheDocument();
    });
  });

  it('keeps the address when the dialog is cancelled', async () => {
    const { store } = await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.click(screen.getByRole('radio', { name: /Office Desk/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.checkout.address?.id).toBe(1);
  });

  it('asks for an address when the shopper has none, and adds it in the address dialog without leaving', async () => {
    const added = address(5, { name: 'New Place' });
    const getAddresses = jest
      .fn()
      .mockResolvedValueOnce({ total: 0, addresses: [] })
      .mockResolvedValue({ total: 1, addresses: [added] });
    const { store, location } = setup({ getAddresses });
    const add = await screen.findByRole('button', { name: 'Add New Address' });
    expect(add).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
    fireEvent.click(add);
    expect(store.ui.isOpen('address')).toBe(true);
    // What the account remote's dialog does once the address is saved (the list is then read again).
    await act(async () => store.auth.selectNewAddress(added));
    expect(getAddresses).toHaveBeenCalledTimes(2);
    const section = screen.getByRole('region', { name: 'Delivery Address' });
    expect(section).toHaveTextContent('New Place');
    expect(store.checkout.address?.id).toBe(5);
    expect(location()).toBe('/checkout');
  });

  it('offers Add New Address in the change dialog, which gives way to the address dialog', async () => {
    const added = address(6, { name: 'Second Home' });
    const getAddresses = jest
      .fn()
      .mockResolvedValueOnce({ total: 2, addresses: ADDRESSES })
      .mockResolvedValue({ total: 3, addresses: [...ADDRESSES, added] });
    const { store, location } = await loaded({ getAddresses });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a Delivery Address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add New Address' }));
    expect(screen.queryByRole('dialog', { name: 'Choose a Delivery Address' })).not.toBeInTheDocument();
    expect(store.ui.isOpen('address')).toBe(true);
    await act(async () => store.auth.selectNewAddress(added));
    expect(screen.getByRole('region', { name: 'Delivery Address' })).toHaveTextContent('Second Home');
    expect(location()).toBe('/checkout');
  });

  it('applies a voucher, shows it with the discount, and removes it', async () => {
    const checkout = jest.fn(async ({ coupon_code }: { coupon_code: string | null }) =>
      checkoutResult(BASKET, coupon_code ? { coupon_discount: 5, payable_amount: 105 } : {}),
    );
    const { api, store } = await loaded({ checkout });
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: ' URBAN5 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(api.checkout).toHaveBeenLastCalledWith({ shop_ids: [1, 2], coupon_code: 'URBAN5' });
    expect(screen.getByText('URBAN5')).toBeInTheDocument();
    expect(summaryRow('Voucher Discount')).toHaveTextContent('-$5.00');
    expect(summaryRow('Total Payable')).toHaveTextContent('$105.00');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    expect(api.checkout).toHaveBeenLastCalledWith({ shop_ids: [1, 2], coupon_code: null });
    expect(store.checkout.coupon_code).toBe('');
    expect(screen.getByLabelText('Voucher code')).toHaveValue('');
    expect(summaryRow('Voucher Discount')).toHaveTextContent('$0.00');
  });

  it('keeps a refused voucher in the field; the store toasts why', async () => {
    const checkout = jest.fn(async ({ coupon_code }: { coupon_code: string | null }) => {
      if (coupon_code) throw httpError(422, 'This voucher is not valid.');
      return checkoutResult(BASKET);
    });
    const { store } = await loaded({ checkout });
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'NOPE' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(toastMessages(store)).toEqual(['This voucher is not valid.']);
    expect(store.checkout.coupon_code).toBe('');
    expect(screen.getByLabelText('Voucher code')).toHaveValue('NOPE');
  });

  it('offers the payment gateways of settings, the first chosen', async () => {
    await loaded();
    const group = screen.getByRole('group', { name: 'Payment Method' });
    const cash = within(group).getByRole('radio', { name: 'Cash on Delivery' });
    const card = within(group).getByRole('radio', { name: 'Card payment' });
    expect(cash).toBeChecked();
    expect(card).not.toBeChecked();
    expect(group.querySelectorAll('img[src="/media/card.svg"][width][height]')).toHaveLength(1);
    fireEvent.click(card);
    expect(card).toBeChecked();
    expect(cash).not.toBeChecked();
  });

  it("names each payment method by its gateway's title from /master, in Arabic too", async () => {
    setup(
      {},
      {
        before: (store) => {
          switchLocale(store, 'ar', 'rtl', { 'cart.checkout.paymentTitle': 'طريقة الدفع' });
          // GET /master asked in Arabic answers the gateways' titles in Arabic.
          runInAction(() => {
            store.settings.paymentGateways = [
              { name: 'cash', title: 'الدفع عند الاستلام', logo: '/media/cash.svg' },
              { name: 'card', title: 'الدفع بالبطاقة', logo: '/media/card.svg' },
            ];
          });
        },
      },
    );
    await screen.findByRole('link', { name: 'Urban Threads' });
    const group = screen.getByRole('group', { name: 'طريقة الدفع' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['الدفع عند الاستلام', 'الدفع بالبطاقة']);
    expect(within(group).getByRole('radio', { name: 'الدفع عند الاستلام' })).toBeChecked();
    expect(group).not.toHaveTextContent(/cash|card/i);
  });

  it('places a cash order with the note and shows the confirmation; View Orders goes to the order history', async () => {
    const { api, store, location } = await loaded();
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' Ring twice ' } });
    await act(async () => fireEvent.click(placeOrderButton()));
    expect(api.place).toHaveBeenCalledTimes(1);
    expect(api.place).toHaveBeenCalledWith(
      {
        shop_ids: [1, 2],
        address_id: 1,
        payment_method: 'cash',
        coupon_code: null,
        note: 'Ring twice',
        is_buy_now: false,
        summary_version: 'v1',
      },
      expect.any(String),
    );
    const dialog = screen.getByRole('dialog', { name: 'Order Placed' });
    expect(dialog).toHaveTextContent('Your order has been placed');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(store.checkout.showOrderConfirmModal).toBe(true);
    // Under the dialog the page says the order is placed, from its top, rather than emptying.
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getAllByText('Your order has been placed')).toHaveLength(2);
    expect(screen.queryByText('No shop selected')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'View Orders' }));
    expect(location()).toBe('/order-history');
    expect(store.checkout.showOrderConfirmModal).toBe(false);
  });

  it('sends the chosen address; Continue Shopping goes home; Escape just closes', async () => {
    const { api, store, location } = await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.click(screen.getByRole('radio', { name: /Office Desk/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Deliver Here' }));
    await act(async () => fireEvent.click(placeOrderButton()));
    expect(api.place.mock.calls[0][0]).toMatchObject({ address_id: 2 });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Order Placed' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.checkout.showOrderConfirmModal).toBe(false);
    expect(location()).toBe('/checkout');

    act(() => runInAction(() => (store.checkout.showOrderConfirmModal = true)));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Shopping' }));
    expect(location()).toBe('/');
    expect(store.checkout.showOrderConfirmModal).toBe(false);
  });

  it('sends the browser to the gateway for an online payment', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    try {
      const { api } = await loaded({
        place: jest.fn().mockResolvedValue({ message: '', order_payment_url: '/pay/abc', order_ids: [41, 42] }),
      });
      fireEvent.click(screen.getByRole('radio', { name: 'Card payment' }));
      await act(async () => fireEvent.click(placeOrderButton()));
      expect(api.place.mock.calls[0][0]).toMatchObject({ payment_method: 'card', note: null });
      expect(assign).toHaveBeenCalledWith('/pay/abc');
      // Back from the provider's page comes to the two orders, waiting for payment.
      expect(`${window.location.pathname}${window.location.search}`).toBe('/order-history?payment=waiting&order=41%2C42');
      expect(screen.getByText('Taking you to the payment page…')).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      assign.mockRestore();
    }
  });

  it('places one order for a double click, and disables Place Order while placing', async () => {
    const answer = deferred<{ message: string; order_payment_url: null; order_ids: number[] }>();
    const { api } = await loaded({ place: jest.fn(() => answer.promise) });
    const button = placeOrderButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(api.place).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve({ message: '', order_payment_url: null, order_ids: [7] }));
    expect(api.place).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Order Placed' })).toBeInTheDocument();
  });

  it('stays on the page when the server refuses the order', async () => {
    const { store } = await loaded({ place: jest.fn().mockRejectedValue(httpError(422, 'Only 1 left in stock.')) });
    await act(async () => fireEvent.click(placeOrderButton()));
    expect(toastMessages(store)).toEqual(['Only 1 left in stock.']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(placeOrderButton()).toBeEnabled();
    expect(store.basket.selectedShopIds).toEqual([1, 2]);
  });

  it('shows what changed when the order changed since its summary, and places the new summary on the next click', async () => {
    const [shirts, runners] = BASKET as [CartShopGroup, CartShopGroup];
    const dearer = { ...shirts, products: [{ ...shirts.products[0]!, discount_price: 250 }] };
    const now = { ...checkoutResult([dearer], { payable_amount: 610, summary_version: 'v2' }), stock: [] };
    const place = jest
      .fn()
      .mockRejectedValueOnce(httpError(409, 'Your order changed since you saw it.', undefined, now))
      .mockResolvedValueOnce({ message: 'Order placed', order_payment_url: null, order_ids: [7] });
    const { store } = await loaded({ place, list: jest.fn().mockResolvedValue({ total: 2, cart_items: BASKET }) });
    await act(async () => fireEvent.click(placeOrderButton()));

    const notice = screen.getByTestId('order-changed');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('Your order changed since you saw it');
    expect(notice).toHaveTextContent('Linen Shirt now costs $250.00 (was $25.00).');
    expect(notice).toHaveTextContent(`${runners.products[0]!.name} is no longer available and is not in this order.`);
    expect(notice).toHaveTextContent('The total payable is now $610.00 (was $110.00).');
    expect(summaryRow('Total Payable')).toHaveTextContent('$610.00');
    expect(toastMessages(store)).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => fireEvent.click(placeOrderButton()));
    expect(place.mock.calls[1][0]).toMatchObject({ summary_version: 'v2' });
    expect(screen.queryByTestId('order-changed')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Order Placed' })).toBeInTheDocument();
  });

  it('names the address it needs when there is none', async () => {
    const { store, api } = setup({ getAddresses: jest.fn().mockResolvedValue({ total: 0, addresses: [] }) });
    await screen.findByRole('button', { name: 'Add New Address' });
    await screen.findByRole('link', { name: 'Urban Threads' });
    await act(async () => fireEvent.click(placeOrderButton()));
    expect(api.place).not.toHaveBeenCalled();
    expect(toastMessages(store)).toEqual(['Please add a delivery address']);
  });

  it('uses the saved addresses before GET /addresses answers', async () => {
    const pending = deferred<{ total: number; addresses: typeof ADDRESSES }>();
    const { store } = checkoutStore({ getAddresses: jest.fn(() => pending.promise) });
    runInAction(() => {
      store.auth.setAddresses(ADDRESSES);
      store.basket.selectedShopIds = [1];
    });
    renderPage(<CheckoutPage />, { store, path: '/checkout', routePath: '/checkout' });
    expect(await screen.findByText('Home Sweet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Address' })).not.toBeInTheDocument();
    await act(async () => pending.resolve({ total: 2, addresses: ADDRESSES }));
  });
});
