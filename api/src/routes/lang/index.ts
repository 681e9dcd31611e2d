import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { z } from 'zod';
import { messageToken } from '../../i18n/message.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLanguage, getDictionary } from '../../db/queries/languages.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { Missing } from '../../plugins/public-answers.js';
import { dictionary as dictionarySchema, type DictionaryJson } from '../../schemas/lang.js';

const params = z.object({
  locale: z.string().regex(/^[A-Za-z-]{2,5}$/, messageToken('validation.locale', { field: 'locale' })),
});

const query = z.object({
  format: z.enum(['text', 'ast'], { message: messageToken('validation.dictionary_format', { field: 'format' }) }).optional(),
});

/**
 * Each message that needs a parser in react-intl's precompiled form (the ICU message parsed into its
 * syntax tree), so that the storefront formats without shipping or running a message parser. Text
 * alone stays text (smaller, and the storefront takes it as it is), as does a message that does not
 * parse: react-intl shows it verbatim.
 */
function precompiled(dictionary: Record<string, string>): DictionaryJson {
  const out: DictionaryJson = {};
  for (const [id, text] of Object.entries(dictionary)) {
    out[id] = text;
    try {
      const elements = parse(text);
      if (!isText(elements, text)) out[id] = elements;
    } catch {
      // Not valid ICU: left as text.
    }
  }
  return out;
}

/** Literal elements that spell `text` exactly (no placeholder, tag or quote in it). */
function isText(elements: MessageFormatElement[], text: string): boolean {
  return (
    elements.every((element) => element.type === TYPE.literal) &&
    elements.map((element) => (element as { value: string }).value).join('') === text
  );
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
        response: { 200: envelope(dictionarySchema), 404: messageBody },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: ['languages', 'translations'] }, async () => {
        const { locale } = request.params;
        // 'en-US' falls back to 'en' when only the base language exists.
        const language = (await findLanguage(app.db, locale)) ?? (await findLanguage(app.db, locale.split('-')[0]!));
        if (!language) return new Missing('not_found.language', { locale });
        const dictionary = await getDictionary(app.db, language.name);
        return { data: request.query.format === 'ast' ? precompiled(dictionary) : dictionary };
      }),
  );
};
