// Shoppers' browsers as the field-data probes need them (docs/probes.md, "Field data"): each one opens a
// page of the store from an address of its own with its canary bucket, as a browser does, and reports
// the page view the way the shell's field-data report does (shell/src/features/field-data/): one
// beacon per page view, carrying the view token the page came with. An attacker is the same thing
// used otherwise: one address, many beacons, figures of its choosing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test-support/test-app.js';

const here = fileURLToPath(import.meta.url);
/** The API tests' page renderer (test-support/echo-page-renderer.ts), .ts from source, .js compiled. */
const ECHO_RENDERER = path.join(path.dirname(here), '../../test-support', `echo-page-renderer${path.extname(here)}`);

/** composition.json's URL as the browser resolves its relative manifests (app.inject's host). */
export const COMPOSITION_URL = 'http://localhost:80/composition.json';
export const absolute = (manifest: string) => new URL(manifest, COMPOSITION_URL).href;
export const stableManifest = (remote: string) => `/remotes/${remote}/mf-manifest.json`;
export const canaryManifest = (remote: string) => `/releases/mfe-${remote}/0.2.0/mf-manifest.json`;

export type Served = 'stable' | 'canary' | 'preview';

/** A build on the page as the shell names it, with the errors it raised there. */
export function pageBuild(remote: string, served: Served, errors = 0, manifest?: string) {
  return {
    remote,
    version: served === 'canary' ? '0.2.0' : '0.1.0',
    manifest: manifest ?? absolute(served === 'canary' ? canaryManifest(remote) : stableManifest(remote)),
    served,
    errors,
  };
}

export interface ViewFigures {
  remote: string;
  served: Served;
  /** The build's manifest, absolute; by default the composition's (compositionWith). */
  manifest?: string;
  errors?: number;
  vitals?: Record<string, number>;
  route?: string;
}

/** One page view with one remote build on it, as the shell reports it. */
export function pageView({ remote, served, manifest, errors = 0, vitals = { INP: 150, LCP: 1800 }, route = `/${remote}` }: ViewFigures) {
  return { route, device: 'phone', served_as: served, builds: [pageBuild(remote, served, errors, manifest)], vitals, errors };
}

/**
 * The token a page came with: the shell reads it from the navigation's Server-Timing entry named
 * storefront-view (docs/field-data.md); undefined when the page has none.
 */
export function viewTokenOf(serverTiming: string | string[] | number | undefined): string | undefined {
  const header = Array.isArray(serverTiming) ? serverTiming.join(', ') : String(serverTiming ?? '');
  return /(?:^|,)\s*storefront-view\s*;\s*desc="?([A-Za-z0-9_.-]+)"?/.exec(header)?.[1];
}

/** A composition with a canary of `canaries` at `percent`, the other remotes stable only. */
export function compositionWith(canaries: readonly string[], percent: number, canaryOf = canaryManifest) {
  const entry = (remote: string) => ({
    manifest: stableManifest(remote),
    version: '0.1.0',
    ...(canaries.includes(remote) ? { canary: { manifest: canaryOf(remote), version: '0.2.0', percent } } : {}),
  });
  return { apiBase: '/api', remotes: { catalog: entry('catalog'), cart: entry('cart'), account: entry('account'), auth: entry('auth') } };
}

export interface Browser {
  address: string;
  bucket: number;
  /** Opens a page (GET /, as a document) and answers the view token it came with. */
  openPage(): Promise<string | undefined>;
  /** Opens a page, then reports its page view with that page's token, as the shell does. */
  view(figures: ViewFigures): Promise<number>;
  /** Sends a beacon of these page views as they are (an attacker's). */
  beacon(views: unknown[]): Promise<number>;
}

/**
 * The API serving pages rendered on the server (the echo renderer, through the page cache, as the
 * shell's server build would be) and the field-data routes, with `composition` in place.
 */
export async function fieldDataStore(composition: object, options: { opsToken?: string } = {}) {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'field-data-shell-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>browser-rendered</title>');
  const t = await createTestApp({ staticMounts: [{ prefix: '/', dir: shellDir }], shellServerEntry: ECHO_RENDERER, ...options });
  const app = t.app;
  const close = async () => {
    await t.close();
    rmSync(shellDir, { recursive: true, force: true });
  };
  await writeComposition(app, composition);
  let addresses = 0;
  const browser = (bucket: number, address = nextAddress()): Browser => {
    const cookie = `storefront_bucket=${bucket}`;
    const openPage = async () => {
      const page = await app.inject({ url: '/', headers: { accept: 'text/html', cookie }, remoteAddress: address });
      if (page.statusCode !== 200) throw new Error(`GET / answered ${page.statusCode}`);
      return viewTokenOf(page.headers['server-timing']);
    };
    const beacon = async (views: unknown[]) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/telemetry/page-views',
          headers: { cookie },
          payload: { views },
          remoteAddress: address,
        })
      ).statusCode;
    return {
      address,
      bucket,
      openPage,
      beacon,
      async view(figures) {
        const token = await openPage();
        return beacon([{ ...pageView(figures), ...(token ? { token } : {}) }]);
      },
    };
  };
  function nextAddress(): string {
    addresses += 1;
    return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  }
  return { t, app, browser, close };
}

export async function writeComposition(app: FastifyInstance, composition: object): Promise<void> {
  await writeFile(app.config.compositionFile, JSON.stringify(composition));
}
