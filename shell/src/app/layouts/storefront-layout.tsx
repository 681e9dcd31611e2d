import { Outlet } from 'react-router-dom';
import { StoreChrome } from './store-chrome';

/** The layout of the shop's public pages. */
export function StorefrontLayout() {
  return (
    <StoreChrome>
      <Outlet />
    </StoreChrome>
  );
}
