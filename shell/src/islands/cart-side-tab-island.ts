import { defineIsland } from 'shared-sdk';
import { CartSideTab } from '../features/cart-side-tab/cart-side-tab';

/** The fixed cart tab of large screens, which opens the cart drawer. */
export const cartSideTabIsland = defineIsland('shell/cart-side-tab', CartSideTab);
