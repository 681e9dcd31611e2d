import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageFormatElement } from 'react-intl';
import type { RootStore } from './root-store';
import { STORAGE_KEYS, readJson, writeJson } from './storage';

/**
 * A dictionary as GET /lang/{locale}?format=ast answers it: each message precompiled (its ICU syntax
 * tree), so the browser formats without a message parser; text only where a message did not parse.
 */
export type MessageDictionary = Record<string, string | MessageFormatElement[]>;

interface CachedMessages {
  locale: string;
  /** Dictionaries kept before messages came precompiled are text: not reused. */
  format?: 'ast';
  messages: MessageDictionary;
}

/** Translations from GET /lang/{locale}; message ids in code carry the English defaults. */
export class I18nStore {
  messages: MessageDictionary = {};
  /** The locale `messages` belong to; null while they are the English defaults in code. */
  loadedLocale: string | null = null;
  /** True while `messages` are only those a server-rendered page embedded (`complete` adds the rest). */
  partial = false;
  /** The ids shown by their English default while the dictionary was partial ('' when the id is unknown). */
  private readonly missedWhilePartial = new Set<string>();

  constructor(private readonly root: RootStore) {
    // A dictionary is replaced whole: a reference (deep: false), not 600 observable properties that
    // every message lookup would go through.
    makeAutoObservable<this, 'root' | 'missedWhilePartial'>(
      this,
      { root: false, missedWhilePartial: false, noteMissing: false },
      { autoBind: true, deep: false },
    );
  }

  /**
   * The last dictionary is kept, so a returning Arabic shopper sees Arabic on first paint, not
   * English until GET /lang answers.
   */
  restoreCached(): void {
    const cached = readJson<CachedMessages>(this.root.storage, STORAGE_KEYS.messages);
    if (cached.locale === this.root.settings.locale && cached.format === 'ast' && cached.messages && typeof cached.messages === 'object') {
      this.messages = cached.messages;
      this.loadedLocale = cached.locale;
    }
  }

  /** The dictionary a server-rendered page was rendered with (`complete` adds the rest to it). */
  adopt(locale: string, messages: MessageDictionary): void {
    this.messages = messages;
    this.loadedLocale = locale;
    this.partial = true;
  }

  /**
   * A message without placeholders for text made outside React (store toasts, titles): the loaded
   * translation, else the English default.
   */
  t(id: string, defaultMessage: string): string {
    if (!(id in this.messages)) this.noteMissing(id);
    return plainTextOf(this.messages[id]) ?? defaultMessage;
  }

  /**
   * A message not in the dictionary was shown by its default (react-intl's MISSING_TRANSLATION, or
   * `t`). The dictionary leaves out the messages equal to their default (GET /lang ?omit=defaults),
   * so only one the full dictionary then has was shown wrong.
   */
  noteMissing(id = ''): void {
    if (this.partial) this.missedWhilePartial.add(id);
  }

  get locale(): string {
    return this.root.settings.locale;
  }

  get direction() {
    return this.root.settings.langDirection;
  }

  /**
   * A server-rendered page came with the messages its render read: the rest of the dictionary comes
   * in once the page is idle (the shell's idle-prefetch.ts asks), added to the same dictionary object, so nothing on the page
   * renders again (what it shows was rendered with those very messages), unless something showed a
   * default meanwhile: then the dictionary is replaced, and what uses it renders again. Toasts and dialogs then
   * find theirs. A failure leaves the English defaults for what is missing, logged.
   */
  async complete(locale = this.locale): Promise<void> {
    if (!this.partial) return;
    try {
      const messages = await this.root.api.getTranslations(locale);
      if (this.loadedLocale !== locale || !this.partial) return;
      if ([...this.missedWhilePartial].some((id) => id === '' || id in messages)) {
        // Something rendered an English default the language has other words for (a dialog opened
        // early): a new dictionary object, so what uses messages renders again, in the page's language.
        runInAction(() => (this.messages = { ...this.messages, ...messages }));
      } else {
        Object.assign(this.messages, messages);
      }
      runInAction(() => (this.partial = false));
      this.missedWhilePartial.clear();
      writeJson(this.root.storage, STORAGE_KEYS.messages, { locale, format: 'ast', messages } satisfies CachedMessages);
    } catch (error) {
      console.error(`Could not load translations for ${locale}`, error);
    }
  }

  /** A language load failure is logged only; the English defaults stay (docs/product.md#messages). */
  async load(locale = this.locale): Promise<void> {
    try {
      const messages = await this.root.api.getTranslations(locale);
      runInAction(() => {
        this.messages = messages;
        this.loadedLocale = locale;
        this.partial = false;
      });
      writeJson(this.root.storage, STORAGE_KEYS.messages, { locale, format: 'ast', messages } satisfies CachedMessages);
    } catch (error) {
      console.error(`Could not load translations for ${locale}`, error);
      // A cached dictionary of this locale stays; another locale's words must not show.
      runInAction(() => {
        if (this.loadedLocale !== locale) {
          this.messages = {};
          this.loadedLocale = null;
        }
      });
    }
  }

  /** The language switcher: locale and direction change, then the new dictionary loads. */
  async switchLocale(locale: string): Promise<void> {
    this.root.settings.setLocale(locale);
    await this.load(locale);
  }
}

/** The text of a message made of text alone (a precompiled one is a list of literal elements). */
function plainTextOf(message: string | MessageFormatElement[] | undefined): string | undefined {
  if (message === undefined || typeof message === 'string') return message;
  let text = '';
  for (const element of message) {
    // 0 is the parser's TYPE.literal; anything else needs values this caller does not have.
    if (element.type !== 0) return undefined;
    text += element.value;
  }
  return text;
}
