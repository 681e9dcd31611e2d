/**
 * The flags every Chromium of the tests and benches starts with: as root, in a container (no sandbox,
 * no GPU), on a closed network (no QUIC, no background fetches or updates, no sync, no first-run page).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
