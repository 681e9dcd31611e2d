import type { Config } from 'dompurify';

/** A DOMPurify instance: the browser's (over `window`), or one the server made over a DOM of its own. */
export interface HtmlSanitizer {
  readonly isSupported?: boolean;
  sanitize(html: string, config: Config): string | TrustedHTML;
}

let serverSanitizer: HtmlSanitizer | null = null;

/**
 * Gives the sanitiser that works where there is no browser DOM (the server renderer makes one with
 * jsdom). Without a DOM, DOMPurify returns its input unchanged, so pages rendered on the server use
 * this one, whatever DOMPurify their remote bundled.
 */
export function setServerSanitizer(sanitizer: HtmlSanitizer): void {
  serverSanitizer = sanitizer;
}

/**
 * Server HTML (descriptions, content pages) with scripts, event handlers and whatever `config`
 * forbids removed: by the server's sanitiser when one is set (rendering on the server), else by
 * `purify` (the caller's DOMPurify, imported where the HTML is shown so that it loads with that page
 * only), and nothing at all, never the raw HTML, where neither works.
 */
export function sanitizeHtml(html: string, purify: HtmlSanitizer, config: Config = {}): string {
  const options = { ...config, RETURN_TRUSTED_TYPE: false };
  if (serverSanitizer) return String(serverSanitizer.sanitize(html, options));
  return purify.isSupported ? String(purify.sanitize(html, options)) : '';
}
