// The router names a remote may use. react-router-dom is not a shared module: the shell bundles it
// (its production build, tree-shaken to what it and this list use) and remotes reach it through
// shared-sdk, the singleton, so every remote renders inside the shell's one router. A remote that
// imported react-router-dom itself would carry a second copy whose hooks see no router (ESLint
// forbids it). docs/performance.md says why.
export { Link, NavLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
export type { LinkProps, NavigateFunction, NavLinkProps, To } from 'react-router-dom';
