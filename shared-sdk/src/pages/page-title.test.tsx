import { render } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { findRoute } from '../routes/route-table';
import { TestProviders } from '../test-support/providers';
import { createTestStore } from '../test-support/store';
import { NOT_FOUND_TITLE, usePageTitle, useRouteTitle } from './page-title';

/** The shell's frame (the route's title) around a page that may know its own. */
const Frame = observer(function Frame({ children }: { children: ReactNode }) {
  useRouteTitle(findRoute('productDetails').title);
  return children;
});

const Product = observer(function Product({ name, notFound = false }: { name?: string; notFound?: boolean }) {
  const heading = usePageTitle('productDetails', name, notFound);
  return <h1>{heading}</h1>;
});

const Legal = observer(function Legal({ title }: { title?: string }) {
  usePageTitle(null, title);
  return null;
});

function renderPage(page: ReactNode) {
  const store = createTestStore();
  store.settings.appName = 'ShopMart';
  return render(
    <TestProviders store={store}>
      <Frame>{page}</Frame>
    </TestProviders>,
  );
}

describe('page titles', () => {
  it("the page's own title wins over its route's, and the route's title is its heading", () => {
    const { getByRole } = renderPage(<Product name="Classic Tee" />);
    expect(document.title).toBe('Classic Tee - ShopMart');
    expect(getByRole('heading', { level: 1 })).toHaveTextContent('Product Details');
  });

  it("without a title of its own the route's stays; 'Page Not Found' for what does not exist", () => {
    renderPage(<Product />);
    expect(document.title).toBe('Product Details - ShopMart');
    renderPage(<Product name="Classic Tee" notFound />);
    expect(document.title).toBe(`${NOT_FOUND_TITLE.defaultMessage} - ShopMart`);
  });

  it('a page without a route keeps the tab as it is until its title comes', () => {
    const { rerender } = renderPage(<Legal />);
    expect(document.title).toBe('Product Details - ShopMart');
    rerender(
      <TestProviders store={createTestStore()}>
        <Legal title="About Us" />
      </TestProviders>,
    );
    expect(document.title).toMatch(/^About Us/);
  });
});
