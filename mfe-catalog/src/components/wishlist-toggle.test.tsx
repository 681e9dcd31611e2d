import { act, fireEvent, screen } from '@testing-library/react';
import { SHOPPER_ACTION_FORM } from 'shared-sdk';
import { createTestStore, fakeApi, renderPage } from 'shared-sdk/testing';
import { catalogTestStore } from '../test-support/catalog-store';
import { product } from '../test-support/catalog-fixtures';
import { WishlistToggle } from './wishlist-toggle';

describe('WishlistToggle', () => {
  it("submits the page's shopper-action form with wishlist:<id>, so a browser without JavaScript posts it", () => {
    const { store } = catalogTestStore();
    renderPage(<WishlistToggle product={product()} />, { store });
    const heart = screen.getByRole('button', { name: 'Add Linen Shirt to wishlist' });
    expect(heart).toHaveAttribute('type', 'submit');
    expect(heart).toHaveAttribute('form', SHOPPER_ACTION_FORM);
    expect(heart).toHaveAttribute('name', 'action');
    expect(heart).toHaveAttribute('value', 'wishlist:7');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('acts in the page when hydrated: the click toggles through the wishlist store and the form is never sent', async () => {
    const { store, actions } = catalogTestStore();
    const submitted = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderPage(
      <>
        <WishlistToggle product={product()} />
        <form id={SHOPPER_ACTION_FORM} method="post" action="/shopper-action" hidden onSubmit={submitted} />
      </>,
      { store },
    );
    let notPrevented = true;
    await act(async () => {
      notPrevented = fireEvent.click(screen.getByRole('button', { name: 'Add Linen Shirt to wishlist' }));
    });
    expect(notPrevented).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    expect(actions.toggle).toHaveBeenCalledWith(7);
  });

  it("opens the registration modal for a guest, as before (the rule is the wishlist store's)", async () => {
    const toggleFavorite = jest.fn();
    const store = createTestStore({ api: fakeApi({ account: { toggleFavorite } }) });
    renderPage(<WishlistToggle product={product()} />, { store });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Linen Shirt to wishlist' })));
    expect(toggleFavorite).not.toHaveBeenCalled();
    expect(store.ui.isOpen('register')).toBe(true);
  });
});
