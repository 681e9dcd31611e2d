import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productDetails, products, reviewsPage } from '../../test-support/catalog-fixtures';
import { SHOPPER_ACTION_FORM } from 'shared-sdk';
import { renderPage } from 'shared-sdk/testing';
import { catalogTestStore } from '../../test-support/catalog-store';
import ProductDetailsPage from './product-details-page';

function setup(details = productDetails()) {
  const calls = {
    getProductDetails: jest
      .fn()
      .mockResolvedValue({ product: details, related_products: products(2, 100), popular_products: products(3, 200) }),
    getReviews: jest.fn().mockResolvedValue(reviewsPage()),
  };
  const { store, actions } = catalogTestStore(calls);
  renderPage(<ProductDetailsPage />, { store, path: `/products/${details.id}/details`, routePath: '/products/:id/details' });
  return { calls, actions, location: () => screen.getByTestId('location').textContent };
}

describe('ProductDetailsPage', () => {
  it('loads the product of the URL and titles the page with its name', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeInTheDocument();
    expect(calls.getProductDetails).toHaveBeenCalledWith(7);
    expect(document.title).toBe('Linen Shirt - ShopMart');
  });

  it('isolates the merchant texts, so Latin names keep their punctuation in an Arabic page', async () => {
    setup(productDetails({ name: 'Stride Runner 2.0', shop: { ...productDetails().shop, name: 'Stride & Co.' } }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Stride Runner 2.0' });
    expect(heading.querySelector('bdi')).toHaveTextContent('Stride Runner 2.0');
    const shop = screen.getByRole('link', { name: 'Stride & Co.' });
    expect(within(shop).getByText('Stride & Co.').tagName).toBe('BDI');
    await waitFor(() => expect(screen.getByText('Sara').tagName).toBe('BDI'));
    expect(screen.getByText('Lovely.')).toHaveAttribute('dir', 'auto');
  });

  it('adds the selected surcharges to the shown price', async () => {
    setup();
    await screen.findByRole('heading', { level: 1 });
    const price = () => screen.getByTestId('purchase-price').textContent;
    expect(price()).toContain('$30.00');
    expect(price()).toContain('$40.00');
    fireEvent.click(screen.getByRole('radio', { name: /XL/ }));
    expect(price()).toContain('$35.00');
    expect(price()).toContain('$45.00');
    fireEvent.click(screen.getByRole('radio', { name: /Navy/ }));
    expect(price()).toContain('$37.50');
    expect(screen.getByRole('radio', { name: /XL/ })).toHaveAccessibleName(/^XL \+ ?\$5\.00$/);
  });

  it("keeps a surcharge's sign with its amount, left to right in an Arabic page ('+$5.00', never '$5.00+')", async () => {
    setup();
    await screen.findByRole('heading', { level: 1 });
    const surcharge = screen.getByText('+$5.00');
    expect(surcharge).toHaveAttribute('dir', 'ltr');
  });

  it('counts the quantity from 1 to the stock', async () => {
    setup(productDetails({ quantity: 2 }));
    await screen.findByRole('heading', { level: 1 });
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(less).toBeDisabled();
    fireEvent.click(more);
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
    expect(more).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '50' } });
    fireEvent.blur(screen.getByLabelText('Quantity'));
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
  });

  it('sends the choice to the cart store, and Buy now goes to /buynow on success', async () => {
    const { actions, location } = setup();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: /XL/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(actions.add).toHaveBeenCalledWith({ product_id: 7, quantity: 2, color: 21, size: 12, unit: 1 }, 'Linen Shirt');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy Now' })));
    expect(actions.buyNow).toHaveBeenCalledWith({ product_id: 7, quantity: 2, color: 21, size: 12, unit: 1 }, 3);
    expect(location()).toBe('/buynow');
  });

  it("makes Buy Now, Add to Cart and the heart submit buttons of the page's shopper-action form; hydrated, Buy now acts in the page", async () => {
    const { actions } = setup();
    await screen.findByRole('heading', { level: 1 });
    const buyNow = screen.getByRole('button', { name: 'Buy Now' });
    const values = [
      buyNow,
      screen.getByRole('button', { name: 'Add to Cart' }),
      screen.getByRole('button', { name: 'Add Linen Shirt to wishlist' }),
    ].map((button) => [
      button.getAttribute('type'),
      button.getAttribute('form'),
      button.getAttribute('name'),
      button.getAttribute('value'),
    ]);
    expect(values).toEqual([
      ['submit', SHOPPER_ACTION_FORM, 'action', 'buy-now:7'],
      ['submit', SHOPPER_ACTION_FORM, 'action', 'cart-add:7'],
      ['submit', SHOPPER_ACTION_FORM, 'action', 'wishlist:7'],
    ]);
    let notPrevented = true;
    await act(async () => {
      notPrevented = fireEvent.click(buyNow);
    });
    expect(notPrevented).toBe(false);
    expect(actions.buyNow).toHaveBeenCalledTimes(1);
  });

  it('stays on the page when Buy now fails', async () => {
    const { actions, location } = setup();
    actions.buyNow.mockResolvedValue(false);
    await screen.findByRole('heading', { level: 1 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy Now' })));
    expect(location()).toBe('/products/7/details');
  });

  it('renders the description without scripts or event handlers', async () => {
    setup();
    const description = await screen.findByTestId('product-description');
    expect(description.innerHTML).toContain('<strong>linen</strong>');
    expect(description.innerHTML).not.toMatch(/script|onerror/);
  });

  it('shows the stock, unit, delivery terms, gallery thumbnails, reviews histogram and the other products', async () => {
    setup();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('product-stock')).toHaveTextContent('8 in stock');
    expect(screen.getByText('pc')).toBeInTheDocument();
    expect(screen.getByText('2-4 days')).toBeInTheDocument();
    expect(screen.getByText('$4.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Urban Threads' })).toHaveAttribute('href', '/shops/3');
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' });
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByText('Sara')).toBeInTheDocument());
    const histogram = screen.getByText('5 stars').closest('li') as HTMLElement;
    expect(within(histogram).getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Related products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Popular products' })).toBeInTheDocument();
  });

  it('says not found for an unknown product', async () => {
    const { store } = catalogTestStore({
      getProductDetails: jest
        .fn()
        .mockRejectedValue(
          Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status: 404, data: { message: 'Not found' } } }),
        ),
    });
    renderPage(<ProductDetailsPage />, { store, path: '/products/999/details', routePath: '/products/:id/details' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found - ShopMart');
  });
});
