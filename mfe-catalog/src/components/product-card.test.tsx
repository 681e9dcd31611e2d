import { act, fireEvent, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { SHOPPER_ACTION_FORM } from 'shared-sdk';
import { renderPage } from 'shared-sdk/testing';
import { catalogTestStore } from '../test-support/catalog-store';
import { product } from '../test-support/catalog-fixtures';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows a lazy image with a fixed size, the name as the link to its details, and the rating', () => {
    const { store } = catalogTestStore();
    renderPage(<ProductCard product={product()} />, { store });
    const card = screen.getByTestId('product-card');
    const image = within(card).getByRole('img', { name: 'Linen Shirt', hidden: true });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '280');
    expect(image).toHaveAttribute('height', '280');
    const link = within(card).getByRole('link', { name: 'Linen Shirt' });
    expect(link).toHaveAttribute('href', '/products/7/details');
    // The shop's words are isolated from the page's direction, as <bdi> would.
    expect(link).toHaveAttribute('dir', 'auto');
    // One link a card: the picture is not a second one.
    expect(within(card).getAllByRole('link', { hidden: true })).toHaveLength(1);
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5 (12 reviews)' })).toHaveTextContent('(12)');
  });

  it('prices in the settings currency and position, the old price struck, with the discount badge', () => {
    const { store } = catalogTestStore();
    runInAction(() => {
      store.settings.currency = { symbol: ' IQD', position: 'suffix' };
    });
    renderPage(<ProductCard product={product({ price: 1250, discount_price: 1000 })} />, { store });
    expect(screen.getByText('1,000.00 IQD')).toBeInTheDocument();
    expect(screen.getByText('1,250.00 IQD').closest('del')).not.toBeNull();
    expect(screen.getByText('-20%')).toBeInTheDocument();
  });

  it('shows no badge and one price without a discount', () => {
    const { store } = catalogTestStore();
    renderPage(<ProductCard product={product({ price: 40, discount_price: 0 })} />, { store });
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
  });

  it('adds the product to the cart with its default options through the cart store', async () => {
    const { store, actions } = catalogTestStore();
    renderPage(<ProductCard product={product()} />, { store });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Add to Cart\W+Linen Shirt$/ })));
    expect(actions.add).toHaveBeenCalledWith({ product_id: 7, quantity: 1, color: 21, size: 11, unit: 1 }, 'Linen Shirt');
  });

  it('toggles the wishlist through the wishlist store', async () => {
    const { store, actions } = catalogTestStore();
    renderPage(<ProductCard product={product()} />, { store });
    const heart = screen.getByRole('button', { name: 'Add Linen Shirt to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(heart));
    expect(actions.toggle).toHaveBeenCalledWith(7);
  });

  it("gains no element for the page's shopper-action form: its two buttons name it by their form attribute", () => {
    const { store } = catalogTestStore();
    renderPage(<ProductCard product={product()} />, { store });
    const card = screen.getByTestId('product-card');
    expect(card.querySelectorAll('form, input')).toHaveLength(0);
    expect([...card.querySelectorAll('button')].map((button) => [button.type, button.getAttribute('form'), button.value])).toEqual([
      ['submit', SHOPPER_ACTION_FORM, 'wishlist:7'],
      ['submit', SHOPPER_ACTION_FORM, 'cart-add:7'],
    ]);
  });

  it('cannot be added to the cart when out of stock', () => {
    const { store, actions } = catalogTestStore();
    renderPage(<ProductCard product={product({ quantity: 0 })} />, { store });
    const button = screen.getByRole('button', { name: /Out of stock/ });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(actions.add).not.toHaveBeenCalled();
  });
});
