import { useEffect, useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { pageTitle } from '../routes/links';
import { findRoute, type RouteName, type RouteTitle } from '../routes/route-table';
import { useStores } from '../stores/store-context';

/** The title of what does not exist: an unknown path, id or slug (the tab and the heading). */
export const NOT_FOUND_TITLE: RouteTitle = { id: 'page.notFound', defaultMessage: 'Page Not Found' };

/**
 * The tab's title for a route: '{route title} - {app name}', or the app name alone
 * (docs/product.md#routes). The shell's frame sets it for every route in a layout effect, which React
 * runs before any passive effect of the same commit, so a page's own title (usePageTitle) wins.
 * Call it from an observer component, so a late-loading app name updates the title.
 */
export function useRouteTitle(title: RouteTitle | undefined): void {
  const intl = useIntl();
  const { settings } = useStores();
  const text = pageTitle(title ? intl.formatMessage(title) : undefined, settings.appName);
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
}

/**
 * A page's own title in the tab: its name (a product's, a shop's, a legal page's), 'Page Not Found'
 * when `notFound`, else its route's title; the route's title text is answered for a heading. With
 * neither a route nor a title of its own (still loading) the tab keeps what it has. A remote's page
 * calls it although the shell titles the route, because the standalone harness has no shell. Call it
 * from an observer component.
 */
export function usePageTitle(route: RouteName | null, ownTitle?: string, notFound = false): string {
  const intl = useIntl();
  const { settings } = useStores();
  const routeTitle = route ? findRoute(route).title : undefined;
  const routeText = routeTitle ? intl.formatMessage(routeTitle) : '';
  const title = notFound ? intl.formatMessage(NOT_FOUND_TITLE) : ownTitle || routeText;
  const text = title ? pageTitle(title, settings.appName) : route ? settings.appName : '';
  useEffect(() => {
    if (text) document.title = text;
  }, [text]);
  return routeText;
}
