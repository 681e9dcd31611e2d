import { signedIn } from '../../plugins/authenticate.js';
import { orderRoutes } from './order-routes.js';
import { placementRoutes } from './placement-routes.js';

/** The orders area under /api (all (auth)); its browser pages are `orderPages` (./pages.ts), mounted at the root. */
export const ordersRoutes = signedIn(orderRoutes, placementRoutes);

export { orderPages } from './pages.js';
