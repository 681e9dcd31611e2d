import type { RouteObject } from 'react-router-dom';
import { ROUTES, type LayoutName } from 'shared-sdk';
import { AccountLayout } from '../features/layouts/account-layout';
import { NotFoundLayout } from '../features/layouts/not-found-layout';
import { StorefrontLayout } from '../features/layouts/storefront-layout';
import { AppErrorPage } from './app-error-page';
import { RootFrame } from './root-frame';
import { RoutePage } from './route-page';

const pagesOf = (layout: LayoutName): RouteObject[] =>
  ROUTES.filter((route) => route.layout === layout).map((route) => ({ path: route.path, element: <RoutePage route={route} /> }));

/** The router, built from shared-sdk's route table: each route in its layout, anything else not found. */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <AppErrorPage />,
    children: [
      { element: <StorefrontLayout />, children: pagesOf('storefront') },
      { element: <AccountLayout />, children: pagesOf('account') },
      { path: '*', element: <NotFoundLayout /> },
    ],
  },
];
