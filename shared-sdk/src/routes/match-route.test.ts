import { matchRoutes } from 'react-router-dom';
import { matchRoute } from './match-route';
import { ROUTES } from './route-table';

/** What react-router's own matcher answers over the same table: the reference matchRoute keeps to. */
function routerMatch(pathname: string): { name: string; params: Record<string, string | undefined> } | null {
  const match = matchRoutes(
    ROUTES.map((route) => ({ id: route.name, path: route.path })),
    pathname,
  )?.[0];
  return match ? { name: match.route.id, params: match.params } : null;
}

function ourMatch(pathname: string): { name: string; params: Record<string, string> } | null {
  const match = matchRoute(pathname);
  return match ? { name: match.route.name, params: match.params } : null;
}

/** Every route's path with its parameters filled, and the paths around them a visitor may type. */
const PATHS = [
  ...ROUTES.map((route) => route.path.replace(/:(\w+)/g, (_all, name: string) => `${name}-1`)),
  '/',
  '//',
  '',
  '/products/',
  '/products//',
  '/PRODUCTS',
  '/Products/12/Details',
  '/products/12',
  '/products/12/details/more',
  '/products//details',
  '/shops/3/categories/t-shirts',
  '/shops/3/categories',
  '/categories/caf%C3%A9',
  '/categories/a%2Fb',
  '/categories/%E0%A4%A',
  '/categories/100%',
  '/page/about%20us',
  '/manage-address/new',
  '/manage-address/new/edit',
  '/manage-address/7/edit',
  '/support-ticket/TCK-2026-0001',
  '/order-history/42',
  '/unknown',
  '/products.json',
  '/.env',
  '/flash-sale/(1)',
  '/flash-sale/a.b',
  '/api/products',
];

describe('matchRoute', () => {
  it.each(PATHS)('matches %j as react-router does over the route table', (pathname) => {
    expect(ourMatch(pathname)).toEqual(routerMatch(pathname));
  });

  it('finds every route by its own path, with its parameters decoded', () => {
    for (const route of ROUTES) expect(matchRoute(route.path.replace(/:(\w+)/g, 'x'))?.route).toBe(route);
    expect(matchRoute('/categories/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(matchRoute('/categories/a%2Fb')?.params).toEqual({ slug: 'a/b' });
  });

  it('prefers a static segment to a parameter', () => {
    expect(matchRoute('/manage-address/new')?.route.name).toBe(ROUTES.find((route) => route.path === '/manage-address/new')?.name);
  });
});
