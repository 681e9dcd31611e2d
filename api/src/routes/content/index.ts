import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLegalPage } from '../../db/queries/legal-pages.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { sanitizeStoredHtml } from '../../lib/stored-html.js';
import { Missing } from '../../plugins/public-answers.js';
import { slugField } from '../../schemas/fields.js';
import { contactInfo, legalPage } from '../../schemas/content.js';
import { loadContactInfo } from './contact-info.js';

const legalPageParams = z.object({ slug: slugField('slug') });

const legalPageResponse = envelope(z.object({ content: legalPage }));

/**
 * GET /legal-pages/{slug} (about-us, privacy-policy, ... or any page) and GET /contact-us.
 * Pages are served in the request's language (migration 0080: per-language texts), else in the
 * store's default language; the public cache keeps one answer per language.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/legal-pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A content page; description is HTML, without scripts or event handlers',
        params: legalPageParams,
        response: { 200: legalPageResponse, 404: messageBody },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: ['legal_pages'] }, async () => {
        const page = await findLegalPage(app.db, request.params.slug, request.locale);
        if (!page) return new Missing('not_found.page', { slug: request.params.slug });
        return { data: { content: { ...page, description: await sanitizeStoredHtml(page.description) } } };
      }),
  );

  app.get(
    '/contact-us',
    { schema: { tags: ['content'], summary: 'Contact channels of the store', response: { 200: envelope(contactInfo) } } },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: ['settings'] }, async () => ({ data: await loadContactInfo(app.db) })),
  );
};
