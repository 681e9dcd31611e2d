import { pageTitle, type PageMeta, type RootStore, type RouteDef } from 'shared-sdk';

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadInput {
  store: RootStore;
  /** The page's URL as the shopper asked it (public origin). */
  url: URL;
  /** The page's route; null for Page Not Found. */
  route: RouteDef | null;
  meta: PageMeta;
  /** Language the page is in, and whether it came from `?lang=` (then canonical keeps it). */
  locale: string;
}

const NOT_FOUND_TITLE = { id: 'page.notFound', defaultMessage: 'Page Not Found' };
const LANG_PARAM = 'lang';

/** The canonical URL: the page without `?lang=` unless the page is in another than the default language. */
function canonicalOf(url: URL, locale: string, defaultLocale: string): URL {
  const canonical = new URL(url.href);
  canonical.hash = '';
  canonical.searchParams.delete(LANG_PARAM);
  if (locale !== defaultLocale) canonical.searchParams.set(LANG_PARAM, locale);
  return canonical;
}

function withLang(url: URL, locale: string | null): string {
  const out = new URL(url.href);
  out.hash = '';
  out.searchParams.delete(LANG_PARAM);
  if (locale) out.searchParams.set(LANG_PARAM, locale);
  return out.href;
}

/** The document title: '{title} - {app name}', the app name alone on home. */
export function documentTitle({ store, route, meta }: Pick<HeadInput, 'store' | 'route' | 'meta'>): string {
  const { settings, i18n } = store;
  if (!route || meta.notFound) return pageTitle(i18n.t(NOT_FOUND_TITLE.id, NOT_FOUND_TITLE.defaultMessage), settings.appName);
  const routeTitle = route.title ? i18n.t(route.title.id, route.title.defaultMessage) : undefined;
  return pageTitle(meta.title || routeTitle, settings.appName);
}

/** The store's own structured data, on home: who it is, and how to search it. */
function storeStructuredData(store: RootStore, origin: string): Record<string, unknown>[] {
  const { settings } = store;
  const home = `${origin}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: settings.appName,
      url: home,
      ...(settings.logo ? { logo: new URL(settings.logo, home).href } : {}),
      ...(settings.email || settings.mobile
        ? {
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: 'customer support',
              email: settings.email || undefined,
              telephone: settings.mobile || undefined,
            },
          }
        : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: settings.appName,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/products?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/**
 * The head of a server-rendered page: title, description, canonical and per-language alternates,
 * Open Graph and Twitter card tags, JSON-LD, and a high-priority preload of the page's largest image.
 */
export function renderHead(input: HeadInput): string {
  const { store, url, route, meta, locale } = input;
  const { settings } = store;
  const title = documentTitle(input);
  const description = meta.description || settings.footerDescription || settings.appName;
  const canonical = canonicalOf(url, locale, settings.defaultLocale).href;
  const image = meta.image
    ? { ...meta.image, url: new URL(meta.image.url, url).href }
    : settings.logo
      ? { url: new URL(settings.logo, url).href, alt: settings.appName }
      : null;
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    // The installable app's manifest, in the page's language (the API's routes/media/manifest.ts).
    `<link rel="manifest" href="/manifest.webmanifest?lang=${encodeURIComponent(locale)}">`,
  ];
  if (meta.notFound || !route) tags.push('<meta name="robots" content="noindex">');
  else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const language of settings.languages) {
      tags.push(
        `<link rel="alternate" hreflang="${escapeHtml(language.name)}" href="${escapeHtml(withLang(url, language.name === settings.defaultLocale ? null : language.name))}">`,
      );
    }
    if (settings.languages.length > 1) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(withLang(url, null))}">`);
  }
  const og: [string, string | undefined][] = [
    ['og:type', meta.type ?? 'website'],
    ['og:site_name', settings.appName],
    ['og:title', title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:locale', locale.replace('-', '_')],
    ['og:image', image?.url],
    ['og:image:alt', image?.alt],
  ];
  for (const [property, content] of og) if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  const twitter: [string, string | undefined][] = [
    ['twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', image?.url],
  ];
  for (const [name, content] of twitter) if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  if (meta.lcpImage) tags.push(`<link rel="preload" as="image" href="${escapeHtml(meta.lcpImage)}" fetchpriority="high">`);
  const structured = [...(route?.name === 'home' ? storeStructuredData(store, url.origin) : []), ...(meta.structuredData ?? [])];
  for (const data of structured) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n');
}
