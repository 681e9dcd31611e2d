// Where the bytes of a built script come from: the file on disk that a URL is served from, and the
// source (and package) a position of its source map names. js-breakdown.ts splits the scripts' bytes
// with it, main-thread.ts a CPU profile's time.
import { join, relative, resolve } from 'node:path';
import { ROOT } from '../support/paths.ts';

/** Webpack's runtime and bootstrap, federation glue, and the bytes of a file no source claims. */
export const RUNTIME = '[webpack runtime / unmapped]';
const WORKSPACES = new Set(['shell', 'shared-sdk', 'mfe-catalog', 'mfe-cart', 'mfe-account', 'mfe-auth', 'api', 'e2e', 'scripts']);

export interface StaticMount {
  prefix: string;
  dir: string;
}

/**
 * Where the server finds a URL's file: api/src/config.ts `defaultStaticMounts`, with STATIC_MOUNTS
 * (which the server started here inherits) overriding a prefix the way `parseStaticMounts` does.
 */
function staticMounts(): StaticMount[] {
  const mounts = new Map<string, string>([
    ['/', join(ROOT, 'shell', 'dist')],
    ['/remotes/catalog/', join(ROOT, 'mfe-catalog', 'dist')],
    ['/remotes/cart/', join(ROOT, 'mfe-cart', 'dist')],
    ['/remotes/account/', join(ROOT, 'mfe-account', 'dist')],
    ['/remotes/auth/', join(ROOT, 'mfe-auth', 'dist')],
  ]);
  if (process.env.STATIC_MOUNTS) {
    for (const [prefix, dir] of Object.entries(JSON.parse(process.env.STATIC_MOUNTS) as Record<string, string>)) {
      const trimmed = prefix.replace(/^\/+|\/+$/g, '');
      mounts.set(trimmed === '' ? '/' : `/${trimmed}/`, resolve(dir));
    }
  }
  // Longest prefix first, so /remotes/catalog/ wins over /.
  return [...mounts].map(([prefix, dir]) => ({ prefix, dir })).sort((a, b) => b.prefix.length - a.prefix.length);
}

const MOUNTS = staticMounts();

/** The built file a URL path is served from, or undefined when no mount serves it. */
export function diskFileOf(path: string): { file: string; mount: StaticMount } | undefined {
  const mount = MOUNTS.find((m) => path.startsWith(m.prefix));
  return mount && { file: join(mount.dir, decodeURIComponent(path.slice(mount.prefix.length))), mount };
}

/**
 * The package a source of the map belongs to. Webpack names sources `webpack://<build>/<path>`,
 * the path relative to the build's package folder (the mount folder's parent): `./src/...`,
 * `../shared-sdk/src/...`, `../node_modules/react-dom/...`. Anything else (`webpack/runtime/...`,
 * `external global ...`, source-map-explorer's `[unmapped]`, `[EOLs]`, ...) is the runtime's.
 */
export function groupOf(source: string, packageDir: string): string {
  if (source.startsWith('[')) return RUNTIME;
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (!path.startsWith('./') && !path.startsWith('../') && !path.startsWith('/')) return RUNTIME;
  const file = resolve(packageDir, path).split('\\').join('/');
  const inModules = file.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope, name] = file.slice(inModules + '/node_modules/'.length).split('/');
    // Webpack's generated federation entries live in node_modules/.federation.
    if (!scope || scope.startsWith('.')) return RUNTIME;
    return scope.startsWith('@') && name ? `${scope}/${name}` : scope;
  }
  const [top] = relative(ROOT, file).split(/[\\/]/);
  return top && WORKSPACES.has(top) ? top : `[outside the workspaces] ${top ?? file}`;
}

/** A source's name for the tables: the path from the repository root (`node_modules/...` for a library). */
export function displaySource(source: string, packageDir: string): string {
  if (source.startsWith('[')) return source;
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (!path.startsWith('./') && !path.startsWith('../') && !path.startsWith('/')) return `webpack/${path.replace(/^webpack\//, '')}`;
  const rel = relative(ROOT, resolve(packageDir, path)).split('\\').join('/');
  const inModules = rel.lastIndexOf('node_modules/');
  return inModules >= 0 ? rel.slice(inModules) : rel;
}
