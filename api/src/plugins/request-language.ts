import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { listLanguages } from '../db/queries/languages.js';
import { getSettingValue } from '../db/queries/settings.js';
import type { Message, MessageParams } from '../i18n/message.js';
import type { MessageId } from '../i18n/messages-en.js';
import { REFERENCE_LOCALE, translate } from '../i18n/translate.js';

/** The store's languages as the request negotiation needs them, kept in memory. */
interface StoreLanguages {
  /** Active language codes, the default first (so `*` and ties choose it). */
  codes: string[];
  defaultLocale: string;
  /** Language code → its writing direction, as the languages table says. */
  directions: ReadonlyMap<string, 'ltr' | 'rtl'>;
}

export interface LanguageState {
  /** Resolves once the snapshot is current (after a change notice, the reload it started). */
  ready(): Promise<void>;
  /** The request's language among the store's: Accept-Language, else the store's default. */
  negotiate(request: FastifyRequest): string;
  defaultLocale(): string;
  /** The store's active language codes, the default first. */
  codes(): readonly string[];
  /** How a language is written (the languages table's direction; 'ltr' for one the store lacks): pages set `<html dir>` by it. */
  direction(locale: string): 'ltr' | 'rtl';
  /** A table changed (the public-data change feed): languages and settings reload the snapshot. */
  changed(table: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    storeLanguages: LanguageState;
  }
  interface FastifyRequest {
    /** The language this request is answered in (set before routing; docs/i18n.md). */
    locale: string;
    /** A message of the catalogue in the request's language. */
    t(id: MessageId, params?: MessageParams): string;
    /** A Message (an error's, a zod token's) in the request's language. */
    say(message: Message): string;
  }
}

/** Without a change feed (public cache off), the snapshot is read again this often. */
const RELOAD_EVERY_MS = 30_000;

async function loadStoreLanguages(app: FastifyInstance): Promise<StoreLanguages> {
  const [rows, appLocale] = await Promise.all([listLanguages(app.db), getSettingValue(app.db, 'app_locale')]);
  const codes = rows.map((row) => row.name);
  const defaultLocale = typeof appLocale === 'string' && appLocale ? appLocale : (codes[0] ?? REFERENCE_LOCALE);
  return {
    codes: [defaultLocale, ...codes.filter((code) => code !== defaultLocale)],
    defaultLocale,
    directions: new Map(rows.map((row) => [row.name, row.direction])),
  };
}

function languageState(app: FastifyInstance, first: StoreLanguages): LanguageState {
  let current = first;
  let reloading: Promise<void> = Promise.resolve();
  const reload = () => {
    reloading = loadStoreLanguages(app).then(
      (loaded) => {
        current = loaded;
      },
      (error: unknown) => app.log.warn({ err: error }, 'could not reload the store languages; keeping the last ones'),
    );
  };
  const timer = setInterval(() => {
    if (!app.publicCache) reload();
  }, RELOAD_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return {
    ready: () => reloading,
    defaultLocale: () => current.defaultLocale,
    codes: () => current.codes,
    direction: (locale) => current.directions.get(locale) ?? 'ltr',
    negotiate(request) {
      if (!request.headers['accept-language']) return current.defaultLocale;
      return new Negotiator(request).language(current.codes) ?? current.defaultLocale;
    },
    changed(table) {
      if (table === 'languages' || table === 'settings' || table === '*') reload();
    },
  };
}

/**
 * The request's language (docs/i18n.md): negotiated from Accept-Language among the store's
 * active languages before routing, falling back to the store's default (app_locale). Handlers
 * word their messages with `request.t`, the error handler with `request.say`.
 */
export const requestLanguage = fp(
  async function requestLanguage(app: FastifyInstance) {
    const state = languageState(app, await loadStoreLanguages(app));
    app.decorate('storeLanguages', state);
    app.decorateRequest('locale', '');
    app.decorateRequest('t', function (this: FastifyRequest, id: MessageId, params?: MessageParams) {
      return translate({ id, params }, this.locale || state.defaultLocale(), state.defaultLocale());
    });
    app.decorateRequest('say', function (this: FastifyRequest, message: Message) {
      return translate(message, this.locale || state.defaultLocale(), state.defaultLocale());
    });
    app.addHook('onRequest', async (request) => {
      await state.ready();
      request.locale = state.negotiate(request);
    });
  },
  { name: 'request-language' },
);
