// Where the compose CLI reads a composition and the manifests it names: local files (a build on this
// machine, found the way `npm start` serves it) or URLs (a deployment, a CDN).
import { readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';

export type Source = { kind: 'file'; path: string } | { kind: 'url'; url: string };

/** A URL prefix served from a folder, as the API's STATIC_MOUNTS maps them (e.g. /remotes/cart/). */
export interface Mount {
  prefix: string;
  dir: string;
}

const REPO = resolve(__dirname, '../..');
const REMOTE_PACKAGES = { catalog: 'mfe-catalog', cart: 'mfe-cart', account: 'mfe-account', auth: 'mfe-auth' };
const FETCH_TIMEOUT_MS = 10_000;

/** The folders `npm start` serves each remote from, then STATIC_MOUNTS, then --mount, later winning. */
export function defaultMounts(env: NodeJS.ProcessEnv = process.env): Mount[] {
  const mounts = Object.entries(REMOTE_PACKAGES).map(([name, pkg]) => ({ prefix: `/remotes/${name}/`, dir: join(REPO, pkg, 'dist') }));
  if (env.STATIC_MOUNTS) {
    for (const [prefix, dir] of Object.entries(JSON.parse(env.STATIC_MOUNTS) as Record<string, string>))
      mounts.push(parseMount(`${prefix}=${dir}`));
  }
  return mounts;
}

/** '--mount /remotes/cart/=releases/mfe-cart/0.2.0' */
export function parseMount(text: string): Mount {
  const at = text.indexOf('=');
  if (at < 1) throw new Error(`--mount wants <url prefix>=<folder>, not "${text}".`);
  const prefix = `/${text.slice(0, at).replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  return { prefix, dir: resolve(text.slice(at + 1)) };
}

const isUrl = (text: string) => /^https?:\/\//i.test(text);

/** The composition named on the command line (relative to where the command was typed). */
export function compositionSource(arg: string, cwd = process.env.INIT_CWD ?? process.cwd()): Source {
  return isUrl(arg) ? { kind: 'url', url: arg } : { kind: 'file', path: isAbsolute(arg) ? arg : resolve(cwd, arg) };
}

/**
 * Where a manifest URL from the composition is: against --base or a composition fetched by URL, a
 * URL, as the shell resolves it; beside a composition file, the mounted folder that serves the path.
 */
export function manifestSource(ref: string, composition: Source, mounts: readonly Mount[], base?: string): Source {
  if (isUrl(ref)) return { kind: 'url', url: ref };
  if (base) return { kind: 'url', url: new URL(ref, base).href };
  if (composition.kind === 'url') return { kind: 'url', url: new URL(ref, composition.url).href };
  if (!ref.startsWith('/')) return { kind: 'file', path: resolve(dirname(composition.path), ref.replace(/\?.*$/, '')) };
  const mount = [...mounts]
    .reverse()
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((m) => ref.startsWith(m.prefix));
  if (!mount) throw new Error(`no folder serves ${ref}: give --mount <prefix>=<folder> or --base <url of the deployment>`);
  return { kind: 'file', path: join(mount.dir, ref.slice(mount.prefix.length).replace(/\?.*$/, '')) };
}

/** A file next to `source` (the server build beside a manifest). */
export function besides(source: Source, relative: string): Source {
  return source.kind === 'url'
    ? { kind: 'url', url: new URL(relative, source.url).href }
    : { kind: 'file', path: join(dirname(source.path), relative) };
}

export function describe(source: Source): string {
  return source.kind === 'url' ? source.url : source.path;
}

export async function readSource(source: Source): Promise<Uint8Array<ArrayBuffer>> {
  if (source.kind === 'file') {
    const bytes = await readFile(source.path);
    return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  }
  const response = await fetch(source.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { 'Cache-Control': 'no-cache' } });
  if (!response.ok) throw new Error(`${source.url} answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function sourceExists(source: Source): Promise<boolean> {
  if (source.kind === 'file')
    return stat(source.path).then(
      (info) => info.isFile(),
      () => false,
    );
  const response = await fetch(source.url, { method: 'HEAD', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(() => null);
  return response?.ok ?? false;
}
