import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FavoritePage } from 'shared-sdk';
import { httpError, renderPage } from 'shared-sdk/testing';
import { favoriteProduct, ordersTestStore, toasts } from '../../test-support/orders-store';
import WishlistPage from './wishlist-page';

const page = (
  products = [favoriteProduct(), favoriteProduct({ id: 32, name: 'Canvas Tote', price: 30, discount_price: 0, brand: null, quantity: 0 })],
  total = products.length,
): FavoritePage => ({
  total,
  products,
});

function setup(getFavoriteProducts = jest.fn().mockResolvedValue(page()), path = '/wishlist') {
  const { store, actions } = ordersTestStore({ account: { getFavoriteProducts } });
  const view = renderPage(<WishlistPage />, { store, path, routePath: '/wishlist' });
  return { store, actions, getFavoriteProducts, ...view };
}

const item = (name: string) => screen.getAllByTestId('wishlist-item').find((el) => within(el).queryByRole('link', { name })) as HTMLElement;

describe('WishlistPage', () => {
  it('lists the favourites with image, name, price and a link to the product', async () => {
    const { getFavoriteProducts } = setup();
    expect(await screen.findAllByTestId('wishlist-item')).toHaveLength(2);
    expect(getFavoriteProducts).toHaveBeenCalledWith({ page: 1, per_page: 10 });
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    const shirt = item('Linen Shirt');
    expect(within(shirt).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/products/31/details');
    expect(within(shirt).getByText('Linen Shirt').tagName).toBe('BDI');
    const image = within(shirt).getByRole('img', { name: 'Linen Shirt' });
    expect(image).toHaveAttribute('src', '/media/shirt.png');
    expect(image).toHaveAttribute('width', '96');
    expect(image).toHaveAttribute('height', '96');
    expect(shirt).toHaveTextContent('Price: $40.00');
    expect(shirt).toHaveTextContent('Original price: $50.00');
    expect(item('Canvas Tote')).toHaveTextContent('$30.00');
  });

  it('adds one of a product to the cart through the cart store', async () => {
    const { actions } = setup();
    await screen.findAllByTestId('wishlist-item');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' })));
    expect(actions.add).toHaveBeenCalledWith({ product_id: 31, quantity: 1 }, 'Linen Shirt');
  });

  it('cannot add a product that is out of stock', async () => {
    setup();
    await screen.findAllByTestId('wishlist-item');
    expect(within(item('Canvas Tote')).getByRole('button', { name: 'Add to Cart: Canvas Tote' })).toBeDisabled();
    expect(item('Canvas Tote')).toHaveTextContent('Out of stock');
  });

  it('asks before removing, and Cancel keeps the product', async () => {
    const { actions } = setup();
    await screen.findAllByTestId('wishlist-item');
    const removeButton = screen.getByRole('button', { name: 'Remove Linen Shirt from wishlist' });
    removeButton.focus();
    fireEvent.click(removeButton);
    const dialog = screen.getByRole('dialog', { name: 'Remove from wishlist' });
    expect(dialog).toHaveTextContent('Do you want to remove Linen Shirt from your wishlist?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(actions.toggle).not.toHaveBeenCalled();
    expect(removeButton).toHaveFocus();
  });

  it('removes through the wishlist store after the confirmation, then loads the list again', async () => {
    const getFavoriteProducts = jest
      .fn()
      .mockResolvedValueOnce(page())
      .mockResolvedValue(page([favoriteProduct({ id: 32, name: 'Canvas Tote' })]));
    const { actions, store } = setup(getFavoriteProducts);
    await screen.findAllByTestId('wishlist-item');
    expect(store.auth.favoriteProducts).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Linen Shirt from wishlist' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' })));
    expect(actions.toggle).toHaveBeenCalledWith(31);
    expect(toasts(store)).toEqual([{ type: 'success', message: 'Linen Shirt was removed from your wishlist.' }]);
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Linen Shirt' })).not.toBeInTheDocument();
    expect(getFavoriteProducts).toHaveBeenCalledTimes(2);
    expect(store.auth.favoriteProducts).toBe(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('keeps the list when the store could not remove it (the store shows the error)', async () => {
    const { actions, getFavoriteProducts } = setup();
    actions.toggle.mockResolvedValue(null);
    await screen.findAllByTestId('wishlist-item');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Linen Shirt from wishlist' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getFavoriteProducts).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(2);
  });

  it('pages 10 at a time with the page in the URL', async () => {
    const products = Array.from({ length: 10 }, (_, i) => favoriteProduct({ id: 100 + i, name: `Product ${i}` }));
    const { getFavoriteProducts, location } = setup(jest.fn().mockResolvedValue(page(products, 14)));
    await screen.findAllByTestId('wishlist-item');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/wishlist?page=2');
    await waitFor(() => expect(getFavoriteProducts).toHaveBeenLastCalledWith({ page: 2, per_page: 10 }));
  });

  it('goes back a page when the last item of the last page is gone', async () => {
    const { location } = setup(jest.fn().mockResolvedValue(page([], 10)), '/wishlist?page=2');
    await waitFor(() => expect(location()).toBe('/wishlist'));
  });

  it('says when the wishlist is empty', async () => {
    setup(jest.fn().mockResolvedValue(page([], 0)));
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('shows a skeleton while loading, and Retry after a failure', async () => {
    const getFavoriteProducts = jest.fn().mockRejectedValueOnce(httpError(500, 'Server error')).mockResolvedValue(page());
    setup(getFavoriteProducts);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your wishlist could not be loaded.');
    expect(alert).toHaveTextContent('Server error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('wishlist-item')).toHaveLength(2);
  });

  it('through the real wishlist store, the header count follows the removal', async () => {
    const getFavoriteProducts = jest
      .fn()
      .mockResolvedValueOnce(page())
      .mockResolvedValue(page([favoriteProduct({ id: 32, name: 'Canvas Tote' })]));
    const toggleFavorite = jest
      .fn()
      .mockResolvedValue({ message: 'Product removed from favorites.', product: favoriteProduct({ is_favorite: false }) });
    const { store } = ordersTestStore({ account: { getFavoriteProducts, toggleFavorite } }, { mockActions: false });
    act(() => store.wishlist.markFavorite(31, true));
    renderPage(<WishlistPage />, { store, path: '/wishlist', routePath: '/wishlist' });
    await screen.findAllByTestId('wishlist-item');
    expect(store.wishlist.count).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Linen Shirt from wishlist' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' })));
    expect(toggleFavorite).toHaveBeenCalledWith(31);
    expect(store.wishlist.isFavorite(31)).toBe(false);
    expect(store.wishlist.count).toBe(1);
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1));
  });

  describe('live updates', () => {
    /** The page's own requests (the wishlist store also asks, for its ids and the header count). */
    const pageRequests = (getFavoriteProducts: jest.Mock) =>
      getFavoriteProducts.mock.calls.filter(([query]) => query.page === 1 && query.per_page === 10).length;

    it('follows a change made in another tab, in place', async () => {
      const getFavoriteProducts = jest
        .fn()
        .mockResolvedValueOnce(page())
        .mockResolvedValue(page([favoriteProduct({ id: 32, name: 'Canvas Tote' })]));
      const { store } = setup(getFavoriteProducts);
      const list = await screen.findByTestId('wishlist');
      await act(async () => store.live.receive({ kind: 'wishlist', id: '9' }));
      expect(pageRequests(getFavoriteProducts)).toBe(2);
      expect(screen.getByTestId('wishlist')).toBe(list);
      expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1);
      expect(item('Canvas Tote')).toBeInTheDocument();
    });

    it('asks again on a resync, and not on a basket event', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the basket's refetch fails on this fake API
      const { store, getFavoriteProducts } = setup();
      await screen.findAllByTestId('wishlist-item');
      await act(async () => store.live.receive({ kind: 'basket', id: '10' }));
      expect(pageRequests(getFavoriteProducts)).toBe(1);
      await act(async () => store.live.receive({ kind: 'resync' }));
      expect(pageRequests(getFavoriteProducts)).toBe(2);
      warn.mockRestore();
    });
  });
});
