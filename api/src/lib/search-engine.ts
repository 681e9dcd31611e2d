import { setImmediate as nextTurn } from 'node:timers/promises';
import { distance } from 'fastest-levenshtein';
import { searchStem, TRIGRAM_THRESHOLD, trigrams } from './search-text.js';

/**
 * The product search in memory (docs/search.md): the listed products' folded, weighted words (the
 * database's product_search rows) held as posting lists, what a shopper typed widened to the
 * catalogue's words it may mean, the matches ranked, and what to offer when nothing matches. One
 * engine for the list, the suggestions, the facets and "Did you mean", on either database; the
 * database is asked only for the cards not kept in memory (plugins/product-cards.ts).
 */

/** A listed product's search row, as the database keeps it (migration 0240's product_search). */
export interface SearchRow {
  id: number;
  /** Its whole names in every language, folded. */
  names: string[];
  /** Its folded words with their positions and weights: product_search.words as text ('word':1A,23 …). */
  words: string;
  /** Tie-breakers: the best sellers, then the best rated. */
  sold: number;
  rating: number;
}

/** What a text asks for: every typed word (or a compound of two), each as any of its widenings. */
export type SearchQuery = { word: string } | { and: SearchQuery[] } | { or: SearchQuery[] };

/** Weights as tsvector positions carry them: A the names, B the brand, C category and shop, D the description. */
const WEIGHT = { A: 3, B: 2, C: 1, D: 0 } as const;
/** ts_rank's default weight of each (D, C, B, A), as the float4 they are there. */
const RANK_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
/** ts_rank computes in float4: each step rounded as it is there, so that equal ranks tie as they do there. */
const f4 = Math.fround;
const MASK_A = 1 << WEIGHT.A;
const MASK_ABC = MASK_A | (1 << WEIGHT.B) | (1 << WEIGHT.C);
/** Any weight, and a word stored without positions. */
const MASK_ALL = -1;

/** Rows read between two turns of the event loop while a catalogue is built. */
const ROWS_PER_TURN = 250;
/** The first typed words that count; more add nothing a shopper would see. */
const MAX_TYPED_WORDS = 6;
/** At most this many catalogue words stand for one typed word (the closest first). */
const MAX_WIDENED = 24;
/** Candidates a correction looks at, the most alike first. */
const MAX_CORRECTIONS = 12;

interface Postings {
  /** Documents (indexes into the catalogue's rows) in ascending order. */
  docs: Int32Array;
  /** Where each document's positions start in `positions`, and (last) where the last one's end. */
  starts: Int32Array;
  /** position × 4 + weight, ascending by position within a document. */
  positions: Int32Array;
  /** Each document's weights, one bit each (1 << weight). */
  weights: Uint8Array;
  /** The documents with the word at one of a mask's weights, by mask (worked out once each). */
  withWeights: Map<number, Int32Array>;
}

/** A word's postings as they are gathered, before they are packed. */
interface Gathering {
  docs: number[];
  starts: number[];
  positions: number[];
  weights: number[];
}

const length = (text: string) => [...text].length;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sorted ascending, no duplicates: the union of two. */
function union(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    out.push(Math.min(x, y));
    if (x <= y) i++;
    if (y <= x) j++;
  }
  return out;
}

function intersection(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return out;
}

function lowerBound<T extends number | string>(sorted: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The first `limit` of `items` in the order `before` gives, sorted: all of them sorted, or, for a
 * few of many (the suggestions' five), kept in order in one pass.
 */
function firstOf(items: ArrayLike<number>, limit: number, before: (a: number, b: number) => number): number[] {
  if (limit * 8 >= items.length) return Array.from(items).sort(before).slice(0, limit);
  const kept: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (kept.length === limit && before(item, kept[limit - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && before(item, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, item);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

const wordOf = (word: string): SearchQuery => ({ word });
function anyOf(nodes: SearchQuery[]): SearchQuery {
  return nodes.length === 1 ? nodes[0]! : { or: nodes };
}
function allOf(nodes: SearchQuery[]): SearchQuery {
  return nodes.length === 1 ? nodes[0]! : { and: nodes };
}

/** The distinct words a query names, sorted (ts_rank's operands). */
function operands(query: SearchQuery, found = new Set<string>()): Set<string> {
  if ('word' in query) found.add(query.word);
  else for (const part of 'and' in query ? query.and : query.or) operands(part, found);
  return found;
}

/** ts_rank's distance weighting of two words `dist` positions apart (PostgreSQL's tsrank.c). */
function wordDistance(dist: number): number {
  return f4(dist > 100 ? 1e-30 : 1.0 / (1.005 + 0.05 * Math.exp(dist / 1.5 - 2)));
}

/** Reads a product's tsvector text ('word':1A,23 'other':5B) into the words' postings. */
function gather(gathered: Map<string, Gathering>, doc: number, words: string): void {
  for (const [, quoted = '', positions = ''] of words.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    const word = quoted.replace(/''/g, "'");
    let list = gathered.get(word);
    if (!list) gathered.set(word, (list = { docs: [], starts: [], positions: [], weights: [] }));
    list.docs.push(doc);
    list.starts.push(list.positions.length);
    let weights = 0;
    for (const position of positions.split(',')) {
      if (!position) continue;
      const weight = WEIGHT[position.at(-1) as keyof typeof WEIGHT] ?? WEIGHT.D;
      list.positions.push(Number.parseInt(position, 10) * 4 + weight);
      weights |= 1 << weight;
    }
    // A word stored without positions counts as the description's (ts_filter keeps none of it).
    list.weights.push(weights);
  }
}

export interface WidenedText {
  /** The whole text folded (the ranking compares whole names with it). */
  folded: string;
  /** The typed words, folded (the first six). */
  typed: string[];
  /** What a product must have to match; null when nothing searchable was typed. */
  query: SearchQuery | null;
}

export class SearchCatalogue {
  private readonly ids: number[];
  private readonly names: string[][];
  private readonly sold: number[];
  private readonly rating: number[];
  private readonly postings = new Map<string, Postings>();
  /** Every word a product is found by, in code point order (the database's COLLATE "C"). */
  private readonly vocabulary: string[];
  private readonly stems = new Map<string, string>();
  private readonly byStem = new Map<string, string[]>();
  /**
   * Each trigram's vocabulary words (indexes into `vocabulary`), as pg_trgm's index keeps them, and
   * each word's count of trigrams.
   */
  private readonly wordsWithGram = new Map<string, number[]>();
  private readonly gramCounts: Uint16Array;
  /** A product's document, by its id. */
  private readonly docOf = new Map<number, number>();

  /**
   * The catalogue of these rows, folding typed text with `fold`. Read a few hundred rows at a
   * time, letting other work run in between: 20,000 products take about a second.
   */
  static async build(rows: readonly SearchRow[], fold: (text: string) => string): Promise<SearchCatalogue> {
    const gathered = new Map<string, Gathering>();
    for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
      if (start > 0) await nextTurn();
      rows.slice(start, start + ROWS_PER_TURN).forEach((row, i) => gather(gathered, start + i, row.words));
    }
    return new SearchCatalogue(rows, fold, gathered);
  }

  private constructor(
    rows: readonly SearchRow[],
    private readonly fold: (text: string) => string,
    gathered: Map<string, Gathering>,
  ) {
    this.ids = rows.map((row) => row.id);
    this.names = rows.map((row) => row.names);
    this.sold = rows.map((row) => row.sold);
    this.rating = rows.map((row) => row.rating);
    this.ids.forEach((id, doc) => this.docOf.set(id, doc));
    for (const [word, list] of gathered) {
      this.postings.set(word, {
        docs: Int32Array.from(list.docs),
        starts: Int32Array.from([...list.starts, list.positions.length]),
        positions: Int32Array.from(list.positions),
        weights: Uint8Array.from(list.weights),
        withWeights: new Map(),
      });
    }
    this.vocabulary = [...this.postings.keys()].sort(compareText);
    for (const word of this.vocabulary) {
      const stem = searchStem(word);
      this.stems.set(word, stem);
      const same = this.byStem.get(stem);
      if (same) same.push(word);
      else this.byStem.set(stem, [word]);
    }
    this.gramCounts = new Uint16Array(this.vocabulary.length);
    for (const [index, word] of this.vocabulary.entries()) {
      const grams = trigrams(word);
      this.gramCounts[index] = grams.size;
      for (const gram of grams) {
        const words = this.wordsWithGram.get(gram);
        if (words) words.push(index);
        else this.wordsWithGram.set(gram, [index]);
      }
    }
  }

  /** How many products it holds. */
  get size(): number {
    return this.ids.length;
  }

  /** A product's sales and rating now (they break the ranking's ties); one not listed is ignored. */
  setSales(id: number, sold: number, rating: number): void {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.sold[doc] = sold;
    this.rating[doc] = rating;
  }

  /** The positions of `word` in a product (position × 4 + weight), or null. */
  private positionsIn(doc: number, word: string): Int32Array | null {
    const list = this.postings.get(word);
    if (!list) return null;
    const at = lowerBound(list.docs, doc);
    if (list.docs[at] !== doc) return null;
    return list.positions.subarray(list.starts[at]!, list.starts[at + 1]!);
  }

  /** The products that have the query's words (with one of the weights in `mask`), in ascending document order. */
  private matching(query: SearchQuery, mask = MASK_ALL): ArrayLike<number> {
    if ('word' in query) {
      const list = this.postings.get(query.word);
      if (!list) return [];
      if (mask === MASK_ALL) return list.docs;
      let docs = list.withWeights.get(mask);
      if (!docs) list.withWeights.set(mask, (docs = list.docs.filter((_, at) => (list.weights[at]! & mask) !== 0)));
      return docs;
    }
    if ('and' in query) return query.and.map((part) => this.matching(part, mask)).reduce(intersection);
    const parts = query.or.map((part) => this.matching(part, mask));
    const total = parts.reduce((sum, part) => sum + part.length, 0);
    if (parts.length <= 2 || total < this.ids.length / 16) return parts.reduce(union);
    // Many long alternatives (a short word begins many): marked once each, then read in order.
    const marks = new Uint8Array(this.ids.length);
    for (const part of parts) for (let i = 0; i < part.length; i++) marks[part[i]!] = 1;
    const docs: number[] = [];
    for (let doc = 0; doc < marks.length; doc++) if (marks[doc]) docs.push(doc);
    return docs;
  }

  private isWord(word: string): boolean {
    return this.postings.has(word);
  }

  /** Catalogue words that begin with `word` and are longer, in code point order. */
  private longer(word: string): string[] {
    const found: string[] = [];
    for (let i = lowerBound(this.vocabulary, word); i < this.vocabulary.length; i++) {
      const candidate = this.vocabulary[i]!;
      if (!candidate.startsWith(word)) break;
      if (candidate !== word) found.push(candidate);
    }
    return found;
  }

  /** The catalogue has the word as it is, as the beginning of a longer one, or in another form. */
  private knows(word: string): boolean {
    return this.isWord(word) || this.byStem.has(searchStem(word)) || this.longer(word).length > 0;
  }

  /**
   * Catalogue words alike (pg_trgm's `%`: the trigrams both have over the trigrams either has, 0.3
   * or more), found through the words each of this word's trigrams is in.
   */
  private alike(word: string): Array<{ word: string; likeness: number }> {
    const mine = trigrams(word);
    const shared = new Map<number, number>();
    for (const gram of mine) for (const index of this.wordsWithGram.get(gram) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
    const found: Array<{ word: string; likeness: number }> = [];
    for (const [index, both] of shared) {
      const likeness = Math.fround(both / (mine.size + this.gramCounts[index]! - both));
      if (likeness >= TRIGRAM_THRESHOLD) found.push({ word: this.vocabulary[index]!, likeness });
    }
    return found;
  }

  /**
   * What one typed word may mean: itself, a word of the same stem, a longer word it begins (at
   * most 24, the shortest first) and, only when none of those exists, a word (or a word's stem)
   * within one typo from four letters and two from eight. The closest 24.
   */
  private widenWord(typed: string): SearchQuery {
    const kinds = new Map<string, number>();
    const note = (word: string, kind: number) => kinds.set(word, Math.min(kind, kinds.get(word) ?? kind));
    if (this.isWord(typed)) note(typed, 0);
    for (const word of this.byStem.get(searchStem(typed)) ?? []) note(word, 1);
    if (length(typed) >= 2) {
      const longer = this.longer(typed).sort((a, b) => length(a) - length(b) || compareText(a, b));
      for (const word of longer.slice(0, MAX_WIDENED)) note(word, 2);
    }
    if (length(typed) >= 4 && kinds.size === 0 && !this.knows(typed)) {
      const typos = length(typed) >= 8 ? 2 : 1;
      for (const { word } of this.alike(typed)) {
        if (Math.min(distance(word, typed), distance(this.stems.get(word)!, typed)) <= typos) note(word, 3);
      }
    }
    const chosen = [...kinds]
      .map(([word, kind]) => ({ word, kind, edits: distance(word, typed) }))
      .sort((a, b) => a.kind - b.kind || a.edits - b.edits || length(a.word) - length(b.word) || compareText(a.word, b.word))
      .slice(0, MAX_WIDENED)
      .map((c) => wordOf(c.word));
    return chosen.length > 0 ? anyOf(chosen) : wordOf(typed);
  }

  /** A typed word the catalogue writes as two ("teddybear"): the most even split into two catalogue words of three letters or more. */
  private split(typed: string): SearchQuery | null {
    const chars = [...typed];
    if (chars.length < 6 || this.knows(typed)) return null;
    const splits: number[] = [];
    for (let k = 3; k <= chars.length - 3; k++) splits.push(k);
    splits.sort((a, b) => Math.abs(chars.length - 2 * a) - Math.abs(chars.length - 2 * b) || a - b);
    for (const k of splits) {
      const left = chars.slice(0, k).join('');
      const right = chars.slice(k).join('');
      if (this.isWord(left) && this.isWord(right)) return allOf([wordOf(left), wordOf(right)]);
    }
    return null;
  }

  /** Two typed words the catalogue writes as one ("smart watch"): that word and its other forms. */
  private joined(first: string, second: string): string[] {
    const whole = first + second;
    const found = new Set(this.byStem.get(searchStem(whole)) ?? []);
    if (this.isWord(whole)) found.add(whole);
    return [...found].sort(compareText).slice(0, MAX_WIDENED);
  }

  /** A text as the search reads it (docs/search.md, "Widening"). */
  widen(text: string): WidenedText {
    const folded = this.fold(text);
    const typed = folded === '' ? [] : folded.split(' ').slice(0, MAX_TYPED_WORDS);
    if (typed.length === 0) return { folded, typed, query: null };
    const each = typed.map((word) => {
      const widened = this.widenWord(word);
      const split = this.split(word);
      return split ? anyOf([widened, split]) : widened;
    });
    const parts: SearchQuery[] = [];
    for (let i = 0; i < typed.length; i++) {
      const compound = i + 1 < typed.length ? this.joined(typed[i]!, typed[i + 1]!) : [];
      if (compound.length > 0) {
        parts.push(anyOf([allOf([each[i]!, each[i + 1]!]), ...compound.map(wordOf)]));
        i++;
      } else parts.push(each[i]!);
    }
    return { folded, typed, query: allOf(parts) };
  }

  /**
   * How well each matching product answers the text, best first: 6 a name is the text, 5 a name
   * begins with it, 4 its names have every word as typed, 3 as widened, 2 the words are among its
   * names, brand, category and shop, 1 only with its description.
   */
  private tiers(matched: ArrayLike<number>, text: WidenedText, query: SearchQuery): Uint8Array {
    const tiers = new Uint8Array(this.ids.length);
    const mark = (docs: ArrayLike<number>, tier: number) => {
      for (let i = 0; i < docs.length; i++) tiers[docs[i]!] = tier;
    };
    mark(matched, 1);
    mark(this.matching(query, MASK_ABC), 2);
    mark(this.matching(query, MASK_A), 3);
    mark(this.matching(allOf(text.typed.map(wordOf)), MASK_A), 4);
    for (let i = 0; i < matched.length; i++) {
      const names = this.names[matched[i]!]!;
      if (names.includes(text.folded)) tiers[matched[i]!] = 6;
      else if (names.some((name) => name.startsWith(text.folded))) tiers[matched[i]!] = 5;
    }
    return tiers;
  }

  /**
   * PostgreSQL's ts_rank with its default weights (tsrank.c), of each matching product: for a
   * query whose top is an AND of two words or more, how close together the words stand;
   * otherwise how often and where each word appears.
   */
  private ranks(matched: ArrayLike<number>, query: SearchQuery): Float32Array {
    const words = [...operands(query)].sort(compareText);
    const ranks = new Float32Array(this.ids.length);
    if ('and' in query && words.length >= 2) {
      for (let i = 0; i < matched.length; i++) ranks[matched[i]!] = this.closeness(matched[i]!, words);
      return ranks;
    }
    // Word by word along the postings: each product's sum grows in the words' order, as there.
    for (const word of words) {
      const list = this.postings.get(word);
      if (!list) continue;
      for (let at = 0; at < list.docs.length; at++) {
        let sum = 0;
        let best = -1;
        let bestAt = 0;
        for (let j = 0, p = list.starts[at]!; p < list.starts[at + 1]!; j++, p++) {
          const weight = RANK_WEIGHTS[list.positions[p]! & 3]!;
          sum = f4(sum + f4(weight / ((j + 1) * (j + 1))));
          if (weight > best) {
            best = weight;
            bestAt = j;
          }
        }
        const doc = list.docs[at]!;
        ranks[doc] = f4(ranks[doc]! + f4(f4(best + sum) - f4(best / ((bestAt + 1) * (bestAt + 1)))) / 1.64493406685);
      }
    }
    for (let i = 0; i < matched.length; i++) ranks[matched[i]!] = f4(ranks[matched[i]!]! / words.length);
    return ranks;
  }

  /** ts_rank of an AND: every pair of positions of two different query words, the closer the more. */
  private closeness(doc: number, words: readonly string[]): number {
    const seen: Array<Int32Array | null> = [];
    let rank = -1;
    words.forEach((word, i) => {
      const mine = this.positionsIn(doc, word);
      seen[i] = mine;
      if (!mine) return;
      for (let k = 0; k < i; k++) {
        for (const p of mine) {
          for (const q of seen[k] ?? []) {
            const dist = Math.abs((p >> 2) - (q >> 2));
            if (dist === 0) continue;
            const weight = f4(Math.sqrt(f4(f4(RANK_WEIGHTS[p & 3]! * RANK_WEIGHTS[q & 3]!) * wordDistance(dist))));
            rank = rank < 0 ? weight : f4(1 - (1 - rank) * (1 - weight));
          }
        }
      }
    });
    return f4(rank < 0 ? 1e-20 : rank);
  }

  /**
   * The ids of the listed products the text finds, best first (docs/search.md, "Ranking"): by
   * tier, then ts_rank, the best sellers, the best rated, the highest id. The first `limit` only
   * when given (the suggestions' five).
   */
  search(text: string, limit = Infinity): number[] {
    const widened = this.widen(text);
    if (!widened.query) return [];
    const query = widened.query;
    const matched = this.matching(query);
    const tiers = this.tiers(matched, widened, query);
    const ranks = this.ranks(matched, query);
    const before = (a: number, b: number) =>
      tiers[b]! - tiers[a]! ||
      ranks[b]! - ranks[a]! ||
      this.sold[b]! - this.sold[a]! ||
      this.rating[b]! - this.rating[a]! ||
      this.ids[b]! - this.ids[a]!;
    return firstOf(matched, limit, before).map((doc) => this.ids[doc]!);
  }

  /** Whether the text finds any listed product. */
  finds(text: string): boolean {
    const { query } = this.widen(text);
    return query !== null && this.matching(query).length > 0;
  }

  /**
   * What to offer a search that finds nothing ("Did you mean …?"), folded, or null: each typed
   * word the catalogue does not know, or that finds nothing alone, becomes the catalogue word most
   * like it that finds something (or is left out); if those words together find nothing, the
   * longest of them alone. Null when that is what was typed.
   */
  correction(text: string): string | null {
    const { typed } = this.widen(text);
    const fixed: string[] = [];
    for (const word of typed) {
      if (this.knows(word) && this.finds(word)) {
        fixed.push(word);
        continue;
      }
      const best = this.alike(word)
        .map((c) => ({ ...c, edits: distance(c.word, word) }))
        .sort((a, b) => b.likeness - a.likeness || a.edits - b.edits || compareText(a.word, b.word))
        .slice(0, MAX_CORRECTIONS)
        .find((c) => this.finds(c.word));
      if (best) fixed.push(best.word);
    }
    if (fixed.length === 0) return null;
    let offered: string | null = fixed.join(' ');
    if (!this.finds(offered)) {
      offered = [...fixed].sort((a, b) => length(b) - length(a) || compareText(a, b)).find((word) => this.finds(word)) ?? null;
    }
    return offered === typed.join(' ') ? null : offered;
  }
}
