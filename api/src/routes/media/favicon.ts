import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { getSettings } from '../../db/queries/settings.js';
import { themeColorOf } from '../../lib/color.js';
import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH } from '../../media/icon-paths.js';
import { encodeIco } from '../../media/png.js';
import { iconInitial, iconVersion, renderStoreIcon, type StoreIconMark } from '../../media/store-icon.js';

const ICON_FILES = {
  /** A tab's icon: 16 and 32 pixels in one file, the browser takes the one that fits. */
  'favicon.ico': {
    type: 'image/x-icon',
    draw: async (mark: StoreIconMark) =>
      encodeIco(await Promise.all([16, 32].map(async (size) => ({ size, png: await renderStoreIcon(mark, size, 'rounded') })))),
  },
  /** A phone's home-screen icon: 180 pixels, square to the edges (iOS rounds its corners itself). */
  'apple-touch-icon.png': { type: 'image/png', draw: (mark: StoreIconMark) => renderStoreIcon(mark, 180, 'square') },
  /** The installed app's icons (the web app manifest, routes/media/manifest.ts): the sizes browsers ask for. */
  'icon-192.png': { type: 'image/png', draw: (mark: StoreIconMark) => renderStoreIcon(mark, 192, 'rounded') },
  'icon-512.png': { type: 'image/png', draw: (mark: StoreIconMark) => renderStoreIcon(mark, 512, 'rounded') },
  /** For a launcher that cuts icons to its own shape: the mark inside the part every shape keeps. */
  'maskable-512.png': { type: 'image/png', draw: (mark: StoreIconMark) => renderStoreIcon(mark, 512, 'maskable') },
} as const;
export type IconFile = keyof typeof ICON_FILES;

/** The fixed addresses send the browser here for five minutes: a new name or colour shows within minutes. */
const REDIRECT_CACHE = 'public, max-age=300';
/** A versioned icon never changes: its URL changes with what it is drawn from. */
const ICON_CACHE = 'public, max-age=31536000, immutable';

/** The icon of the store as its settings are now: its name's initial and its theme colour. */
export async function currentMark(db: Queryable): Promise<StoreIconMark> {
  const settings = await getSettings(db);
  const name = typeof settings.app_name === 'string' ? settings.app_name : '';
  return { initial: iconInitial(name), color: themeColorOf(settings) };
}

export const iconUrl = (version: string, file: IconFile) => `/store-icon/${version}/${file}`;

/** The last icons drawn (a few: one store, five files, and a version or two while settings change). */
const drawn = new Map<string, Promise<Buffer>>();
const KEEP_DRAWN = 16;

function drawOnce(version: string, file: IconFile, mark: StoreIconMark): Promise<Buffer> {
  const key = iconUrl(version, file);
  let image = drawn.get(key);
  if (!image) {
    image = ICON_FILES[file].draw(mark);
    drawn.set(key, image);
    // A failed drawing is not kept: the next request draws again.
    image.catch(() => drawn.delete(key));
    if (drawn.size > KEEP_DRAWN) drawn.delete(drawn.keys().next().value!);
  }
  return image;
}

const params = z.object({
  version: z.string().regex(/^[0-9a-f]{12}$/),
  file: z.enum(Object.keys(ICON_FILES) as [IconFile, ...IconFile[]]),
});

/**
 * The store's own square icon, for every page (the storefront's and the server's own): the first
 * letter of its name on its theme colour (media/store-icon.ts), as a favicon and a home-screen
 * icon. GET /favicon.ico and /apple-touch-icon.png send the browser to /store-icon/{version}/{file},
 * whose version is a fingerprint of the name's initial and the colour: cached for good, and a new
 * URL when either changes. An outdated version is sent on to the current one.
 */
export const faviconRoute: FastifyPluginAsync = async (app) => {
  for (const [path, file] of [
    [FAVICON_PATH, 'favicon.ico'],
    [APPLE_TOUCH_ICON_PATH, 'apple-touch-icon.png'],
  ] as const) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      const version = iconVersion(await currentMark(app.db));
      return reply.header('cache-control', REDIRECT_CACHE).redirect(iconUrl(version, file), 302);
    });
  }

  app.get('/store-icon/:version/:file', { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) return reply.callNotFound();
    const { version, file } = parsed.data;
    const mark = await currentMark(app.db);
    const current = iconVersion(mark);
    if (version !== current) return reply.header('cache-control', REDIRECT_CACHE).redirect(iconUrl(current, file), 302);
    return reply
      .type(ICON_FILES[file].type)
      .header('cache-control', ICON_CACHE)
      .send(await drawOnce(version, file, mark));
  });
};
