/** Where navigation renders: the desktop bar under the header, or the mobile menu drawer. */
export type NavPlacement = 'bar' | 'drawer';
