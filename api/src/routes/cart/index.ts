import { signedIn } from '../../plugins/authenticate.js';
import { cartLineRoutes } from './cart-routes.js';
import { voucherRoutes } from './voucher-routes.js';

/** The cart area: basket, checkout summary and vouchers (all (auth)). */
export const cartRoutes = signedIn(cartLineRoutes, voucherRoutes);
