import type { DOMPurify, WindowLike } from 'dompurify';
import { LRUCache } from 'lru-cache';

let purifier: Promise<DOMPurify> | null = null;

/**
 * Clean HTML by the stored HTML it came from. A product's answer is computed again after every
 * change to it, or on every request with the public cache off, and a DOMPurify call is not cheap;
 * the texts themselves rarely change. Bounded by characters held (about 4 MB).
 */
const cleaned = new LRUCache<string, string>({
  maxSize: 2_000_000,
  sizeCalculation: (clean, stored) => clean.length + stored.length,
});

/**
 * DOMPurify over a jsdom window, made on first use: loading jsdom is costly, and most API processes
 * (tests, a server whose answers come from the public cache) need it rarely.
 */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) =>
    createDOMPurify(new JSDOM('').window as unknown as WindowLike),
  );
  return purifier;
}

/**
 * Stored HTML (a product's description, a content page) as the API serves it: without scripts,
 * event handlers, `javascript:` URLs or anything else DOMPurify's defaults remove.
 *
 * The storefront sanitises again before rendering (its own rules, and the API may be another
 * one), but it should never have to parse hostile markup to do so: Chromium reports a CSP
 * violation for every event-handler attribute its parser meets, even in the inert document
 * DOMPurify parses into, so a shop's `<img onerror>` would fill each shopper's console with
 * blocked-script errors (docs/security.md, "Stored HTML").
 */
export async function sanitizeStoredHtml(html: string): Promise<string> {
  if (!html.includes('<')) return html; // no markup, nothing to remove
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = (await loadPurifier()).sanitize(html);
  cleaned.set(html, clean);
  return clean;
}
