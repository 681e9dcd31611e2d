import { matchRoute } from 'shared-sdk';

/**
 * The route pattern a path opens, e.g. '/products/:id/details', or '/*' for a path no route has: what
 * telemetry says of a page (never the path itself, which may carry ids).
 */
export function routePattern(pathname: string): string {
  return matchRoute(pathname)?.route.path ?? '/*';
}
