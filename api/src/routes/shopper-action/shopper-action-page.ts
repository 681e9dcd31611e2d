import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { productCards } from '../../db/queries/catalog-products.js';
import { getDictionary } from '../../db/queries/languages.js';
import { getSettings } from '../../db/queries/settings.js';
import { SEED_TRANSLATIONS } from '../../db/seed/sync-translations.js';
import type { MessageParams } from '../../i18n/message.js';
import type { MessageId } from '../../i18n/messages-en.js';
import { readPageRequest } from '../../plugins/page-request.js';
import { html, type Html } from '../../lib/html.js';
import { page, pageFrame, sendHtml, type PageFrame } from '../../rendering/server-pages.js';

/** The path the storefront's hidden shopper-action form posts to (shared-sdk's SHOPPER_ACTION_PATH). */
export const SHOPPER_ACTION_PATH = '/shopper-action';

/**
 * The form's body: an action and a path, a few hundred bytes. A page's path and query may be long
 * (2,000 characters, each up to three bytes once the form encodes it); anything larger is a 413.
 */
export const SHOPPER_ACTION_BODY_LIMIT = 8 * 1024;

/** The longest `return_to` kept; a longer one is replaced by the home page. */
export const MAX_RETURN_TO = 2000;

export type ShopperAction = 'cart-add' | 'buy-now' | 'wishlist';

/** `cart-add:12`: one of the actions and a product id that fits the database's integer. */
const ACTION = /^(cart-add|buy-now|wishlist):([1-9]\d{0,8})$/;

/** C0 and C1 control characters: a URL parser drops tabs and newlines, so '/\t/host' would read as '//host'. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The storefront's own words for a guest adding to the cart (the dictionary the operator edits). */
const LOGIN_FIRST = 'toast.loginFirst';

/**
 * The page to go back to: a path of this site only. Anything else (absent, too long, another host by
 * '//host' or '/\host', control characters) is the home page.
 */
export function sameSitePath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || CONTROL.test(value)) return '/';
  return value;
}

export type ActionReading = { action: ShopperAction; productId: number } | { invalid: MessageId };

/** The button's `action` field: a missing one is required, any other value than the three is invalid. */
export function readAction(value: unknown): ActionReading {
  if (value === undefined || value === '') return { invalid: 'validation.required' };
  const match = typeof value === 'string' ? ACTION.exec(value) : null;
  if (!match) return { invalid: 'validation.selected_invalid' };
  return { action: match[1] as ShopperAction, productId: Number(match[2]) };
}

/** A form field's text; a missing field (or a body that is not a form) is undefined. */
function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' && Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;
}

/** A message whose one `{param}` is a shop's words (a product name): escaped and isolated from the page's direction. */
function sayWithName(frame: PageFrame, id: MessageId, param: string, value: string): Html {
  const marker = '\u0000';
  const [before = '', ...after] = frame.t(id, { [param]: marker }).split(marker);
  return after.length ? html`${before}<bdi>${value}</bdi>${after.join(marker)}` : html`${before}`;
}

const WHAT_TO_DO: Record<ShopperAction, MessageId> = {
  'cart-add': 'shopper_action.cart_add',
  'buy-now': 'shopper_action.buy_now',
  wishlist: 'shopper_action.wishlist',
};

/** The language of the page the form was on, as the server rendered it: `?lang=`, the cookie, the store's default. */
function languageOfPage(app: FastifyInstance, request: FastifyRequest, returnTo: string): string {
  const languages = { codes: app.storeLanguages.codes(), defaultLocale: app.storeLanguages.defaultLocale() };
  const reading = readPageRequest(returnTo, request.headers.cookie, languages);
  if ('page' in reading) return reading.page.locale;
  // A path the renderer would redirect to its plain form ('/a\b'): that page's language.
  const plain = readPageRequest(reading.redirect, request.headers.cookie, languages);
  return 'page' in plain ? plain.page.locale : languages.defaultLocale;
}

/** The page's frame in that language: its words, the store's logo, name and colour. */
async function frameFor(app: FastifyInstance, request: FastifyRequest, returnTo: string): Promise<PageFrame> {
  request.locale = languageOfPage(app, request, returnTo);
  const settings = await getSettings(app.db, request.locale);
  const language = { lang: request.locale, dir: app.storeLanguages.direction(request.locale) };
  return pageFrame(settings, language, (id: MessageId, params?: MessageParams) => request.t(id, params));
}

function backLink(frame: PageFrame, returnTo: string): Html {
  return html`<div class="actions"><a class="button primary" href="${returnTo}">${frame.t('shopper_action.back')}</a></div>`;
}

/** What a guest is told: log in (the cart, Buy now) or register (the wishlist), which need JavaScript, and Back. */
function guestPage(frame: PageFrame, heading: string, action: ShopperAction, productName: string | null, returnTo: string): Html {
  const what = productName === null ? null : html`<p>${sayWithName(frame, WHAT_TO_DO[action], 'product', productName)}</p>\n`;
  return page(
    frame,
    heading,
    html`<h1>${heading}</h1>
${what}<p class="note">${frame.t('shopper_action.needs_javascript')}</p>
${backLink(frame, returnTo)}`,
  );
}

function notUnderstoodPage(frame: PageFrame, text: string, returnTo: string): Html {
  const title = frame.t('shopper_action.not_understood_title');
  return page(frame, title, html`<h1>${title}</h1><p>${text}</p>\n${backLink(frame, returnTo)}`);
}

/** 'Please login first!' as the storefront says it in that language (an operator may have reworded it), else as seeded. */
async function loginFirst(app: FastifyInstance, locale: string): Promise<string> {
  const dictionary = await getDictionary(app.db, locale);
  return dictionary[LOGIN_FIRST] || SEED_TRANSLATIONS[locale]?.[LOGIN_FIRST] || SEED_TRANSLATIONS.en![LOGIN_FIRST]!;
}

/**
 * POST /shopper-action: what 'Add to Cart', 'Buy Now' and the wishlist heart do in a browser without
 * JavaScript (decision D14). They submit the page's hidden form (the shell's ShopperActionForm) with
 * `action` (`cart-add:12`, `buy-now:12`, `wishlist:12`) and `return_to` (the page's path and query).
 * A plain form post carries no bearer token (the session lives in the browser's JavaScript, and
 * signing in is a modal that needs it), so the answer is always the guest's: a page in the language
 * of the page the form was on, wearing the store's look, saying 'Please login first!' (the cart, Buy
 * now) or 'Please register first!' (the wishlist), with the product's name when it is listed, that
 * logging in needs JavaScript, and a link back. Nothing is stored. A hydrated page never posts it:
 * the buttons' handlers prevent the submission and act in the page.
 */
export const shopperActionPage: FastifyPluginAsync = async (app) => {
  // A plain HTML form posts application/x-www-form-urlencoded; only this scope reads it, and little of it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SHOPPER_ACTION_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // A body this page cannot read (too large, not a form) is a page too, not the API's JSON; a
  // server fault goes on to the app's handler (logged, never described).
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    const frame = await frameFor(app, request, '/');
    return sendHtml(reply, status, notUnderstoodPage(frame, frame.t('shopper_action.unreadable'), '/'));
  });

  app.post(SHOPPER_ACTION_PATH, { schema: { hide: true }, bodyLimit: SHOPPER_ACTION_BODY_LIMIT }, async (request, reply) => {
    const returnTo = sameSitePath(field(request.body, 'return_to'));
    const reading = readAction(field(request.body, 'action'));
    const frame = await frameFor(app, request, returnTo);
    if ('invalid' in reading) {
      return sendHtml(reply, 422, notUnderstoodPage(frame, frame.t(reading.invalid, { field: 'action' }), returnTo));
    }
    const [product] = await productCards(app.db, [reading.productId], null, request.locale);
    const heading = reading.action === 'wishlist' ? frame.t('shopper_action.register_first') : await loginFirst(app, request.locale);
    return sendHtml(reply, 200, guestPage(frame, heading, reading.action, product?.name ?? null, returnTo));
  });
};
