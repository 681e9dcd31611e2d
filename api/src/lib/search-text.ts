import snowball from 'snowball-stemmers';

/**
 * What the search compares text as (docs/search.md, "Folding"), for what a shopper typed. The
 * catalogue's side is folded by the database (migration 0240's search_fold, into product_search)
 * with the same rules, and `plugins/product-search.test.ts` checks the two agree, character by
 * character. `unaccented` is the database's own unaccent table (db/queries/search-rows.ts):
 * - accents and ligatures as unaccent writes them (é → e, æ → ae, ß → ss);
 * - lower case;
 * - Arabic tashkeel (U+064B–U+065F, U+0670) and tatweel (U+0640) removed, and the letters people
 *   type for one another made one: أ إ آ ٱ → ا, ى ئ → ي, ؤ → و, ة → ه;
 * - Arabic-Indic and Persian digits read as 0–9;
 * - apostrophes dropped ("men's" is "mens"); anything not a letter or digit a space;
 * - a run of digits and a run of letters split ("iphone15" is "iphone 15");
 * - spaces single, none at either end.
 */
export function searchFolder(unaccented: ReadonlyMap<string, string>): (value: string) => string {
  const unaccent = (letter: string) => unaccented.get(letter) ?? letter;
  return (value) => {
    let text = value.replace(/[^\u0000-\u007F]/gu, unaccent).toLowerCase();
    text = text.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
    text = text.replace(ARABIC_TRANSLATED, (c) => ARABIC_TO[ARABIC_FROM.indexOf(c)] ?? c);
    text = text.replace(/['’`]/g, '');
    text = text.replace(/[^\p{Alphabetic}\p{Nd}]+/gu, ' ');
    text = text.replace(/([^\s\d])(\d)/g, '$1 $2').replace(/(\d)([^\s\d])/g, '$1 $2');
    return text.replace(/\s+/g, ' ').trim();
  };
}

const ARABIC_FROM = [...'أإآٱىئؤة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹'];
const ARABIC_TO = [...'ااااييوه01234567890123456789'];
const ARABIC_TRANSLATED = new RegExp(`[${ARABIC_FROM.join('')}]`, 'g');

const english = snowball.newStemmer('english');

/**
 * A folded word's stem, so that a word finds its other forms: English by the Snowball English
 * stemmer ("earbuds" and "earbud" are "earbud"); Arabic lightly, its article (with و ف ب ك before
 * it) and a plural or feminine ending (ات ون ين ه) taken off while three letters stay ("سماعات"
 * and "سماعه" are both "سماع"); anything else itself.
 */
export function searchStem(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemOf(word);
    if (stems.size >= MAX_STEMS_KEPT) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/** Stems worked out lately: a word's stem is asked again and again (each search asks its words'). */
const stems = new Map<string, string>();
const MAX_STEMS_KEPT = 50_000;

function stemOf(word: string): string {
  if (/^[a-z]/.test(word)) return english.stem(word);
  if (/^[ء-ي]/.test(word)) return word.replace(/^(وال|فال|بال|كال|ال)(.{3,})$/u, '$2').replace(/^(.{3,})(ات|ون|ين|ه)$/u, '$1');
  return word;
}

/**
 * A word's trigrams as pg_trgm makes them: the word with two spaces before and one after, every
 * run of three characters, each once.
 */
export function trigrams(word: string): Set<string> {
  const chars = [' ', ' ', ...word, ' '];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(''));
  return found;
}

/** pg_trgm's `%`: alike from this similarity on (its default threshold). */
export const TRIGRAM_THRESHOLD = Math.fround(0.3);
