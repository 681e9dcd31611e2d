import { said, type Said } from '../lib/http-errors.js';
import { translate } from '../i18n/translate.js';

/** What the API answers in English for a message of the catalogue (tests compare bodies with it). */
export function english(what: Said): string {
  return translate(said(what), 'en');
}
