import { z } from 'zod';
import { messageToken } from '../../i18n/message.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_KINDS, renderImage } from '../../media/generated-images.js';
import { GENERATED_MEDIA_PREFIX } from '../../media/media-url.js';
import { faviconRoute } from './favicon.js';
import { manifestRoute } from './manifest.js';

const params = z.object({
  kind: z.enum(IMAGE_KINDS),
  seed: z.string().regex(/^\d{1,9}(-\d{1,3})?$/, messageToken('validation.media_seed', { field: 'seed' })),
  file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, messageToken('validation.media_file', { field: 'file' })),
});

const querystring = z.object({ text: z.string().max(200).optional() });

/**
 * GET /media/generated/{kind}/{seed}/{slug}.svg: demo artwork drawn from the URL alone.
 * Deterministic, so browsers and CDNs may keep it for a day.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(faviconRoute);
  await app.register(manifestRoute);
  app.get(
    `${GENERATED_MEDIA_PREFIX}/:kind/:seed/:file`,
    { schema: { tags: ['media'], summary: 'Generated demo image (SVG)', params, querystring } },
    async (request, reply) => {
      const { kind, seed, file } = request.params;
      const svg = renderImage({ kind, seed, slug: file.slice(0, -'.svg'.length), text: request.query.text });
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          // An SVG opened directly is a document: allow nothing but its own inline styles.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg)
      );
    },
  );
};
