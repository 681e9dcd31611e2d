import type { Direction, Language } from '../client/api-types';

/** The chosen locale is kept locally under 'locale', default en (docs/product.md#entities). */
export const LOCALE_STORAGE_KEY = 'locale';
export const DEFAULT_LOCALE = 'en';
export const DEFAULT_DIRECTION: Direction = 'ltr';

const RTL_CODES = new Set(['ar', 'fa', 'he', 'ur', 'ir']);

/** The server may omit a language's direction (docs/api.md#compatibility): derive it from the code. */
export function directionOf(language: Pick<Language, 'name' | 'direction'> | undefined): Direction {
  if (!language) return DEFAULT_DIRECTION;
  if (language.direction === 'rtl' || language.direction === 'ltr') return language.direction;
  const base = language.name.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_CODES.has(base) ? 'rtl' : 'ltr';
}

/** Direction for a locale, from the languages in settings; ltr when the locale is not listed. */
export function directionForLocale(locale: string, languages: readonly Language[]): Direction {
  const match = languages.find((l) => l.name === locale);
  return match ? directionOf(match) : DEFAULT_DIRECTION;
}
