import { findRoute, type RouteName } from './route-table';

export type RouteParams = Record<string, string | number>;
export type RouteQuery = Record<string, string | number | undefined | null>;

/**
 * Builds the URL of a named route: `linkTo('productDetails', { id: 5 })` gives '/products/5/details'.
 * Missing params throw, because a broken link is a bug we want to see in tests, not in production.
 */
export function linkTo(name: RouteName, params: RouteParams = {}, query: RouteQuery = {}): string {
  const path = findRoute(name).path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs param ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Page title '{title} - {app name}', or the app name alone (docs/product.md#routes). */
export function pageTitle(title: string | undefined, appName: string): string {
  if (!title) return appName;
  return appName ? `${title} - ${appName}` : title;
}
