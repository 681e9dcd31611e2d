import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLegalPage } from '../../db/queries/legal-pages.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { Missing } from '../../plugins/public-answers.js';
import { contactInfo, loadContactInfo } from './contact-info.js';

const legalPageParams = z.object({
  slug: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'The slug may only contain lowercase letters, digits and hyphens.'),
});

const legalPageResponse = envelope(
  z.object({ content: z.object({ title: z.string(), description: z.string() }) }),
);

/**
 * GET /legal-pages/{slug} (about-us, privacy-policy, ... or any page) and GET /contact-us.
 * Pages are stored in one language (the table has no locale), so Accept-Language is not consulted.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/legal-pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A content page; description is HTML to sanitise before rendering',
        params: legalPageParams,
        response: { 200: legalPageResponse, 404: messageBody },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: ['legal_pages'] }, async () => {
        const page = await findLegalPage(app.db, request.params.slug);
        if (!page) return new Missing(`The page '${request.params.slug}' could not be found.`);
        return { data: { content: page } };
      }),
  );

  app.get(
    '/contact-us',
    { schema: { tags: ['content'], summary: 'Contact channels of the store', response: { 200: envelope(contactInfo) } } },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: ['settings'] }, async () => ({ data: await loadContactInfo(app.db) })),
  );
};
