/**
 * The header's suggestions of shops and categories (docs/search.md, "The suggestions' shops and
 * categories"), in memory beside the product index: a shop or category is suggested when each
 * word typed, folded, begins a word of one of its names, folded. Not widened for typos: a shop or
 * category is a name, and the products suggested beside them forgive the typo.
 */

/** A shop or category as the suggestions show it. */
export interface NamedRow {
  id: number;
  /** Its name in the store's default language. */
  name: string;
  /** Its names in other languages (migration 0230's translations: { locale: { name } }); shops have none. */
  translations: Record<string, { name?: string } | undefined> | null;
  image: string;
}

export interface Suggested {
  id: number;
  name: string;
  image: string;
}

interface Entry {
  row: NamedRow;
  /** The words of all its names, folded. */
  words: string[];
  /** Its default name, folded (a name starting with the text comes first). */
  folded: string;
}

/** Rows in the order they come (best rated shops first; categories as the store orders them), found by their names' words. */
export class NameFinder {
  private readonly entries: Entry[];

  constructor(
    rows: readonly NamedRow[],
    private readonly fold: (text: string) => string,
  ) {
    this.entries = rows.map((row) => {
      const names = [row.name, ...Object.values(row.translations ?? {}).flatMap((text) => (text?.name ? [text.name] : []))];
      const words = [...new Set(names.flatMap((name) => fold(name).split(' ')).filter(Boolean))];
      return { row, words, folded: fold(row.name) };
    });
  }

  /**
   * The first `limit` whose names have a word beginning with each typed word (folded), those
   * whose default name begins with the whole text first; names in `locale` where they have one.
   */
  find(typedWords: readonly string[], limit: number, locale?: string): Suggested[] {
    const pieces = typedWords.flatMap((word) => this.fold(word).split(' ')).filter(Boolean);
    if (pieces.length === 0) return [];
    const whole = this.fold(typedWords.join(' '));
    const found = this.entries.filter((entry) => pieces.every((piece) => entry.words.some((word) => word.startsWith(piece))));
    const first = found.filter((entry) => entry.folded.startsWith(whole));
    const rest = found.filter((entry) => !entry.folded.startsWith(whole));
    return [...first, ...rest].slice(0, limit).map(({ row }) => ({
      id: row.id,
      name: (locale ? row.translations?.[locale]?.name : undefined) ?? row.name,
      image: row.image,
    }));
  }
}

/** How many of each kind the header shows. */
export const SUGGESTION_LIMITS = { products: 5, shops: 3, categories: 3 } as const;

/** Words beyond these add nothing a shopper would see in five suggestions. */
const MAX_WORDS = 6;

/**
 * The words of what was typed, for the shops' and categories' prefix match: 'Red  T-Shirt' ->
 * ['red', 't', 'shirt']. Only letters, marks and digits survive; each is folded before it is
 * compared. Null when nothing searchable is left ('!!').
 */
export function suggestionWords(text: string): string[] | null {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu);
  return words ? words.slice(0, MAX_WORDS) : null;
}
