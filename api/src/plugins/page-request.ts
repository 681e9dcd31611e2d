import { PRODUCT_SORTS } from '../db/queries/catalog-products.js';
import { cookieValue, LOCALE_COOKIE } from '../lib/cookies.js';
import type { LocaleSource } from '../rendering/render-protocol.js';

/**
 * Everything a server-rendered public page depends on besides the data and the composition: the
 * renderer is given exactly this, and the page cache keys exactly this (plugins/page-rendering.ts).
 */
export interface PageRequest {
  /** A plain absolute path and the parameters pages read, valid ones only, in a fixed order. */
  path: string;
  locale: string;
  localeSource: LocaleSource;
  /** False for a page not worth keeping: a search (every term would be a new page), an overlong path. */
  keepable: boolean;
}

/**
 * `rememberLocale`: a language chosen by `?lang=` that the shopper's cookie does not hold yet; the
 * answer sets the cookie, so the next page is in it too, with or without JavaScript (the language
 * switch's links work before hydration).
 */
export type PageRequestReading = { page: PageRequest; rememberLocale?: string } | { redirect: string };

export interface StoreLanguageCodes {
  codes: readonly string[];
  defaultLocale: string;
}

const MAX_KEPT_PATH = 200;
const POSITIVE_INT = /^[1-9]\d{0,8}$/;
const PRICE = /^\d{1,10}(?:\.\d{1,2})?$/;
const SORTS = new Set<string>([...PRODUCT_SORTS, 'heigh_to_low']);

/**
 * The query parameters a public page reads (mfe-catalog's parseFilters, the pages' loaders, `lang`)
 * and the values it can use. Any other parameter (utm_source, a campaign's click id) and any value a
 * page would ignore are dropped before rendering: the page shows the same, its canonical link does not
 * carry them, and they never make a new cache key.
 */
const PAGE_PARAMS: Record<string, (value: string) => boolean> = {
  category: (value) => POSITIVE_INT.test(value),
  max_price: (value) => PRICE.test(value),
  min_price: (value) => PRICE.test(value),
  page: (value) => POSITIVE_INT.test(value),
  rating: (value) => POSITIVE_INT.test(value),
  search: (value) => value.trim().length > 0,
  shop: (value) => POSITIVE_INT.test(value),
  sort: (value) => SORTS.has(value),
  subcategory: (value) => POSITIVE_INT.test(value),
};

/**
 * Reads a page request from its URL and cookies: the one place that decides a page's path and
 * language. A path that is not a plain absolute path ('//host/', '/\host/': a URL parser reads a host
 * in it) is redirected to its plain form, never rendered: rendered, it printed the other host in every
 * canonical, alternate and structured-data link, under the real page's cache key.
 */
export function readPageRequest(rawUrl: string, cookie: string | undefined, languages: StoreLanguageCodes): PageRequestReading {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : rawUrl.slice(queryAt + 1));
  const path = plainPath(rawPath);
  const kept = new URLSearchParams();
  for (const name of Object.keys(PAGE_PARAMS).sort()) {
    const value = query.get(name);
    if (value !== null && PAGE_PARAMS[name]!(value)) kept.set(name, value);
  }
  const known = (code: string | null | undefined): code is string => !!code && languages.codes.includes(code);
  const asked = query.get('lang');
  const cookieLocale = cookieValue(cookie, LOCALE_COOKIE);
  const [locale, localeSource]: [string, LocaleSource] = known(asked)
    ? [asked, 'query']
    : known(cookieLocale)
      ? [cookieLocale, 'cookie']
      : [languages.defaultLocale, 'default'];
  if (localeSource === 'query') kept.set('lang', locale);
  const search = kept.size ? `?${kept}` : '';
  if (path !== rawPath) return { redirect: path + search };
  return {
    page: { path: path + search, locale, localeSource, keepable: !kept.has('search') && path.length <= MAX_KEPT_PATH },
    ...(localeSource === 'query' && cookieLocale !== locale ? { rememberLocale: locale } : {}),
  };
}

/** The path with backslashes as slashes (as browsers read them) and one leading slash. */
function plainPath(rawPath: string): string {
  const slashes = rawPath.replaceAll('\\', '/');
  let start = 0;
  while (slashes[start] === '/') start += 1;
  return `/${slashes.slice(start)}`;
}
