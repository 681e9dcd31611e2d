import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Link, NavLink, NavigationProvider, useLocation, useNavigate, useParams, useSearchParams } from './navigation';
import { browserLocation } from './browser-location';
import { DocumentUrlProvider, paramsOf, setNavigationTakeover } from './document-navigation';
import { reactRouterNavigation } from './react-router-navigation';
import type { ReactNode } from 'react';

const URL = '/products/7/details?sort=newest';

/** An element as the app renders it: under the router, on its route. */
function routed(element: ReactNode): string {
  return renderToString(
    <NavigationProvider value={reactRouterNavigation}>
      <MemoryRouter initialEntries={[URL]}>
        <Routes>
          <Route path="/products/:id/details" element={element} />
        </Routes>
      </MemoryRouter>
    </NavigationProvider>,
  );
}

/** The same element as an island renders it on the server: on the document's URL, without a router. */
function island(element: ReactNode): string {
  return renderToString(
    <DocumentUrlProvider value={{ pathname: '/products/7/details', search: '?sort=newest', hash: '' }}>{element}</DocumentUrlProvider>,
  );
}

function Where() {
  const location = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  return <p>{`${location.pathname} ${location.search} ${JSON.stringify(params)} ${search.get('sort')}`}</p>;
}

describe("the document's navigation (an island before the router has loaded)", () => {
  afterEach(() => setNavigationTakeover(null));

  it('writes the same links as the router does, so an island hydrates what the server wrote', () => {
    for (const element of [
      <Link to="/shops/3" className="shop">
        Shop
      </Link>,
      <Link to={{ pathname: '/products', search: '?page=2', hash: '#grid' }}>Next</Link>,
      <NavLink to="/products/7/details">This product</NavLink>,
      <NavLink to="/products" end>
        All products
      </NavLink>,
      <NavLink to="/products" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Products
      </NavLink>,
    ]) {
      expect(island(element)).toBe(routed(element));
    }
  });

  it('reads the URL and the route parameters as the router would', () => {
    expect(island(<Where />)).toBe(routed(<Where />));
    expect(island(<Where />)).toContain('/products/7/details ?sort=newest {&quot;id&quot;:&quot;7&quot;} newest');
    expect(paramsOf('/shops/12/categories/shoes')).toEqual({ id: '12', slug: 'shoes' });
    expect(paramsOf('/no/such/page')).toEqual({});
  });

  it('leaves a link to the browser until the router takes over, then hands it plain clicks only', () => {
    render(<Link to="/shops/3">Shop</Link>);
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(fireEvent.click(link)).toBe(true); // not prevented: the browser loads the page

    const takeover = jest.fn(() => true);
    setNavigationTakeover(takeover);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // a new tab stays the browser's
    expect(takeover).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(takeover).toHaveBeenCalledWith('/shops/3', { replace: false });
  });

  it('navigates by loading the page, or through the router once it has taken over', () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const replace = jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    let navigate!: ReturnType<typeof useNavigate>;
    let setSearch!: ReturnType<typeof useSearchParams>[1];
    function Controls() {
      navigate = useNavigate();
      setSearch = useSearchParams()[1];
      return null;
    }
    render(
      <DocumentUrlProvider value={{ pathname: '/products', search: '?page=2', hash: '' }}>
        <Controls />
      </DocumentUrlProvider>,
    );
    void navigate('/checkout');
    expect(assign).toHaveBeenCalledWith('/checkout');
    setSearch(
      (params) => {
        params.set('sort', 'newest');
        return params;
      },
      { replace: true },
    );
    expect(replace).toHaveBeenCalledWith('/products?page=2&sort=newest');

    const takeover = jest.fn(() => true);
    setNavigationTakeover(takeover);
    void navigate({ pathname: '/shops', search: 'page=3' });
    expect(takeover).toHaveBeenCalledWith('/shops?page=3', { replace: false });
    expect(assign).toHaveBeenCalledTimes(1);
    assign.mockRestore();
    replace.mockRestore();
  });
});
