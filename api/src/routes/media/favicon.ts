import type { FastifyPluginAsync } from 'fastify';
import { getSettings } from '../../db/queries/settings.js';
import { readableTextOn, themeColorOf } from '../../lib/color.js';

export const FAVICON_PATH = '/favicon.ico';

/** Browsers ask for the icon on every page: a short cache, so a new logo shows within minutes. */
const FAVICON_CACHE = 'public, max-age=300';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A small square icon: the store name's first letter on its theme colour (#rrggbb). */
export function generatedFavicon(storeName: string, color: string): string {
  const letter = escapeXml(Array.from(storeName.trim())[0]?.toUpperCase() ?? 'S');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${color}"/><text x="16" y="22.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="19" font-weight="700" fill="${readableTextOn(color)}">${letter}</text></svg>`;
}

/**
 * GET /favicon.ico: the store's own icon for every page (the storefront's and the server's own).
 * Settings name the image (web_logo, a URL like /media/generated/logo/… or an https CDN image):
 * the browser is sent there; a store without one gets a generated icon in its colour.
 */
export const faviconRoute: FastifyPluginAsync = async (app) => {
  app.get(FAVICON_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const settings = await getSettings(app.db);
    const logo = typeof settings.web_logo === 'string' ? settings.web_logo.trim() : '';
    // Only our own paths or https images: a setting never turns the icon into an open redirect to http or javascript:.
    if (/^\/(?!\/)/.test(logo) || /^https:\/\//i.test(logo)) {
      return reply.header('cache-control', FAVICON_CACHE).redirect(logo, 302);
    }
    const name = typeof settings.app_name === 'string' ? settings.app_name : '';
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', FAVICON_CACHE)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(generatedFavicon(name, themeColorOf(settings)));
  });
};
