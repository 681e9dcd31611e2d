import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of the shell's index.html: the early-taps
 * script runs in every page's head, in pages kept for every guest too, which carry no nonce
 * (docs/server-rendering.md#before-hydration-and-without-javascript). JSON data blocks are not
 * scripts and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc=/i.test(attributes) || /\btype=["']?application\/(?:ld\+)?json/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of `file`'s inline scripts; none when the file is missing (no storefront is served). */
export function inlineScriptHashesOfFile(file: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
}
