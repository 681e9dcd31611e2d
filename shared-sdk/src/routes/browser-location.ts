/**
 * A full navigation, not a router push: leaving the storefront for a page the server named (a payment
 * gateway), or an island's navigation before the router has loaded (document-navigation.tsx). One object every remote goes through, so tests replace `browserLocation.assign`
 * (jsdom's window.location cannot be mocked).
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
