/**
 * Leaving the storefront for a page the server named (a payment gateway): a full navigation, not a
 * router push. One object every remote goes through, so tests replace `browserLocation.assign`
 * (jsdom's window.location cannot be mocked).
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
