import type { MasterSettings } from '../client/api-types';
import type { MessageDictionary } from '../stores/i18n-store';
import type { QueryOutcome } from '../queries/query-cache';

/** How the server chose the page's language: `?lang=`, the shopper's cookie, or the store's default. */
export type LocaleSource = 'query' | 'cookie' | 'default';

/**
 * What a server-rendered page embeds for the browser's root store: the settings, language and
 * translations it was rendered with, and the answers its loader fetched. The browser hydrates from
 * exactly this, so the first render matches the HTML and asks the API nothing it already answered.
 */
export interface ServerPageState {
  locale: string;
  localeSource: LocaleSource;
  master: MasterSettings;
  /** The messages the server's render read (the browser fetches the rest once interactive). */
  messages: MessageDictionary;
  queries: Record<string, QueryOutcome>;
  /** When the server rendered the page (epoch ms): clocks on the page start from it while hydrating. */
  renderedAt: number;
}

/** The id of the `<script type="application/json">` that carries it. */
export const SERVER_STATE_ELEMENT_ID = 'storefront-state';

/** The cookie that tells the server the shopper's language (the browser writes it, see Environment). */
export const LOCALE_COOKIE = 'storefront_locale';
