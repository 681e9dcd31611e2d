import { TYPE } from '@formatjs/icu-messageformat-parser/no-parser.js';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor, type MessageFormatElement } from 'react-intl';

type Messages = Record<string, string | MessageFormatElement[]>;

interface IntlProblem {
  code?: string;
  descriptor?: { id?: unknown };
}

const cache = createIntlCache();

/**
 * The store's intl for `locale` and its dictionary. react-intl's `createIntl` first asks the browser's
 * Intl whether it has the locale (`supportedLocalesOf`); on a page of islands that is the page's first
 * Intl call, which starts the browser's ICU data: the largest piece of JavaScript before a page is
 * interactive on a phone (docs/performance.md, "Where a phone's main thread goes"). Every browser the
 * store supports has both its languages, so the locale is given as the default locale, which
 * createIntl takes as it is. A message of text and simple arguments (`{name}`) is written out here
 * (`plainMessage`): intl-messageformat would start ICU to resolve its locale first, for a result that
 * needs none. ICU then starts when something first formats a number, a date or a plural, which the
 * header does not. react-intl reports a message
 * missing from the dictionary only for a locale other than the default, so this intl notes one itself
 * (`onMissing`), as `onError`'s MISSING_TRANSLATION did.
 */
export function storeIntl(
  locale: string,
  messages: Messages,
  onMissing: (id: string) => void,
  onError: (problem: IntlProblem) => void,
): IntlShape {
  const intl = createIntl(
    {
      // Empty: createIntl takes the default locale without asking Intl.
      locale: '',
      defaultLocale: locale,
      messages: messages as Record<string, MessageFormatElement[]>,
      // The one problem this intl has by design: it was given no `locale` (it is the default).
      onError: (problem: IntlProblem) => problem.code !== 'INVALID_CONFIG' && onError(problem),
    },
    cache,
  );
  const format = intl.formatMessage as (descriptor: MessageDescriptor, values?: unknown, options?: unknown) => unknown;
  const formatMessage = ((descriptor: MessageDescriptor, values?: unknown, options?: unknown) => {
    const id = descriptor.id;
    const known = id !== undefined && Object.prototype.hasOwnProperty.call(messages, id);
    if (id !== undefined && !known) onMissing(String(id));
    return plainMessage(known ? messages[String(id)] : descriptor.defaultMessage, values) ?? format(descriptor, values, options);
  }) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}

/**
 * A precompiled message made of text and simple arguments, each given as text or a number, written out
 * as intl-messageformat writes it (each value as `String(value)`); undefined for anything else (a plural,
 * a number or date format, a tag, a value that is an element or missing), which react-intl formats.
 */
export function plainMessage(message: unknown, values: unknown): string | undefined {
  if (!Array.isArray(message)) return undefined;
  let text = '';
  for (const element of message as MessageFormatElement[]) {
    if (element.type === TYPE.literal) {
      text += element.value;
      continue;
    }
    if (element.type !== TYPE.argument) return undefined;
    const value = (values as Record<string, unknown> | undefined)?.[element.value];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    text += String(value);
  }
  return text;
}
