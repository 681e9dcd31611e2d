import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { pageTitle, useStores, type RouteTitle } from 'shared-sdk';

/**
 * Sets document.title to '{title} - {app name}', or the app name alone (spec section 2). Call it from
 * an observer component, so a late-loading app name updates the title.
 */
export function usePageTitle(title: RouteTitle | undefined): void {
  const intl = useIntl();
  const { settings } = useStores();
  const text = pageTitle(title ? intl.formatMessage(title) : undefined, settings.appName);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
