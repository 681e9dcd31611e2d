import type { Country } from 'shared-sdk';

/** A country's names in every store language (GET /countries' `names`, beside `name` in the request's language). */
export function countryNames(country: Country): string[] {
  const listed = country.names.filter((n) => n.trim() !== '');
  return listed.includes(country.name) ? listed : [country.name, ...listed];
}

/**
 * Text as the search compares it: case and diacritics folded (Côte → cote; Arabic short vowels,
 * tatweel and the hamza forms of alef, so الأردن matches الاردن), the two Arabic letters people
 * type for one another (ى/ي, ة/ه) made one, and Arabic-Indic digits read as 0-9 for phone codes.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .trim();
}

/** Whether a search (already folded) finds the country: any of its names, or its phone code with or without '+'. */
export function countryMatches(country: Country, foldedQuery: string): boolean {
  if (!foldedQuery) return true;
  if (countryNames(country).some((name) => foldForSearch(name).includes(foldedQuery))) return true;
  return country.phone_code.includes(foldedQuery.replace(/^\+/, ''));
}

/**
 * The same country in another language's list: one phone code and a name in common. The chosen
 * country (or the default, written in English) is kept across a language switch this way, and shown
 * by its name in the list's language.
 */
export function sameCountry(a: Country, b: Country): boolean {
  if (a.phone_code !== b.phone_code) return false;
  const names = new Set(countryNames(a).map(foldForSearch));
  return countryNames(b).some((name) => names.has(foldForSearch(name)));
}
