import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TestProviders } from 'shared-sdk/testing';
import { productDetails } from '../../test-support/catalog-fixtures';
import { catalogTestStore } from '../../test-support/catalog-store';
import { ProductPurchase, purchaseProduct } from './product-purchase';

afterEach(() => document.body.replaceChildren());

/**
 * The purchase box's server HTML in the page, what the shopper did to it before it woke, then
 * hydrated as its island wakes (docs/islands.md, "Wake").
 */
function wakeAfter(shopper: (box: HTMLElement) => void) {
  const { store, actions } = catalogTestStore();
  const box = <ProductPurchase product={purchaseProduct(productDetails())} />;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<TestProviders store={store}>{box}</TestProviders>);
  shopper(container);
  act(() => void render(<TestProviders store={store}>{box}</TestProviders>, { container, hydrate: true }));
  return actions;
}

describe('ProductPurchase woken after the shopper chose', () => {
  it('takes the size, colour and quantity picked before it woke: price, and the line Add to Cart sends', async () => {
    const actions = wakeAfter((box) => {
      const radio = (name: RegExp) =>
        Array.from(box.querySelectorAll('label')).find((label) => name.test(label.textContent ?? ''))!.control as HTMLInputElement;
      radio(/XL/).checked = true;
      radio(/Navy/).checked = true;
      box.querySelector<HTMLInputElement>('input[type="number"]')!.value = '2';
    });
    expect(screen.getByTestId('purchase-price')).toHaveTextContent('$37.50');
    expect(screen.getByRole('radio', { name: /XL/ })).toBeChecked();
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(actions.add).toHaveBeenCalledWith({ product_id: 7, quantity: 2, color: 22, size: 12, unit: 1 }, 'Linen Shirt');
  });

  it('keeps the defaults when nothing was chosen before it woke', async () => {
    const actions = wakeAfter(() => undefined);
    expect(screen.getByTestId('purchase-price')).toHaveTextContent('$30.00');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(actions.add).toHaveBeenCalledWith({ product_id: 7, quantity: 1, color: 21, size: 11, unit: 1 }, 'Linen Shirt');
  });
});
