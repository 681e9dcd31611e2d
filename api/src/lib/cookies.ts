/** The cookie the storefront keeps the shopper's language in (shared-sdk's LOCALE_COOKIE). */
export const LOCALE_COOKIE = 'storefront_locale';

/** A cookie's value, percent-decoded as the browser's storefront wrote it; null when absent or malformed. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(equals + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
