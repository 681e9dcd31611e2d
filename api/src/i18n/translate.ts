import { arFieldLabels } from './field-labels-ar.js';
import { parseMessageToken, type Message, type MessageParams } from './message.js';
import { ar } from './messages-ar.js';
import { en, type MessageId } from './messages-en.js';

/** A language's words: its messages and the labels of input fields inside them. */
export interface Catalogue {
  messages: Readonly<Record<MessageId, string>>;
  /** Field name → label; a field without one is shown by its name, '_' read as a space. */
  fieldLabels: Readonly<Record<string, string>>;
}

/** Every language the API speaks; a store language with no catalogue here is answered in the default's. */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = {
  en: { messages: en, fieldLabels: {} },
  ar: { messages: ar, fieldLabels: arFieldLabels },
};

export const REFERENCE_LOCALE = 'en';

/** 'ar-EG' → the 'ar' catalogue; unknown → null. */
export function catalogueOf(locale: string): Catalogue | null {
  const lower = locale.toLowerCase();
  return CATALOGUES[lower] ?? CATALOGUES[lower.split('-')[0]!] ?? null;
}

function fieldLabel(catalogue: Catalogue, field: string): string {
  return catalogue.fieldLabels[field] ?? field.replace(/_/g, ' ');
}

/** CLDR's plural category ('one', 'few', …) of a number in a language; a tag Intl does not take counts as English. */
function pluralCategory(locale: string, count: number): string {
  try {
    return new Intl.PluralRules(locale).select(count);
  } catch {
    return new Intl.PluralRules(REFERENCE_LOCALE).select(count);
  }
}

/** The option of an ICU plural (`{n, plural, one {# minute} other {# minutes}}`) that fits `count` in `locale`. */
function pluralOption(options: string, count: number, locale: string): string | null {
  const chosen: Record<string, string> = {};
  // `=2 {…}`, `one {…}`: an option's text may hold `#` but no braces of its own.
  for (const match of options.matchAll(/(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)) chosen[match[1]!] = match[2]!;
  const text = chosen[`=${count}`] ?? chosen[pluralCategory(locale, count)] ?? chosen.other;
  return text === undefined ? null : text.replace(/#/g, String(count));
}

/** Plural placeholders first (their words depend on the number and the language), then plain ones. */
function fill(template: string, params: MessageParams | undefined, catalogue: Catalogue, locale: string): string {
  if (!params) return template;
  const withPlurals = template.replace(/\{(\w+),\s*plural,((?:[^{}]|\{[^{}]*\})*)\}/g, (whole, name: string, options: string) => {
    const count = Number(params[name]);
    if (!Number.isFinite(count)) return whole;
    return pluralOption(options, count, locale) ?? whole;
  });
  return withPlurals.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return name === 'field' ? fieldLabel(catalogue, String(value)) : String(value);
  });
}

/**
 * The message in `locale`, else in `fallback` (the store's default language), else in English.
 * Catalogues are complete (catalogues.test.ts), so the choice is made per language, not per id.
 */
export function translate(message: Message, locale: string, fallback = REFERENCE_LOCALE): string {
  const language = catalogueOf(locale) ? locale : catalogueOf(fallback) ? fallback : REFERENCE_LOCALE;
  const catalogue = catalogueOf(language)!;
  const template = catalogue.messages[message.id] ?? en[message.id];
  return fill(template, message.params, catalogue, language);
}

/** English words for a message outside any request (logs, start-up errors). */
export function inEnglish(id: MessageId, params?: MessageParams): string {
  return translate({ id, params }, REFERENCE_LOCALE);
}

/** A validation text for an operator (start-up errors, logs): a message token in English, plain text as it is. */
export function englishText(text: string | undefined): string | undefined {
  const token = text === undefined ? null : parseMessageToken(text);
  return token ? translate(token, REFERENCE_LOCALE) : text;
}
