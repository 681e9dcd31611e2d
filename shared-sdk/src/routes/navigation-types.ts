import type { ComponentType, RefAttributes } from 'react';
import type { LinkProps, Location, NavigateFunction, NavLinkProps, SetURLSearchParams } from 'react-router-dom';

/**
 * How a component reads and changes the page's URL: the link components and hooks shared-sdk gives
 * every remote (router.ts). Two implementations: the router's (react-router-navigation.tsx, which
 * the shell provides around its router) and the document's (document-navigation.tsx, the default),
 * for an island hydrated on a server-rendered page before any router has loaded: its links are plain
 * links and its navigations load the next page.
 */
export interface Navigation {
  Link: ComponentType<LinkProps & RefAttributes<HTMLAnchorElement>>;
  NavLink: ComponentType<NavLinkProps & RefAttributes<HTMLAnchorElement>>;
  useLocation(): Location;
  useNavigate(): NavigateFunction;
  useParams(): Readonly<Record<string, string | undefined>>;
  useSearchParams(): [URLSearchParams, SetURLSearchParams];
}
