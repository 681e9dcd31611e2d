/**
 * The stacking order the shell's overlays depend on. Toasts sit above dialogs (1000, shared-sdk's
 * Dialog), so a form's error shows over the form. A dropdown the shopper has just opened sits above
 * the toasts: the top-right stack starts right below the header, where the header's menus drop down,
 * and a toast there (a 'Register Successful') would otherwise hide the user menu's Log Out.
 */
export const TOAST_LAYER = 1100;
export const OPEN_POPUP_LAYER = 1150;

/** Marks an open dropdown, so the header (its own stacking context) can rise with it. */
export const popupMarker = { 'data-popup': '' } as const;
