import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, createMemoryRouter } from 'react-router-dom';
import { SHOPPER_ACTION_FORM, shopperActionButton } from 'shared-sdk';
import { fakeRemoteLoader } from '../../test-support/fake-remote-loader';
import { renderRouter } from '../../test-support/render-with-store';
import { APP_ROUTES } from '../app-routes';
import { ShopperActionForm } from './shopper-action-form';

/** A remote's page with a card's button, which names the shell's form by its id. */
function CatalogPage() {
  return (
    <button {...shopperActionButton('cart-add', 7)} onClick={(event) => event.preventDefault()}>
      Add to Cart
    </button>
  );
}

const loaded = Promise.resolve(CatalogPage);
const catalogLoader = () =>
  fakeRemoteLoader(
    jest.fn(() => loaded),
    jest.fn(),
  );

const shopperForms = () => document.querySelectorAll<HTMLFormElement>(`form#${SHOPPER_ACTION_FORM}`);
const returnTo = () => shopperForms()[0]!.querySelector<HTMLInputElement>('input[name="return_to"]')!.value;

// jsdom has no scrolling (the router's scroll restoration says so); hydration's own complaints are checked.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the shopper-action form', () => {
  it("is on every store page once, hidden, posting to /shopper-action with the page's path and query, and the buttons name it", async () => {
    const { router } = await renderRouter(createMemoryRouter(APP_ROUTES, { initialEntries: ['/products?page=2&sort=low_to_high'] }), {
      loader: catalogLoader(),
    });
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(shopperForms()).toHaveLength(1);
    const form = shopperForms()[0]!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/shopper-action');
    expect(form.hidden).toBe(true);
    // Its one field (no element in a card): the buttons join it by their form attribute.
    expect(form.children).toHaveLength(1);
    expect(returnTo()).toBe('/products?page=2&sort=low_to_high');
    expect((button as HTMLButtonElement).form).toBe(form);
    expect([...form.elements]).toEqual([button, form.children[0]]);

    await act(() => router.navigate('/support'));
    expect(shopperForms()).toHaveLength(1);
    expect(returnTo()).toBe('/support');
  });

  it('is the same in the server HTML and at hydration', async () => {
    const path = '/products?category=3&page=2';
    const html = renderToString(
      <StaticRouter location={path}>
        <ShopperActionForm />
      </StaticRouter>,
    );
    expect(html).toContain('value="/products?category=3&amp;page=2"');
    const container = document.createElement('div');
    container.innerHTML = html;
    const served = container.innerHTML;
    document.body.appendChild(container);
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={[path]}>
          <ShopperActionForm />
        </MemoryRouter>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    expect(problems).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);
    container.remove();
  });
});
