import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageOverlays } from '../islands/page-overlays';
import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from './route-announcer';
import { SCROLL_POSITIONS_KEY, scrollKey } from './scroll-key';
import { SettingsErrorBanner } from './settings-error-banner';

/**
 * Around every layout: the remote modal slots and the toasts live inside the router, because remote
 * modals navigate (the cart drawer goes to checkout) and must share its context.
 */
export function RootFrame() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_POSITIONS_KEY} />
      <NavigationProgress />
      <SettingsErrorBanner />
      <Outlet />
      <PageOverlays />
      <RouteAnnouncer />
    </>
  );
}
