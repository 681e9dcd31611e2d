import type { RouteObject } from 'react-router-dom';
import { ROUTES, type LayoutName } from 'shared-sdk';
import { AccountLayout } from '../features/layouts/account-layout';
import { NotFoundLayout } from '../features/layouts/not-found-layout';
import { StorefrontLayout } from '../features/layouts/storefront-layout';
import { AppErrorPage } from './app-error-page';
import { RootFrame } from './root-frame';
import { RoutePage } from './route-page';

/**
 * Called when a navigation to a page starts (the browser router's route loaders). What it returns
 * holds the navigation: the current page stays until the next one is ready (or a bounded wait ends).
 */
export type NavigationStart = (url: URL) => Promise<void> | void;

const pagesOf = (layout: LayoutName, onNavigationStart?: NavigationStart): RouteObject[] =>
  ROUTES.filter((route) => route.layout === layout).map((route) => ({
    id: route.name,
    path: route.path,
    element: <RoutePage route={route} />,
    // The page's code and data start loading as the navigation starts, not after the page mounts,
    // and the old page stays (with a progress bar) until they are here.
    loader: onNavigationStart
      ? async ({ request }: { request: Request }) => {
          await onNavigationStart(new URL(request.url));
          return null;
        }
      : undefined,
  }));

/**
 * The router, built from shared-sdk's route table: each route in its layout, anything else not
 * found. `onNavigationStart` is the browser's; the server renders with the routes alone.
 */
export function createAppRoutes(onNavigationStart?: NavigationStart): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      errorElement: <AppErrorPage />,
      children: [
        { element: <StorefrontLayout />, children: pagesOf('storefront', onNavigationStart) },
        { element: <AccountLayout />, children: pagesOf('account', onNavigationStart) },
        { path: '*', element: <NotFoundLayout /> },
      ],
    },
  ];
}

export const APP_ROUTES: RouteObject[] = createAppRoutes();

/**
 * Tells the browser router that the first page's loaders have run (on the server, or as the boot
 * started its data), so that it renders at once instead of running them before the first render.
 */
export const INITIAL_LOADER_DATA = { loaderData: Object.fromEntries(ROUTES.map((route) => [route.name, null])) };
