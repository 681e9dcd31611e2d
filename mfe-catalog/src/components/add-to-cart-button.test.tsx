import { act, fireEvent, screen } from '@testing-library/react';
import { SHOPPER_ACTION_FORM } from 'shared-sdk';
import { createTestStore, fakeApi, renderPage } from 'shared-sdk/testing';
import { catalogTestStore } from '../test-support/catalog-store';
import { product } from '../test-support/catalog-fixtures';
import { AddToCartButton } from './add-to-cart-button';

describe('AddToCartButton', () => {
  it("sends the shopper's choice to store.basket.add: product_id, quantity, color, size, unit", async () => {
    const { store, actions } = catalogTestStore();
    const p = product();
    renderPage(<AddToCartButton product={p} size="large" choice={{ quantity: 3, size: p.sizes[1], color: p.colors[1] }} />, { store });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(actions.add).toHaveBeenCalledWith({ product_id: 7, quantity: 3, color: 22, size: 12, unit: 1 }, 'Linen Shirt');
  });

  it('sends nulls for a product without options or unit', async () => {
    const { store, actions } = catalogTestStore();
    renderPage(<AddToCartButton product={product({ sizes: [], colors: [], unit: null })} />, { store });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ })));
    expect(actions.add).toHaveBeenCalledWith({ product_id: 7, quantity: 1, color: null, size: null, unit: null }, 'Linen Shirt');
  });

  it('ignores clicks while the request runs', async () => {
    const { store, actions } = catalogTestStore();
    let finish: (value: boolean) => void = () => undefined;
    actions.add.mockReturnValue(new Promise<boolean>((resolve) => (finish = resolve)));
    renderPage(<AddToCartButton product={product()} />, { store });
    const button = screen.getByRole('button', { name: /Add to Cart/ });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(actions.add).toHaveBeenCalledTimes(1);
    await act(async () => finish(true));
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('adds one unit for taps that come before it has rendered busy (a held tap replayed, then more taps)', async () => {
    const { store, actions } = catalogTestStore();
    let finish: (value: boolean) => void = () => undefined;
    actions.add.mockReturnValue(new Promise<boolean>((resolve) => (finish = resolve)));
    renderPage(<AddToCartButton product={product()} />, { store });
    const button = screen.getByRole('button', { name: /Add to Cart/ });
    // Four taps in one task, as a slow phone delivers them: React renders nothing in between.
    act(() => {
      for (let tap = 0; tap < 4; tap += 1) button.click();
    });
    expect(actions.add).toHaveBeenCalledTimes(1);
    await act(async () => finish(true));
  });
});

describe('AddToCartButton before and without hydration (decision D14)', () => {
  it("submits the page's shopper-action form with cart-add:<id>, so a browser without JavaScript posts it", () => {
    const { store } = catalogTestStore();
    renderPage(<AddToCartButton product={product()} />, { store });
    const button = screen.getByRole('button', { name: /Add to Cart/ });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('form', SHOPPER_ACTION_FORM);
    expect(button).toHaveAttribute('name', 'action');
    expect(button).toHaveAttribute('value', 'cart-add:7');
  });

  it('acts in the page when hydrated: the click calls the cart store and the form is never sent', async () => {
    const { store, actions } = catalogTestStore();
    const submitted = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderPage(
      <>
        <AddToCartButton product={product()} />
        <form id={SHOPPER_ACTION_FORM} method="post" action="/shopper-action" hidden onSubmit={submitted} />
      </>,
      { store },
    );
    const button = screen.getByRole('button', { name: /Add to Cart/ });
    expect((button as HTMLButtonElement).form).toBe(document.getElementById(SHOPPER_ACTION_FORM));
    let notPrevented = true;
    await act(async () => {
      notPrevented = fireEvent.click(button);
    });
    expect(notPrevented).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    expect(actions.add).toHaveBeenCalledWith({ product_id: 7, quantity: 1, color: 21, size: 11, unit: 1 }, 'Linen Shirt');
  });

  it("is just a button where the page has no such form (a remote's harness)", async () => {
    const { store, actions } = catalogTestStore();
    renderPage(<AddToCartButton product={product()} />, { store });
    const button = screen.getByRole('button', { name: /Add to Cart/ }) as HTMLButtonElement;
    expect(button.form).toBeNull();
    await act(async () => fireEvent.click(button));
    expect(actions.add).toHaveBeenCalledTimes(1);
  });
});

describe('AddToCartButton with the real cart store (the rules live in shared-sdk)', () => {
  function realStore() {
    const cartStore = jest.fn().mockResolvedValue({ total: 1, cart_items: [] });
    const store = createTestStore({ api: fakeApi({ cart: { store: cartStore } }) });
    return { store, cartStore };
  }

  it("tells a guest 'Please login first!' and opens the login modal, sending nothing", async () => {
    const { store, cartStore } = realStore();
    renderPage(<AddToCartButton product={product()} />, { store });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ })));
    expect(cartStore).not.toHaveBeenCalled();
    expect(store.ui.toasts.map((t) => t.message)).toEqual(['Please login first!']);
    expect(store.ui.isOpen('login')).toBe(true);
  });

  it("adds for a customer and toasts 'has been added to cart' with 'View In Cart' for 3 s, no progress bar", async () => {
    const { store, cartStore } = realStore();
    store.auth.setSession('token', { name: 'Demo' });
    renderPage(<AddToCartButton product={product()} />, { store });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ })));
    expect(cartStore).toHaveBeenCalledWith(expect.objectContaining({ product_id: 7, quantity: 1, color: 21, size: 11, unit: 1 }));
    const toast = store.ui.toasts[0]!;
    expect(toast).toMatchObject({
      message: 'has been added to cart',
      timeout: 3000,
      progressBar: false,
      action: { label: 'View In Cart' },
    });
  });
});
