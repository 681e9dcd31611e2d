import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store';

/** Translations from GET /lang/{locale}; message ids in code carry the English defaults. */
export class I18nStore {
  messages: Record<string, string> = {};
  /** The locale whose messages are loaded; null until the first load ends. */
  loadedLocale: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
  }

  get locale(): string {
    return this.root.settings.locale;
  }

  get direction() {
    return this.root.settings.langDirection;
  }

  /** Spec 8: a language load failure is logged only; the English defaults stay. */
  async load(locale = this.locale): Promise<void> {
    try {
      const messages = await this.root.api.getTranslations(locale);
      runInAction(() => {
        this.messages = messages;
        this.loadedLocale = locale;
      });
    } catch (error) {
      console.error(`Could not load translations for ${locale}`, error);
      runInAction(() => {
        this.messages = {};
        this.loadedLocale = locale;
      });
    }
  }

  /** The language switcher: locale and direction change, then the new dictionary loads. */
  async switchLocale(locale: string): Promise<void> {
    this.root.settings.setLocale(locale);
    await this.load(locale);
  }
}
