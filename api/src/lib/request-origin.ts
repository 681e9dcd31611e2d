import type { FastifyRequest } from 'fastify';

/** Longer than any host name (253) with a port. */
const MAX_HOST_LENGTH = 260;
/** What a host (a name, an IPv4 or a bracketed IPv6 address) and its port may be written with. */
const HOST_CHARACTERS = /^[a-z0-9.:[\]-]+$/i;

/**
 * The origin of every absolute URL the server prints (canonical and alternate links, structured data,
 * robots.txt, sitemaps): PUBLIC_URL when it is set, else the request's own, but only a host that
 * round-trips through the URL parser unchanged (no path, user, or character a URL would drop or
 * change) and a protocol of http or https. Null for anything else: the caller refuses the request
 * rather than print a link to a host nobody validated (docs/server-rendering.md, "What a page is rendered for").
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string | null {
  if (publicUrl) return publicUrl;
  const host = request.host;
  if (!host || host.length > MAX_HOST_LENGTH || !HOST_CHARACTERS.test(host)) return null;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  // The parser drops a default port ('localhost:80' is 'localhost'): so does the comparison.
  const defaultPort = protocol === 'https' ? ':443' : ':80';
  const written = host.toLowerCase().endsWith(defaultPort) ? host.toLowerCase().slice(0, -defaultPort.length) : host.toLowerCase();
  try {
    const parsed = new URL(`${protocol}://${host}`);
    return parsed.host === written && parsed.pathname === '/' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The request headers an answer that prints requestOrigin's origin varies with, when it comes from
 * the request (no PUBLIC_URL): a shared cache must not give one host's links to another.
 */
export function originVary(publicUrl: string | undefined, trustProxy: boolean | string): string | null {
  if (publicUrl) return null;
  return trustProxy ? 'Host, X-Forwarded-Host, X-Forwarded-Proto' : 'Host';
}
