import { withoutControls } from './printable-text.js';

/** What an error's message is kept as when nothing is left of it. */
export const EMPTY_MESSAGE = '(no message)';

/**
 * An error message as it is stored and shown (docs/composition.md, "Field data and errors"): its
 * first line only (a stack follows it), without the query strings and fragments of the URLs in
 * it (tokens, search terms), with e-mail addresses and runs of 6 or more digits (phone numbers,
 * order and card numbers, ids) replaced by "…". Besides keeping a shopper's data out of the
 * database, it makes "order 1234567 not found" one message rather than one per order, which the
 * cap of distinct messages per build and hour needs. Terminal escape sequences and every other
 * control character go too (printable-text.ts): the message is printed in an operator's terminal.
 * The shell cleans it too; a report does not have to come from the shell.
 */
export function cleanErrorMessage(message: string): string {
  const firstLine = message.split(/\r\n|[\r\n\u2028\u2029]/, 1)[0] ?? '';
  const cleaned = withoutControls(firstLine.replace(/\s+/g, ' '))
    // A "?" or "#" right after a character and followed by more: a query string or a fragment
    // ("app.js?token=…", "/cart#…"), cut to the next space. "Why? Because" keeps its "?".
    .replace(/(?<=\S)[?#]\S+/g, '')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '…')
    .replace(/\d{6,}/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return cleaned || EMPTY_MESSAGE;
}
