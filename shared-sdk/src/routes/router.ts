// The router names a remote may use. react-router-dom is not a shared module: the shell bundles it
// and provides it (react-router-navigation.tsx) around its router, so every remote renders inside
// the shell's one router. Outside a router (an island hydrated on a server-rendered page) the same
// names work on the document (document-navigation.tsx): plain links, navigations that load the next
// page or hand it to the router once it has taken over. A remote that imported react-router-dom
// itself would carry a second copy whose hooks see no router (ESLint forbids it).
export { Link, NavLink, NavigationProvider, useLocation, useNavigate, useParams, useSearchParams } from './navigation';
export { DocumentUrlProvider, setNavigationTakeover, type DocumentUrl, type NavigationTakeover } from './document-navigation';
export type { Navigation } from './navigation-types';
export type { LinkProps, NavigateFunction, NavLinkProps, To } from 'react-router-dom';
