import DOMPurify, { type Config } from 'dompurify';

/** A DOMPurify made over a server-side DOM (the server renderer makes one with jsdom). */
export interface HtmlSanitizer {
  sanitize(html: string, config: Config): string;
}

let serverSanitizer: HtmlSanitizer | null = null;

/**
 * Gives the sanitiser that works where there is no browser DOM. Without a DOM, DOMPurify returns
 * its input unchanged, so the server renderer must call this before it renders server HTML.
 */
export function setServerSanitizer(sanitizer: HtmlSanitizer): void {
  serverSanitizer = sanitizer;
}

/**
 * Server HTML (descriptions, content pages) with scripts, event handlers and whatever `config`
 * forbids removed: DOMPurify in the browser, the server's sanitiser when rendering on the server,
 * and nothing at all (never the raw HTML) where neither exists.
 */
export function sanitizeHtml(html: string, config: Config = {}): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false });
  return serverSanitizer ? serverSanitizer.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) : '';
}
