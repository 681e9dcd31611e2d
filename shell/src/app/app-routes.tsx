import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, type LayoutName } from 'shared-sdk';
import { PageSkeleton } from '../components/page-skeleton';
import { StorefrontLayout } from './layouts/storefront-layout';
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

/** The page for an error no route handled: its code loads only when one happens. */
const AppErrorPage = lazy(() =>
  import(/* webpackChunkName: "app-error" */ './app-error-page').then((module) => ({ default: module.AppErrorPage })),
);

/**
 * Any other address. Its code loads when one is asked for; a not-found page the server rendered
 * keeps the server's HTML until then (React hydrates a suspended boundary when it is ready).
 */
const NotFoundLayout = lazy(() =>
  import(/* webpackChunkName: "not-found" */ './layouts/not-found-layout').then((module) => ({ default: module.NotFoundLayout })),
);

async function accountLayout() {
  const { AccountLayout } = await import(/* webpackChunkName: "account-layout" */ './layouts/account-layout');
  return { Component: AccountLayout };
}

/**
 * The router, built from shared-sdk's route table: each route in its layout, anything else not
 * found. `onNavigationStart` is the browser's; the server renders with the routes alone.
 */
export function createAppRoutes(onNavigationStart?: NavigationStart): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      errorElement: (
        <Suspense fallback={null}>
          <AppErrorPage />
        </Suspense>
      ),
      children: [
        { element: <StorefrontLayout />, children: pagesOf('storefront', onNavigationStart) },
        // The account area's layout (its sidebar) serves signed-in pages only: it loads with the
        // first of them (the router waits for it), not with every shopper's first page.
        // A first page in the account area shows a skeleton meanwhile (the router's initial render).
        { lazy: accountLayout, hydrateFallbackElement: <PageSkeleton />, children: pagesOf('account', onNavigationStart) },
        {
          path: '*',
          element: (
            <Suspense fallback={null}>
              <NotFoundLayout />
            </Suspense>
          ),
        },
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
