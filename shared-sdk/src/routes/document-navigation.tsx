import { createContext, forwardRef, useContext, type MouseEvent } from 'react';
import type { Location, NavLinkProps, NavigateOptions, To } from 'react-router-dom';
import type { Navigation } from './navigation-types';
import { browserLocation } from './browser-location';
import { isPlainClick } from './plain-click';
import { matchRoute } from './match-route';

/** Where a page was rendered for: the server gives it to an island it renders; the browser reads its own URL. */
export interface DocumentUrl {
  pathname: string;
  search: string;
  hash: string;
}

const DocumentUrlContext = createContext<DocumentUrl | null>(null);
/** The page's URL for islands rendered on the server, where there is no window to read it from. */
export const DocumentUrlProvider = DocumentUrlContext.Provider;

/**
 * What takes over a navigation from an island (the shell's router, once it has loaded): it answers
 * true when it navigates itself; otherwise the browser loads the next page.
 */
export type NavigationTakeover = (href: string, options: { replace: boolean }) => boolean;
let takeover: NavigationTakeover | null = null;

export function setNavigationTakeover(next: NavigationTakeover | null): void {
  takeover = next;
}

/** The href of a link's `to`, as the browser resolves it against the page. */
export function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? ''}${to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : ''}${to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : ''}`;
}

function go(href: string, replace: boolean): void {
  if (takeover?.(href, { replace })) return;
  if (replace) browserLocation.replace(href);
  else browserLocation.assign(href);
}

function useDocumentUrl(): DocumentUrl {
  const given = useContext(DocumentUrlContext);
  if (given) return given;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function useDocumentLocation(): Location {
  return { ...useDocumentUrl(), state: null, key: 'default' };
}

/** The route's parameters, read from the path by the route table (the router is not there to match it). */
export function paramsOf(pathname: string): Record<string, string> {
  return matchRoute(pathname)?.params ?? {};
}

/** Whether a NavLink's target is the page (react-router's rule: the path, or a parent of it unless `end`). */
function isActive(to: To, pathname: string, end: boolean, caseSensitive: boolean): boolean {
  let target = typeof to === 'string' ? to.split(/[?#]/)[0]! : (to.pathname ?? '');
  let current = pathname;
  if (!caseSensitive) {
    target = target.toLowerCase();
    current = current.toLowerCase();
  }
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
}

/** A plain click on a link in an island: the router takes it if it has loaded, else the next page loads. */
function followLink(event: MouseEvent<HTMLAnchorElement>, href: string, replace: boolean): void {
  if (event.defaultPrevented || !isPlainClick(event) || event.currentTarget.target) return;
  if (takeover?.(href, { replace })) event.preventDefault();
}

/** react-router's Link renders this attribute on every link: the same markup either way. */
const DISCOVER = { 'data-discover': 'true' };

const DocumentLink: Navigation['Link'] = forwardRef(function DocumentLink(
  {
    to,
    replace = false,
    state: _state,
    reloadDocument: _reload,
    preventScrollReset: _scroll,
    relative: _relative,
    viewTransition: _view,
    discover: _discover,
    prefetch: _prefetch,
    onClick,
    ...anchor
  },
  ref,
) {
  const href = hrefOf(to);
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        followLink(event, href, replace);
      }}
      {...DISCOVER}
    />
  );
}) as Navigation['Link'];

const DocumentNavLink: Navigation['NavLink'] = forwardRef(function DocumentNavLink(
  { 'aria-current': ariaCurrent = 'page', to, end = false, caseSensitive = false, className = '', style, children, ...rest }: NavLinkProps,
  ref,
) {
  const { pathname } = useDocumentUrl();
  const active = isActive(to, pathname, end, caseSensitive);
  const render = { isActive: active, isPending: false, isTransitioning: false };
  return (
    <DocumentLink
      {...rest}
      aria-current={active ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(render) : [className, active ? 'active' : null].filter(Boolean).join(' ')}
      ref={ref}
      style={typeof style === 'function' ? style(render) : style}
      to={to}
    >
      {typeof children === 'function' ? children(render) : children}
    </DocumentLink>
  );
}) as Navigation['NavLink'];

/**
 * The document's navigation: an island's links are plain links, its navigations load the next page
 * (or go to the router once it has taken over), and it reads the URL the page was rendered for.
 */
export const documentNavigation: Navigation = {
  Link: DocumentLink,
  NavLink: DocumentNavLink,
  useLocation: useDocumentLocation,
  useNavigate() {
    return (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else go(hrefOf(to), options?.replace ?? false);
    };
  },
  useParams() {
    return paramsOf(useDocumentUrl().pathname);
  },
  useSearchParams() {
    const url = useDocumentUrl();
    const params = new URLSearchParams(url.search);
    return [
      params,
      (next, options) => {
        const value = typeof next === 'function' ? next(new URLSearchParams(url.search)) : next;
        const search = new URLSearchParams(value as ConstructorParameters<typeof URLSearchParams>[0]).toString();
        go(`${url.pathname}${search ? `?${search}` : ''}`, options?.replace ?? false);
      },
    ];
  },
};
