import { ROUTES, type RouteDef } from './route-table';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
  score: number;
}

/** A static segment outranks a parameter, as in the router's ranking. */
const STATIC_SEGMENT_SCORE = 10;
const PARAM_SEGMENT_SCORE = 3;

function escapeRegExp(text: string): string {
  return text.replace(/[\\.*+?^${}|()[\]]/g, '\\$&');
}

function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  let score = 0;
  const source = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        score += PARAM_SEGMENT_SCORE;
        return '/([^/]+)';
      }
      score += STATIC_SEGMENT_SCORE;
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return { route, names, score, pattern: new RegExp(`^${source}/*$`, 'i') };
}

const COMPILED = ROUTES.map(compile).sort((a, b) => b.score - a.score);

/** Each segment decoded (an encoded slash stays encoded, so it cannot split a segment); a malformed one leaves the path as it came. */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The route of the table a path opens and its decoded parameters; null when no route has it. The one
 * matcher of the server, the app and the islands: it matches as react-router's `matchRoutes` does
 * over this table (case-insensitive, trailing slashes allowed, segments decoded; proved in
 * match-route.test.ts), without bringing the router into a page whose islands never load it.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = decodedPath(pathname);
  for (const { route, pattern, names } of COMPILED) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = (found[index + 1] ?? '').replace(/%2F/g, '/');
    });
    return { route, params };
  }
  return null;
}
