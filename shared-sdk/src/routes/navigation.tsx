import { createContext, forwardRef, useContext } from 'react';
import type { LinkProps, Location, NavigateFunction, NavLinkProps, SetURLSearchParams } from 'react-router-dom';
import { documentNavigation } from './document-navigation';
import type { Navigation } from './navigation-types';

/** By default the document's: the shell provides the router's around its router. */
const NavigationContext = createContext<Navigation>(documentNavigation);
export const NavigationProvider = NavigationContext.Provider;

/**
 * The navigation of the tree a component is in. It never changes under a mounted component (a tree
 * is hydrated either as an island or inside the router), so hooks reached through it keep their order.
 */
export function useNavigationImplementation(): Navigation {
  return useContext(NavigationContext);
}

/** A link inside the store: the router's Link in the app, a plain link in an island. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { Link: Implementation } = useNavigationImplementation();
  return <Implementation {...props} ref={ref} />;
});

/** A link that knows when it is the current page (aria-current). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const { NavLink: Implementation } = useNavigationImplementation();
  return <Implementation {...props} ref={ref} />;
});

export const useLocation = (): Location => useNavigationImplementation().useLocation();
export const useNavigate = (): NavigateFunction => useNavigationImplementation().useNavigate();
export const useParams = (): Readonly<Record<string, string | undefined>> => useNavigationImplementation().useParams();
export const useSearchParams = (): [URLSearchParams, SetURLSearchParams] => useNavigationImplementation().useSearchParams();
