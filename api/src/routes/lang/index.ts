import { parse } from '@formatjs/icu-messageformat-parser';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLanguage, getDictionary } from '../../db/queries/languages.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { Missing } from '../../plugins/public-answers.js';

const params = z.object({
  locale: z.string().regex(/^[A-Za-z-]{2,5}$/, 'The locale must be 2 to 5 letters or hyphens.'),
});

const query = z.object({
  format: z.enum(['text', 'ast'], { message: "The format must be 'text' or 'ast'." }).optional(),
});

/**
 * Each message as react-intl's precompiled form (the ICU message parsed into its syntax tree), so
 * that the storefront formats without shipping or running a message parser. A message that does not
 * parse stays text: react-intl shows text without placeholders as it is.
 */
function precompiled(dictionary: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(dictionary)) {
    try {
      out[id] = parse(text);
    } catch {
      out[id] = text;
    }
  }
  return out;
}

/** GET /lang/{locale}: the message dictionary of one language, as text or precompiled (?format=ast). */
export const langRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lang/:locale',
    {
      schema: {
        tags: ['settings'],
        summary: 'Message dictionary of a language',
        params,
        querystring: query,
        response: { 200: envelope(z.record(z.string(), z.union([z.string(), z.array(z.unknown())]))), 404: messageBody },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: ['languages', 'translations'] }, async () => {
        const { locale } = request.params;
        // 'en-US' falls back to 'en' when only the base language exists.
        const language = (await findLanguage(app.db, locale)) ?? (await findLanguage(app.db, locale.split('-')[0]!));
        if (!language) return new Missing(`The language '${locale}' is not available.`);
        const dictionary = await getDictionary(app.db, language.name);
        return { data: request.query.format === 'ast' ? precompiled(dictionary) : dictionary };
      }),
  );
};
