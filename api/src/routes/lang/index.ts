import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLanguage, getDictionary } from '../../db/queries/languages.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { Missing } from '../../plugins/public-answers.js';

const params = z.object({
  locale: z.string().regex(/^[A-Za-z-]{2,5}$/, 'The locale must be 2 to 5 letters or hyphens.'),
});

/** GET /lang/{locale}: the message dictionary of one language. */
export const langRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lang/:locale',
    {
      schema: {
        tags: ['settings'],
        summary: 'Message dictionary of a language',
        params,
        response: { 200: envelope(z.record(z.string(), z.string())), 404: messageBody },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: ['languages', 'translations'] }, async () => {
        const { locale } = request.params;
        // 'en-US' falls back to 'en' when only the base language exists.
        const language = (await findLanguage(app.db, locale)) ?? (await findLanguage(app.db, locale.split('-')[0]!));
        if (!language) return new Missing(`The language '${locale}' is not available.`);
        return { data: await getDictionary(app.db, language.name) };
      }),
  );
};
