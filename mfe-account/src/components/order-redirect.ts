/**
 * Leaves the storefront for a page the server named (the payment page): a full navigation, not a
 * router push. Kept apart so tests can see where the page would have gone.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
