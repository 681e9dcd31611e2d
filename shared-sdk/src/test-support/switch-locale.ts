import { runInAction } from 'mobx';
import type { Direction } from '../client/api-types';
import type { MessageDictionary } from '../stores/i18n-store';
import type { RootStore } from '../stores/root-store';

/** Puts a test's store in another language and direction, with the few messages the test reads. */
export function switchLocale(store: RootStore, locale: string, direction: Direction, messages: MessageDictionary): void {
  runInAction(() => {
    store.settings.locale = locale;
    store.settings.langDirection = direction;
  });
  store.i18n.adopt(locale, messages);
}
