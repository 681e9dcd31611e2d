import { signedIn } from '../../plugins/authenticate.js';
import { addressRoutes } from './addresses.js';
import { favoriteRoutes } from './favorites.js';
import { profileRoutes } from './profile.js';

/** The shopper's account (all (auth)): profile, password, addresses, favourites. */
export const accountRoutes = signedIn(profileRoutes, addressRoutes, favoriteRoutes);
