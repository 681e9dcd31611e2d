import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { z } from 'zod';
import { messageToken } from '../../i18n/message.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLanguage, getDictionary } from '../../db/queries/languages.js';
import { SEED_TRANSLATIONS } from '../../db/seed/sync-translations.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { Missing } from '../../plugins/public-answers.js';
import { dictionary as dictionarySchema, type DictionaryJson } from '../../schemas/lang.js';

const params = z.object({
  locale: z.string().regex(/^[A-Za-z-]{2,5}$/, messageToken('validation.locale', { field: 'locale' })),
});

const query = z.object({
  format: z.enum(['text', 'ast'], { message: messageToken('validation.dictionary_format', { field: 'format' }) }).optional(),
  omit: z.enum(['defaults'], { message: messageToken('validation.selected_invalid', { field: 'omit' }) }).optional(),
});

/** The language of the code's default texts: the seeded English is exactly them (scripts/check-messages.mjs). */
const DEFAULTS_LANGUAGE = 'en';

/**
 * `?omit=defaults`: the English dictionary without the messages whose text is the storefront code's
 * own default (each id's `defaultMessage`), which the code shows by itself; a text the operator
 * changed is kept. Other languages are sent whole: react-intl formats a default by English rules
 * (plural categories, numbers), so a message that reads the same in another language is still kept.
 */
function withoutDefaults(language: string, dictionary: Record<string, string>): Record<string, string> {
  if (language !== DEFAULTS_LANGUAGE) return dictionary;
  const defaults = SEED_TRANSLATIONS[DEFAULTS_LANGUAGE] ?? {};
  return Object.fromEntries(Object.entries(dictionary).filter(([id, text]) => defaults[id] !== text));
}

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

/**
 * GET /lang/{locale}: the message dictionary of one language, as text or precompiled (?format=ast),
 * whole or without the messages the code already has as its defaults (?omit=defaults).
 */
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
        const whole = await getDictionary(app.db, language.name);
        const dictionary = request.query.omit === 'defaults' ? withoutDefaults(language.name, whole) : whole;
        return { data: request.query.format === 'ast' ? precompiled(dictionary) : dictionary };
      }),
  );
};
