/** The API keeps a message this long at most; the rest of a first line is seldom worth a report. */
export const MAX_MESSAGE_LENGTH = 200;

/**
 * A URL's query and fragment may carry what a shopper typed (a search, a token in a link): only the
 * part before them is reported. Absolute URLs, and paths from the site's root ('/products?q=…'); the
 * punctuation of the sentence after a URL stays.
 */
const URL_WITH_QUERY = /((?:\b[a-z][\w+.-]*:\/\/|(?<![\w./-])\/)[^\s?#"'`<>()]*)[?#][^\s"'`<>()]*?(?=[.,;:!?]*(?:[\s"'`<>()]|$))/gi;

/** The first line of `text`, URLs without their query and fragment, cut to MAX_MESSAGE_LENGTH. */
export function cleanMessage(text: string): string {
  const line = (text.split(/\r?\n/, 1)[0] ?? '').replace(URL_WITH_QUERY, '$1').trim();
  const cut = line.slice(0, MAX_MESSAGE_LENGTH);
  // Never half a character: a cut between a surrogate pair would leave one the API cannot store.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** What an error says: an Error's message, else the thrown value itself (a string, a number). */
export function messageOf(error: unknown, fallback = ''): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return fallback || String(error);
}

const URL_IN_STACK = /\bhttps?:\/\/[^\s()'"<>]+/;

/**
 * The script an error came from: the `error` event's filename, else the first URL of the error's
 * stack (Chrome's `at f (https://…/x.js:1:2)`, Firefox's and Safari's `f@https://…/x.js:1:2`),
 * without its line and column. Chrome's stack opens with the message, which may name a URL of its
 * own (a failed fetch): that line is skipped.
 */
export function scriptUrlOf(error: unknown, filename?: string): string | undefined {
  if (filename) return filename;
  const stack = (error as { stack?: unknown } | null | undefined)?.stack;
  if (typeof stack !== 'string') return undefined;
  const opening = error instanceof Error ? `${error.name}: ${error.message}` : '';
  const frames = opening && stack.startsWith(opening) ? stack.slice(opening.length) : stack;
  return URL_IN_STACK.exec(frames)?.[0].replace(/(?::\d+){1,2}$/, '');
}
