import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { pageTitle, useStores, type RouteTitle } from 'shared-sdk';

/**
 * Sets document.title to '{title} - {app name}', or the app name alone (docs/product.md#routes). Call it from
 * an observer component, so a late-loading app name updates the title.
 *
 * A layout effect on purpose: the route's title is the default, and a page that knows better (a
 * product's name, 'Page Not Found' for an unknown id) sets its own in a passive effect, which React
 * runs after every layout effect of the same commit, so the page's title wins.
 */
export function usePageTitle(title: RouteTitle | undefined): void {
  const intl = useIntl();
  const { settings } = useStores();
  const text = pageTitle(title ? intl.formatMessage(title) : undefined, settings.appName);
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
}
