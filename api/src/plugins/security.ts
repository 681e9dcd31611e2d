import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A page response's CSP nonce: the server-rendered page's own inline scripts (React's) carry it. */
type NonceCarrier = ServerResponse & { cspNonce?: string };

/** The CSP nonce of this page response (set for every non-API request). */
export function cspNonceOf(response: ServerResponse): string | undefined {
  return (response as NonceCarrier).cspNonce;
}

/** Third parties the storefront talks to when enabled in settings: social sign-in and Pusher. */
const SOCIAL_SCRIPTS = ['https://accounts.google.com', 'https://connect.facebook.net', 'https://appleid.cdn-apple.com'];
const SOCIAL_FRAMES = ['https://accounts.google.com', 'https://www.facebook.com', 'https://appleid.apple.com'];
const SOCIAL_CONNECT = ['https://accounts.google.com', 'https://graph.facebook.com', 'https://appleid.apple.com'];
const PUSHER_CONNECT = ['wss://*.pusher.com', 'https://*.pusher.com'];

/**
 * The CSP the storefront needs: everything from our origin (shell, remotes, API), inline styles
 * because styled-components injects <style> tags, images from anywhere over https (shops may
 * link CDN images) or data: URLs. `extraOrigins` adds e.g. a CDN that hosts remotes; `remoteOrigins`
 * answers, per response, the origins composition.json currently loads remotes from; `scriptHashes` allow
 * the shell's own inline scripts (inline-script-hashes.ts).
 */
export function contentSecurityDirectives(
  extraOrigins: readonly string[],
  remoteOrigins: () => readonly string[] = () => [],
  scriptHashes: readonly string[] = [],
) {
  // Helmet calls a function value on every response: an edited composition.json applies at once.
  // 'self' and the remotes' origins come as one value so that no source is listed twice.
  const selfAndRemotes = (alsoListed: readonly string[]) => (_req: IncomingMessage, _res: ServerResponse) =>
    ["'self'", ...remoteOrigins().filter((origin) => !alsoListed.includes(origin))].filter(unique).join(' ');
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonceOf(res) ?? ''}'`;
  const scriptOrigins = [...extraOrigins, ...SOCIAL_SCRIPTS];
  const connectOrigins = [...extraOrigins, ...SOCIAL_CONNECT, ...PUSHER_CONNECT];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [selfAndRemotes(scriptOrigins), nonce, ...scriptHashes, ...scriptOrigins],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...extraOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', ...extraOrigins],
    connectSrc: [selfAndRemotes(connectOrigins), ...connectOrigins],
    frameSrc: ["'self'", ...SOCIAL_FRAMES],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // We are served over plain http on localhost and private networks by default; upgrading
    // would break those. Put TLS in front (and HSTS then applies) in production.
    upgradeInsecureRequests: null,
  };
}

function unique(value: string, index: number, all: readonly string[]): boolean {
  return all.indexOf(value) === index;
}

/** A year, with subdomains: what helmet sent before; sent only where the request came over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** API answers are data, never documents: nothing may load from or frame them. */
const API_DIRECTIVES = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

export interface SecurityOptions {
  /** More origins the storefront loads from (CSP_EXTRA_ORIGINS: a CDN that hosts remotes). */
  extraOrigins: readonly string[];
  /** The origins composition.json currently loads remotes from, asked per response. */
  remoteOrigins?: () => readonly string[];
  /** CSP sources of the shell's inline scripts (`'sha256-…'`), read from its index.html at start. */
  scriptHashes?: readonly string[];
}

/** Security headers of every answer, and compression: hooks of the whole app, hence `fp`. */
export const security = fp<SecurityOptions>(
  async function security(app, { extraOrigins, remoteOrigins, scriptHashes }) {
    const common = {
      // Social sign-in (Apple popup mode, Google) talks back to its opener window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
      // Browsers ignore HSTS over plain HTTP, and an HTTP-only install (localhost, a private network)
      // must not learn it; set per request below, when the request came over HTTPS.
      strictTransportSecurity: false,
    };
    // Built once (the Fastify wrapper rebuilt helmet on every request: a measurable share of a
    // cached answer's cost). The storefront's pages get their CSP, the API a closed one.
    const pageHeaders = helmet({
      ...common,
      contentSecurityPolicy: { useDefaults: true, directives: contentSecurityDirectives(extraOrigins, remoteOrigins, scriptHashes) },
    });
    const apiHeaders = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES } });
    app.addHook('onRequest', (request, reply, done) => {
      const api = request.url.startsWith('/api/');
      if (!api) (reply.raw as NonceCarrier).cspNonce = randomBytes(16).toString('base64');
      // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
      const headers = api ? apiHeaders : pageHeaders;
      headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    // Lighthouse measured a federated store dropping from 93 to 78 without compression.
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
  },
  { name: 'security' },
);
