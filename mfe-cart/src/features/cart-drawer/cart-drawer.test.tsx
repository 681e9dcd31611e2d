import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { cartLine, cartShop, renderPage } from 'shared-sdk/testing';
import { LINE_DETAILS, cartTestStore, mockCartActions, setBasket, toasts } from '../../test-support/cart-store';
import CartDrawer from './cart-drawer';

const summary = { total_amount: 100, delivery_charge: 5, coupon_discount: 10, payable_amount: 99.5, order_tax_amount: 4.5 };

function twoShops() {
  return [
    {
      ...cartShop(1, [
        cartLine(7, 1, { ...LINE_DETAILS, name: 'Linen Shirt', price: 19.99, quantity: 3 }),
        cartLine(8, 1, { ...LINE_DETAILS, name: 'Wool Socks', price: 5 }),
      ]),
      shop_rating: 4.5,
    },
    { ...cartShop(2, [cartLine(9, 2, { name: 'Desk Lamp', brand: 'Lumo', price: 50, discount_price: 40, quantity: 2 })]), shop_rating: 3 },
  ];
}

/** The drawer over a basket, its store actions mocked. */
function openDrawer(options: { multiVendor?: boolean; selected?: number[] } = {}) {
  const store = cartTestStore({}, { multiVendor: options.multiVendor });
  const actions = mockCartActions(store);
  setBasket(store, twoShops(), options.selected ?? []);
  const onClose = jest.fn();
  renderPage(<CartDrawer onClose={onClose} />, { store });
  return { store, actions, onClose };
}

const group = (shop: string) => screen.getByRole('region', { name: shop });
const line = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('CartDrawer', () => {
  it('is a drawer named Shopping Cart that refreshes the basket, then the checkout of the selected shops, when it opens', async () => {
    const groups = twoShops();
    const list = jest.fn().mockResolvedValue({ total: 3, cart_items: groups });
    const checkout = jest.fn().mockResolvedValue({ checkout_items: groups, checkout: summary });
    const store = cartTestStore({ cart: { list, checkout } });
    setBasket(store, [], []);
    renderPage(<CartDrawer onClose={jest.fn()} />, { store });
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    // Both shops came into the basket with this answer, so both are ticked and priced.
    await waitFor(() => expect(checkout).toHaveBeenCalledWith({ shop_ids: [1, 2], coupon_code: null }));
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.invocationCallOrder[0]).toBeLessThan(checkout.mock.invocationCallOrder[0]!);
    expect(await screen.findByText('$99.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Shop 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Shop 2' })).toBeChecked();
  });

  it('keeps a shop the shopper unticked unticked when the basket is read again', async () => {
    const groups = twoShops();
    const list = jest.fn().mockResolvedValue({ total: 3, cart_items: groups });
    const checkout = jest.fn().mockResolvedValue({ checkout_items: [groups[1]], checkout: summary });
    const store = cartTestStore({ cart: { list, checkout } });
    setBasket(store, groups, [2]);
    renderPage(<CartDrawer onClose={jest.fn()} />, { store });
    await waitFor(() => expect(checkout).toHaveBeenCalledWith({ shop_ids: [2], coupon_code: null }));
    expect(screen.getByRole('checkbox', { name: 'Select Shop 1' })).not.toBeChecked();
  });

  it('groups the lines by shop, each with its name linking to the shop, its rating and its lines', () => {
    openDrawer();
    const first = group('Shop 1');
    expect(within(first).getByRole('link', { name: 'Shop 1' })).toHaveAttribute('href', '/shops/1');
    expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(
      within(first)
        .getAllByTestId('cart-line')
        .map((li) => within(li).getAllByRole('link')[0]?.getAttribute('href')),
    ).toEqual(['/products/7/details', '/products/8/details']);
    const second = group('Shop 2');
    expect(within(second).getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument();
    expect(within(second).getAllByTestId('cart-line')).toHaveLength(1);
    expect(within(second).getByRole('link', { name: 'Desk Lamp' })).toHaveAttribute('href', '/products/9/details');
    expect(screen.getByText('3 Items')).toBeInTheDocument();
  });

  it('shows each line with its picture, brand, options, unit price and total with 2 decimals', () => {
    openDrawer();
    const shirt = line('Linen Shirt');
    const picture = within(shirt).getByRole('img', { name: 'Linen Shirt', hidden: true });
    expect(picture).toHaveAttribute('src', '/media/shirt.jpg');
    expect(picture).toHaveAttribute('width', '72');
    expect(picture).toHaveAttribute('height', '72');
    expect(shirt).toHaveTextContent('Acme');
    expect(shirt).toHaveTextContent('Size: M');
    expect(shirt).toHaveTextContent('Colour: Blue');
    expect(within(shirt).getByText('$19.99')).toBeInTheDocument();
    // 19.99 × 3 = 59.97, not 59.970000000000006.
    expect(within(shirt).getByTestId('cart-line-total')).toHaveTextContent('$59.97');
    expect(within(line('Wool Socks')).getByTestId('cart-line-total')).toHaveTextContent('$5.00');
  });

  it('prices a discounted line at its discount price, the list price struck through', () => {
    openDrawer();
    const lamp = line('Desk Lamp');
    expect(within(lamp).getByText('$40.00')).toBeInTheDocument();
    expect(within(lamp).getByText('$50.00').closest('del')).not.toBeNull();
    expect(within(lamp).getByTestId('cart-line-total')).toHaveTextContent('$80.00');
    expect(lamp).not.toHaveTextContent('Size:');
  });

  it('falls back to the first of thumbnails for the picture', () => {
    const store = cartTestStore();
    mockCartActions(store);
    setBasket(store, [
      cartShop(1, [
        cartLine(7, 1, {
          name: 'Linen Shirt',
          thumbnail: '',
          thumbnails: [
            { id: 1, thumbnail: '/media/a.jpg' },
            { id: 2, thumbnail: '/media/b.jpg' },
          ],
        }),
      ]),
    ]);
    renderPage(<CartDrawer onClose={jest.fn()} />, { store });
    expect(screen.getByRole('img', { name: 'Linen Shirt', hidden: true })).toHaveAttribute('src', '/media/a.jpg');
  });

  it('selects shops one by one or all at once, and shows which are selected', () => {
    const { actions } = openDrawer({ selected: [2] });
    const shop1 = screen.getByRole('checkbox', { name: 'Select Shop 1' });
    const shop2 = screen.getByRole('checkbox', { name: 'Select Shop 2' });
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(shop1).not.toBeChecked();
    expect(shop2).toBeChecked();
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(shop1);
    expect(actions.toggleShop).toHaveBeenCalledWith(1);
    fireEvent.click(all);
    expect(actions.selectAllShops).toHaveBeenCalledWith(true);
  });

  it('unselects all when every shop is selected', () => {
    const { actions } = openDrawer({ selected: [1, 2] });
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(all).toBeChecked();
    fireEvent.click(all);
    expect(actions.selectAllShops).toHaveBeenCalledWith(false);
  });

  it('hides the selection in single-vendor mode, where the store selects the shop itself', () => {
    openDrawer({ multiVendor: false, selected: [1, 2] });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Select the shops you want to check out.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
  });

  it('asks to select shops while none is, in place of totals of nothing', () => {
    openDrawer();
    expect(screen.getByText('Select the shops you want to check out.')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-summary')).not.toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
  });

  it('shows the totals once a shop is ticked', () => {
    const { store } = openDrawer();
    act(() =>
      runInAction(() => {
        store.basket.selectedShopIds = [1];
        Object.assign(store.checkout, summary);
      }),
    );
    expect(screen.queryByText('Select the shops you want to check out.')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-summary-payable')).toHaveTextContent('$99.50');
  });

  it('changes quantities and removes lines through the cart store', async () => {
    const { actions } = openDrawer();
    const shirt = line('Linen Shirt');
    await act(async () => fireEvent.click(within(shirt).getByRole('button', { name: 'Increase quantity' })));
    expect(actions.increment).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    await act(async () => fireEvent.click(within(shirt).getByRole('button', { name: 'Decrease quantity' })));
    expect(actions.decrement).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    await act(async () => fireEvent.click(within(line('Wool Socks')).getByRole('button', { name: /^Remove\W+Wool Socks$/ })));
    expect(actions.delete).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
  });

  it('lets a decrement take a last item out, as the server does', async () => {
    const { actions } = openDrawer();
    const socks = line('Wool Socks');
    expect(within(socks).getByLabelText('Quantity of Wool Socks')).toHaveValue(1);
    await act(async () => fireEvent.click(within(socks).getByRole('button', { name: 'Decrease quantity' })));
    expect(actions.decrement).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
  });

  it('turns a typed quantity into that many steps', async () => {
    const { actions } = openDrawer();
    const field = within(line('Linen Shirt')).getByLabelText('Quantity of Linen Shirt');
    expect(field).toHaveValue(3);
    fireEvent.change(field, { target: { value: '5' } });
    await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));
    expect(actions.increment).toHaveBeenCalledTimes(2);
    expect(actions.decrement).not.toHaveBeenCalled();
  });

  it('waits for one change before the next: the controls are disabled meanwhile', async () => {
    const { actions } = openDrawer();
    let finish: (ok: boolean) => void = () => undefined;
    actions.increment.mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const shirt = line('Linen Shirt');
    fireEvent.click(within(shirt).getByRole('button', { name: 'Increase quantity' }));
    expect(within(shirt).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(line('Wool Socks')).getByRole('button', { name: /^Remove\W+Wool Socks$/ })).toBeDisabled();
    fireEvent.click(within(line('Wool Socks')).getByRole('button', { name: /^Remove\W+Wool Socks$/ }));
    expect(actions.delete).not.toHaveBeenCalled();
    await act(async () => finish(true));
    expect(within(shirt).getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    expect(actions.increment).toHaveBeenCalledTimes(1);
  });

  it('disables the lines while the basket loads', () => {
    const { store } = openDrawer();
    act(() => runInAction(() => (store.basket.isLoadingCart = true)));
    expect(within(line('Linen Shirt')).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('shows the summary of the selected shops, with a loading state while it is fetched', async () => {
    const { store } = openDrawer({ selected: [1] });
    // The opening's own refresh (its checkout asked beside the basket) is loading first.
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(store.checkout.isLoadingCheckout).toBe(false));
    act(() => runInAction(() => Object.assign(store.checkout, summary)));
    const box = screen.getByTestId('cart-summary');
    const rows = within(box)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Subtotal $100.00', 'Delivery charge $5.00', 'Voucher discount −$10.00', 'Tax $4.50', 'Total payable $99.50']);
    act(() => runInAction(() => (store.checkout.isLoadingCheckout = true)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('$99.50')).not.toBeInTheDocument();
  });

  it('proceeds to checkout with a shop selected: the drawer closes and the checkout opens', () => {
    const { onClose } = openDrawer({ selected: [1] });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('refuses to proceed without a selected shop', () => {
    const { store, onClose } = openDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(toasts(store)).toEqual([{ type: 'error', message: 'Please select at least one shop', position: 'bottom-left' }]);
  });

  it("opens a shop's vouchers", () => {
    const { store } = openDrawer();
    fireEvent.click(within(group('Shop 2')).getByRole('button', { name: 'Vouchers of Shop 2' }));
    expect(store.ui.voucherShopId).toBe(2);
    expect(store.ui.isOpen('storeVoucher')).toBe(true);
  });

  it('closes when a product or shop link is followed', () => {
    const { onClose } = openDrawer();
    fireEvent.click(screen.getByRole('link', { name: 'Desk Lamp' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/products/9/details');
  });

  it("says 'Cart is empty' with a way back to the products", () => {
    const store = cartTestStore();
    mockCartActions(store);
    const onClose = jest.fn();
    renderPage(<CartDrawer onClose={onClose} />, { store });
    expect(screen.getByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Continue shopping' });
    expect(link).toHaveAttribute('href', '/products');
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton lines instead of the empty state while the basket loads', () => {
    const store = cartTestStore();
    mockCartActions(store);
    runInAction(() => (store.basket.isLoadingCart = true));
    renderPage(<CartDrawer onClose={jest.fn()} />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Cart is empty')).not.toBeInTheDocument();
  });

  it('removes a line against the server: the remove toast offers it again and the summary is refetched', async () => {
    const groups = twoShops();
    const remaining = [{ ...groups[0]!, products: [groups[0]!.products[0]!] }, groups[1]!];
    const list = jest.fn().mockResolvedValue({ total: 3, cart_items: groups });
    const checkout = jest.fn().mockResolvedValue({ checkout_items: [groups[0]], checkout: summary });
    const remove = jest.fn().mockResolvedValue({ total: 2, cart_items: remaining, message: '' });
    const store = cartTestStore({ cart: { list, checkout, delete: remove } });
    setBasket(store, groups, [1]);
    renderPage(<CartDrawer onClose={jest.fn()} />, { store });
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Remove\W+Wool Socks$/ })));
    expect(remove).toHaveBeenCalledWith(8);
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('link', { name: 'Wool Socks' })).not.toBeInTheDocument();
    expect(store.ui.toasts[0]).toMatchObject({ type: 'success', title: 'Wool Socks', message: 'has been remove to cart' });
    expect(store.ui.toasts[0]?.action?.label).toBe('Again Add to Cart');
  });

  it('shows the empty state once the last line is removed', async () => {
    const only = [cartShop(1, [cartLine(7, 1, { ...LINE_DETAILS, name: 'Linen Shirt', price: 20 })])];
    const store = cartTestStore({
      cart: {
        list: jest.fn().mockResolvedValue({ total: 1, cart_items: only }),
        checkout: jest.fn().mockResolvedValue({ checkout_items: only, checkout: summary }),
        delete: jest.fn().mockResolvedValue({ total: 0, cart_items: [], message: '' }),
      },
    });
    setBasket(store, only, [1]);
    renderPage(<CartDrawer onClose={jest.fn()} />, { store });
    await waitFor(() => expect(store.checkout.isLoadingCheckout).toBe(false));
    const remove = screen.getByRole('button', { name: /^Remove\W+Linen Shirt$/ });
    await act(async () => fireEvent.click(remove));
    expect(await screen.findByText('Cart is empty')).toBeInTheDocument();
    expect(store.basket.selectedShopIds).toEqual([]);
  });
});
