// A stock drop at Place Order (the server's 409 with `stock`), on the checkout and on buy now: the
// short line is marked with the server's words, lowered to what is left or removed right there, and
// the next Place Order places the summary of the lowered line.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { cartLine, cartShop, httpError, renderPage, switchLocale } from 'shared-sdk/testing';
import type { CartShopGroup, RootStore } from 'shared-sdk';
import BuyNowPage from './buy-now-page';
import CheckoutPage from './checkout-page';
import { BASKET, checkoutResult, checkoutStore } from '../../test-support/checkout-store';

const ONLY_ONE = 'Only 1 of Linen Shirt left in stock.';
const [SHIRTS, RUNNERS] = BASKET as [CartShopGroup, CartShopGroup];
/** The basket after the shirt (2 asked for, 1 left) is lowered to 1. */
const LOWERED: CartShopGroup[] = [{ ...SHIRTS, products: [{ ...SHIRTS.products[0]!, quantity: 1 }] }, RUNNERS];

/** The 409 of a stock drop: the checkout as it is (the shirt still asks for 2) and the short lines. */
function stockDrop(stock: Array<{ product_id: number; message: string; available: number }>, items = BASKET, version = 'v2') {
  return httpError(409, 'Your order changed since you saw it.', undefined, {
    ...checkoutResult(items, { summary_version: version }),
    stock,
  });
}

const placeOrder = (name = 'Place Order') => screen.getByRole('button', { name });
const line = (name: string) => screen.getAllByTestId('checkout-line').find((li) => li.textContent?.includes(name)) as HTMLElement;

/** The checkout of both shops, loaded, then Place Order (named `placeName`) answered by a stock drop. */
async function checkoutAfterStockDrop(
  calls: Parameters<typeof checkoutStore>[0],
  { before, placeName }: { before?: (store: RootStore) => void; placeName?: string } = {},
) {
  const { store, api } = checkoutStore({ list: jest.fn().mockResolvedValue({ total: 2, cart_items: BASKET }), ...calls });
  runInAction(() => (store.basket.selectedShopIds = [1, 2]));
  before?.(store);
  renderPage(<CheckoutPage />, { store, path: '/checkout', routePath: '/checkout' });
  await screen.findByRole('link', { name: 'Urban Threads' });
  await screen.findByText('Home Sweet');
  await act(async () => fireEvent.click(placeOrder(placeName)));
  return { store, api };
}

describe('a line Place Order found short of stock, on the checkout', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it("is marked with the server's words, which describe its controls to a screen reader", async () => {
    const place = jest.fn().mockRejectedValueOnce(stockDrop([{ product_id: 11, message: ONLY_ONE, available: 1 }]));
    await checkoutAfterStockDrop({ place });
    const shirt = line('Linen Shirt');
    expect(within(shirt).getByTestId('short-line-message')).toHaveTextContent(ONLY_ONE);
    const group = within(shirt).getByRole('group', { name: 'Linen Shirt' });
    expect(group).toHaveAccessibleDescription(ONLY_ONE);
    // Its quantity is a control now: it goes down to what is left, not up.
    expect(within(group).getByLabelText('Quantity of Linen Shirt')).toHaveValue(2);
    expect(within(group).getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: /^Remove\W+Linen Shirt$/ })).toBeEnabled();
    expect(shirt).not.toHaveTextContent('Qty: 2');
    // The line the stock still covers is as it was.
    expect(line('Trail Runner')).toHaveTextContent('Qty: 1');
    expect(within(line('Trail Runner')).queryByRole('group')).not.toBeInTheDocument();
    // The notice beside the summary says it too.
    expect(screen.getByTestId('order-changed')).toHaveTextContent(ONLY_ONE);
  });

  it('lowers the line to what is left, fetches the summary again, and places the order on the next click', async () => {
    const place = jest
      .fn()
      .mockRejectedValueOnce(stockDrop([{ product_id: 11, message: ONLY_ONE, available: 1 }]))
      .mockResolvedValueOnce({ message: 'Order placed', order_payment_url: null, order_ids: [7, 8] });
    const decrement = jest.fn().mockResolvedValue({ message: 'product quantity decreased', total: 2, cart_items: LOWERED });
    const checkout = jest
      .fn()
      .mockResolvedValueOnce(checkoutResult(BASKET))
      .mockResolvedValueOnce(checkoutResult(LOWERED, { payable_amount: 85, summary_version: 'v3' }));
    const { api } = await checkoutAfterStockDrop({ place, decrement, checkout });

    await act(async () => fireEvent.click(within(line('Linen Shirt')).getByRole('button', { name: 'Decrease quantity' })));
    expect(decrement).toHaveBeenCalledTimes(1);
    expect(decrement).toHaveBeenCalledWith(11);
    expect(api.checkout).toHaveBeenLastCalledWith({ shop_ids: [1, 2], coupon_code: null });
    const shirt = line('Linen Shirt');
    await waitFor(() => expect(within(shirt).getByLabelText('Quantity of Linen Shirt')).toHaveValue(1));
    // It fits now: no words, no description, and the order may go.
    expect(within(shirt).queryByTestId('short-line-message')).not.toBeInTheDocument();
    expect(within(shirt).getByRole('group', { name: 'Linen Shirt' })).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('order-changed')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('order-summary')).getByText('$85.00')).toBeInTheDocument();

    await act(async () => fireEvent.click(placeOrder()));
    expect(place).toHaveBeenCalledTimes(2);
    expect(place.mock.calls[1][0]).toMatchObject({ shop_ids: [1, 2], summary_version: 'v3' });
    expect(screen.getByRole('dialog', { name: 'Order Placed' })).toBeInTheDocument();
  });

  it('keeps the mark and the control when Place Order is pressed again without a change', async () => {
    const place = jest
      .fn()
      .mockRejectedValueOnce(stockDrop([{ product_id: 11, message: ONLY_ONE, available: 1 }]))
      .mockRejectedValueOnce(httpError(422, ONLY_ONE));
    const { store } = await checkoutAfterStockDrop({ place });
    await act(async () => fireEvent.click(placeOrder()));
    expect(store.ui.toasts.map((t) => t.message)).toEqual([ONLY_ONE]);
    expect(within(line('Linen Shirt')).getByTestId('short-line-message')).toHaveTextContent(ONLY_ONE);
    expect(within(line('Linen Shirt')).getByLabelText('Quantity of Linen Shirt')).toHaveValue(2);
  });

  it('removes the line, fetches the summary again, and gives focus to the items heading', async () => {
    const place = jest.fn().mockRejectedValueOnce(stockDrop([{ product_id: 11, message: ONLY_ONE, available: 1 }]));
    const remove = jest.fn().mockResolvedValue({ message: 'product removed from cart', total: 1, cart_items: [RUNNERS] });
    const checkout = jest
      .fn()
      .mockResolvedValueOnce(checkoutResult(BASKET))
      .mockResolvedValueOnce(checkoutResult([RUNNERS], { summary_version: 'v3' }));
    await checkoutAfterStockDrop({ place, delete: remove, checkout });

    const button = within(line('Linen Shirt')).getByRole('button', { name: /^Remove\W+Linen Shirt$/ });
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(remove).toHaveBeenCalledWith(11);
    expect(checkout).toHaveBeenLastCalledWith({ shop_ids: [2], coupon_code: null });
    await waitFor(() => expect(screen.getAllByTestId('checkout-line')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Items' })).toHaveFocus());
  });

  it('offers only removal for a line none of which is left', async () => {
    const gone = 'Linen Shirt is out of stock.';
    const place = jest.fn().mockRejectedValueOnce(stockDrop([{ product_id: 11, message: gone, available: 0 }]));
    await checkoutAfterStockDrop({ place });
    const group = within(line('Linen Shirt')).getByRole('group', { name: 'Linen Shirt' });
    expect(group).toHaveAccessibleDescription(gone);
    expect(within(group).queryByLabelText('Quantity of Linen Shirt')).not.toBeInTheDocument();
    expect(within(group).getByRole('button', { name: /^Remove\W+Linen Shirt$/ })).toBeInTheDocument();
  });

  it('speaks Arabic on an Arabic page', async () => {
    const message = 'لم يتبقَّ من Linen Shirt سوى 1 في المخزون.';
    const place = jest.fn().mockRejectedValueOnce(stockDrop([{ product_id: 11, message, available: 1 }]));
    await checkoutAfterStockDrop(
      { place },
      {
        placeName: 'تأكيد الطلب',
        before: (store) =>
          switchLocale(store, 'ar', 'rtl', {
            'cart.checkout.placeOrder': 'تأكيد الطلب',
            'cart.checkout.quantityOf': 'كمية {name}',
            'cart.checkout.remove': 'إزالة',
          }),
      },
    );
    expect(place).toHaveBeenCalledTimes(1);
    const group = within(line('Linen Shirt')).getByRole('group', { name: 'Linen Shirt' });
    expect(group).toHaveAccessibleDescription(message);
    expect(within(group).getByLabelText('كمية Linen Shirt')).toHaveValue(2);
    expect(within(group).getByRole('button', { name: /^إزالة\W+Linen Shirt$/ })).toBeInTheDocument();
  });
});

describe('the buy-now line short of stock', () => {
  const LAMP = cartLine(31, 3, { name: 'Desk Lamp', price: 60, quantity: 3, size: { id: 4, name: 'M' }, color: { id: 6, name: 'Red' } });
  const BUY_NOW = [{ ...cartShop(3, [LAMP]), shop_name: 'Tech Hub' }];

  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('is lowered by storing the line again, placed on the next click, and links back to its product', async () => {
    const lowered = [{ ...BUY_NOW[0]!, products: [{ ...LAMP, quantity: 2 }] }];
    const message = 'Only 2 of Desk Lamp left in stock.';
    const place = jest
      .fn()
      .mockRejectedValueOnce(stockDrop([{ product_id: 31, message, available: 2 }], BUY_NOW))
      .mockResolvedValueOnce({ message: 'Order placed', order_payment_url: null, order_ids: [9] });
    const checkout = jest
      .fn()
      .mockResolvedValueOnce(checkoutResult(BUY_NOW))
      .mockResolvedValueOnce(checkoutResult(lowered, { summary_version: 'v3' }));
    const store = jest.fn().mockResolvedValue({ message: '', total: 2, cart_items: BASKET });
    const { store: root } = checkoutStore({ place, checkout, store, list: jest.fn().mockResolvedValue({ total: 2, cart_items: BASKET }) });
    runInAction(() => (root.checkout.buyNowShopId = 3));
    renderPage(<BuyNowPage />, { store: root, path: '/buynow', routePath: '/buynow' });
    await screen.findByTestId('checkout-line');
    await screen.findByText('Home Sweet');
    await act(async () => fireEvent.click(placeOrder()));

    const group = within(line('Desk Lamp')).getByRole('group', { name: 'Desk Lamp' });
    expect(group).toHaveAccessibleDescription(message);
    expect(within(group).getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', '/products/31/details');
    expect(within(group).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await act(async () => fireEvent.click(within(group).getByRole('button', { name: 'Decrease quantity' })));
    expect(store).toHaveBeenCalledWith({ product_id: 31, quantity: 2, size: 4, color: 6, is_buy_now: true });
    expect(checkout).toHaveBeenLastCalledWith({ shop_ids: [3], coupon_code: null, is_buy_now: true });
    await waitFor(() => expect(within(line('Desk Lamp')).getByLabelText('Quantity of Desk Lamp')).toHaveValue(2));
    expect(within(line('Desk Lamp')).queryByTestId('short-line-message')).not.toBeInTheDocument();

    await act(async () => fireEvent.click(placeOrder()));
    expect(place.mock.calls[1][0]).toMatchObject({ shop_ids: [3], is_buy_now: true, summary_version: 'v3' });
    expect(screen.getByRole('dialog', { name: 'Order Placed' })).toBeInTheDocument();
  });
});
