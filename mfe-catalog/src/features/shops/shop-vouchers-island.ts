import { defineIsland } from 'shared-sdk';
import { ShopVouchersButton } from './shop-vouchers-button';

/** A shop's 'Store Vouchers' button on its static page: wakes when reached for (a tap before is held, early-taps.js), the dialog's code when it opens (docs/islands.md). */
export const island = defineIsland('catalog/ShopVouchersIsland', ShopVouchersButton);

export default ShopVouchersButton;
