// Apart from dialog.tsx, so a control marked as the fallback (the header's user menu) does not bring
// the dialog's code into its page's first load.

/**
 * Marks the control that takes focus when a dialog closes and the control that opened it has gone:
 * the header's Login button is replaced by the user menu once the login dialog signs the shopper
 * in, and focus would otherwise fall to <body> (the next Tab then landed on the welcome toast).
 * Spread it on the control (`<button {...FOCUS_FALLBACK}>`); the first one on the page wins.
 */
export const FOCUS_FALLBACK = { 'data-focus-fallback': '' } as const;

/** The element under a dialog's header that holds the toasts while it is open (the shell's ToastStacks). */
export const DIALOG_TOAST_SLOT = { 'data-dialog-toasts': '' } as const;

/** Where focus goes back to as a dialog closes: its opener while still on the page, else the marked fallback. */
export function focusReturnTarget(opener: Element | null, doc: Document = document): HTMLElement | null {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== doc.body) return opener;
  const fallbacks = [...doc.querySelectorAll<HTMLElement>('[data-focus-fallback]')];
  return fallbacks.find((el) => !el.closest('[hidden], [inert], [aria-hidden="true"]')) ?? null;
}
