import type { RouteDef } from 'shared-sdk';

/**
 * The routes whose server-rendered pages are static HTML with islands (docs/islands.md): the browser
 * hydrates only the islands, never the page. Added page by page as each page's islands exist; the
 * others hydrate whole.
 */
const ISLAND_ROUTES = new Set(['termsAndConditions', 'privacyPolicy', 'aboutUs', 'policyPage']);

export const isIslandsPage = (route: RouteDef): boolean => ISLAND_ROUTES.has(route.name);
