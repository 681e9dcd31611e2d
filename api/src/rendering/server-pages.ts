import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getSettings } from '../db/queries/settings.js';
import type { MessageParams } from '../i18n/message.js';
import type { MessageId } from '../i18n/messages-en.js';
import { readableTextOn, themeColorOf } from '../lib/color.js';
import { cookieValue, LOCALE_COOKIE } from '../lib/cookies.js';
import { html, trustedHtml, type Html } from '../lib/html.js';
import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH } from '../media/icon-paths.js';

/**
 * The small HTML pages the server renders itself (payment link, test checkout, invoice). They run
 * under the site's CSP: no scripts at all, styles inline, forms posting back to our own origin.
 * They speak the request's language and wear the store's logo, name and colour (docs/i18n.md).
 * They are built with lib/html.ts's `html` template, which escapes every value put into it.
 */

export interface Currency {
  symbol: string;
  position: 'prefix' | 'suffix';
}

/**
 * An amount as the storefront writes it (shared-sdk's formatMoney): grouped in the page's language,
 * two decimals, Latin digits ('1,744.77').
 */
export function groupedAmount(value: number, lang: string): string {
  return new Intl.NumberFormat(`${lang}-u-nu-latn`, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

export function money(amount: number, currency: Currency, lang: string): string {
  const value = groupedAmount(amount, lang);
  return currency.position === 'suffix' ? `${value}${currency.symbol}` : `${currency.symbol}${value}`;
}

/** What every page shows around its content, in the request's language and the store's look. */
export interface PageFrame {
  /** The request's language (`<html lang>`) and how it is written (`<html dir>`). */
  lang: string;
  dir: 'ltr' | 'rtl';
  storeName: string;
  /** The store's logo (settings.web_logo), '' for none. */
  logoUrl: string;
  /** The store's theme colour as #RRGGBB (already validated: it goes into the style sheet). */
  themeColor: string;
  /** The request's translator. */
  t(id: MessageId, params?: MessageParams): string;
}

/** The frame from the settings in the request's language. */
export function pageFrame(settings: Record<string, unknown>, language: { lang: string; dir: 'ltr' | 'rtl' }, t: PageFrame['t']): PageFrame {
  return {
    ...language,
    storeName: typeof settings.app_name === 'string' && settings.app_name ? settings.app_name : 'Store',
    logoUrl: typeof settings.web_logo === 'string' ? settings.web_logo : '',
    themeColor: themeColorOf(settings),
    t,
  };
}

/**
 * Text that must read left to right inside a right-to-left page (amounts, order codes, phone
 * numbers, dates): isolated, so '$30.00' or 'SM12345' does not get its parts reordered.
 */
export function ltr(text: string): Html {
  return html`<bdi dir="ltr">${text}</bdi>`;
}

/** A message whose one `{param}` reads left to right (an order code, an amount): the words escaped, the value isolated. */
export function sayWithLtr(frame: PageFrame, id: MessageId, param: string, value: string): Html {
  const marker = '\u0000';
  const [before = '', ...after] = frame.t(id, { [param]: marker }).split(marker);
  return after.length ? html`${before}${ltr(value)}${after.join(marker)}` : html`${before}`;
}

function style(themeColor: string): string {
  return `
  body { font-family: system-ui, -apple-system, 'Segoe UI', Tahoma, Roboto, sans-serif; background: #f5f5f7; color: #1d1d1f; margin: 0; }
  header.store { display: flex; align-items: center; gap: .75rem; padding: .75rem 1.5rem; background: #fff; border-top: 4px solid ${themeColor}; box-shadow: 0 1px 0 #e5e5ea; }
  header.store img { display: block; object-fit: contain; }
  header.store .name { font-weight: 700; }
  /* 40rem of text and its padding, a rem of page around it on a phone. */
  main { box-sizing: border-box; width: min(44rem, 100% - 2rem); margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 8px 24px rgba(0,0,0,.06); }
  @media (max-width: 30rem) { main { margin-block: 1rem; padding: 1.25rem; } header.store { padding-inline: 1rem; } }
  h1 { font-size: 1.4rem; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: start; padding: .5rem .25rem; border-bottom: 1px solid #e5e5ea; vertical-align: top; }
  td.num, th.num { text-align: end; white-space: nowrap; }
  tfoot td { font-weight: 600; border-bottom: 0; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button, a.button { font: inherit; padding: .7rem 1.4rem; border-radius: 8px; border: 1px solid #c7c7cc; background: #fff; color: inherit; cursor: pointer; text-decoration: none; }
  button.primary, a.button.primary { background: ${themeColor}; border-color: ${themeColor}; color: ${readableTextOn(themeColor)}; }
  .note { color: #6e6e73; font-size: .9rem; }
  @media print { body { background: #fff; } header.store { box-shadow: none; } main { box-shadow: none; margin: 0; width: auto; } .actions { display: none; } }
`;
}

/** The store's logo (fixed size, so nothing moves when it loads), or its name when it has none. */
function storeHeader(frame: PageFrame): Html {
  // A logo is the store's wordmark (its alt text names the store); the name is written only without one.
  const mark = frame.logoUrl
    ? html`<img src="${frame.logoUrl}" alt="${frame.t('page.logo_alt', { store: frame.storeName })}" width="110" height="28">`
    : html`<span class="name">${frame.storeName}</span>`;
  return html`<header class="store">${mark}</header>`;
}

/** A whole page around `body`. */
export function page(frame: PageFrame, title: string, body: Html): Html {
  // The style sheet is the code's, with the theme colour validated as #RRGGBB (themeColorOf).
  return html`<!doctype html>
<html lang="${frame.lang}" dir="${frame.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${`${title} - ${frame.storeName}`}</title>
<link rel="icon" href="${FAVICON_PATH}"><link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}">
<style>${trustedHtml(style(frame.themeColor))}</style>
</head>
<body>
${storeHeader(frame)}
<main>
${body}
</main></body>
</html>`;
}

/** A page that only says something and links back to the order history. */
export function messagePage(frame: PageFrame, title: MessageId, text: MessageId): Html {
  return page(
    frame,
    frame.t(title),
    html`<h1>${frame.t(title)}</h1><p>${frame.t(text)}</p>
<div class="actions"><a class="button" href="/order-history">${frame.t('page.back_to_orders')}</a></div>`,
  );
}

/** Sends one of these pages: their links are secrets, kept from Referer, caches and search engines. */
export function sendHtml(reply: FastifyReply, status: number, document: Html): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(document.toString());
}

/**
 * The frame of a page answering `request`, and the settings in its language (one read for both).
 * The language is the shopper's choice in the storefront (its cookie, as server-rendered pages read
 * it) when the store has it, else what the browser asks for (Accept-Language): a shopper who set
 * the store to Arabic pays and prints in Arabic.
 */
export async function loadPageFrame(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ frame: PageFrame; settings: Record<string, unknown> }> {
  const chosen = cookieValue(request.headers.cookie, LOCALE_COOKIE);
  if (chosen && app.storeLanguages.codes().includes(chosen)) request.locale = chosen;
  const settings = await getSettings(app.db, request.locale);
  const language = { lang: request.locale, dir: app.storeLanguages.direction(request.locale) };
  return { frame: pageFrame(settings, language, (id, params) => request.t(id, params)), settings };
}
