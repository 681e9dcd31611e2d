// The router's navigation (navigation-types.ts): react-router's own links and hooks. Only the shell,
// which owns the router, imports this file (shared-sdk/react-router-navigation), and provides it
// around its router; a page that has not loaded the router never loads react-router for its islands.
import { Link, NavLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Navigation } from './navigation-types';

export const reactRouterNavigation: Navigation = { Link, NavLink, useLocation, useNavigate, useParams, useSearchParams };
