import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSettings } from '../../db/queries/settings.js';
import { themeColorOf } from '../../lib/color.js';
import { iconVersion } from '../../media/store-icon.js';
import { currentMark, iconUrl, type IconFile } from './favicon.js';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** A change of name, colour or language shows in the installed app's next check within minutes. */
const MANIFEST_CACHE = 'public, max-age=300';
/** A browser shows the short name under the icon, where a long one is cut. */
const SHORT_NAME_LENGTH = 12;

const ICONS: { file: IconFile; sizes: string; purpose: 'any' | 'maskable' }[] = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'maskable-512.png', sizes: '512x512', purpose: 'maskable' },
];

// Anything but a short code is not a language of the store: the request's own language is used.
const querystring = z.object({ lang: z.string().max(16).optional() });

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * GET /manifest.webmanifest?lang=…: the web app manifest that makes the store installable, built from
 * its settings as they are now (its name, its theme colour, its icon in the sizes browsers ask for:
 * favicon.ts), in the language asked (one of the store's; else the request's), with that language's
 * direction. The page links it with its own language (shell/src/server/page-head.ts).
 */
export const manifestRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(MANIFEST_PATH, { schema: { hide: true, querystring } }, async (request, reply) => {
    const asked = request.query.lang?.toLowerCase();
    const locale = asked && app.storeLanguages.codes().includes(asked) ? asked : request.locale;
    const [settings, mark] = await Promise.all([getSettings(app.db, locale), currentMark(app.db)]);
    const name = text(settings.app_name) || 'Store';
    const description = text(settings.web_footer_description);
    const version = iconVersion(mark);
    const manifest = {
      id: '/',
      name,
      short_name: [...name].length > SHORT_NAME_LENGTH ? [...name].slice(0, SHORT_NAME_LENGTH).join('').trim() : name,
      ...(description ? { description } : {}),
      lang: locale,
      dir: app.storeLanguages.direction(locale),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: themeColorOf(settings),
      icons: ICONS.map(({ file, sizes, purpose }) => ({ src: iconUrl(version, file), sizes, type: 'image/png', purpose })),
    };
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', MANIFEST_CACHE).send(JSON.stringify(manifest));
  });
};
