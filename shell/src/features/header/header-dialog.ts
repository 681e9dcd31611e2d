import { Dialog } from 'shared-sdk';

/** The phone header's dialogs (menu, search): their module, fetched apart from the header's (lazy-dialog.ts). */
export const HeaderDialog = Dialog;
