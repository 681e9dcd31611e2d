// What the browser's production builds use instead of react-intl's ICU message parser (the alias in
// build/federation.cjs). Every message with ICU syntax reaches the browser precompiled: the defaults
// written in the code (build/precompiled-messages.cjs) and the translations (GET /lang?format=ast).
// Text alone can still arrive as a string (a default held in data, such as a route's title, shown
// before the dictionary loads), and plain text needs no parser: it is one literal element. Anything
// with syntax is refused, as the parser's no-parser stub does, and react-intl then shows it verbatim.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

/** ICU's syntax: braces for arguments, `<` for tags, a doubled apostrophe (a lone one is text). */
const SYNTAX = /[{}<]|''/;

export function parse(message: string): MessageFormatElement[] {
  if (SYNTAX.test(message)) {
    throw new Error(`The message '${message}' has ICU syntax and was not precompiled.`);
  }
  return message ? [{ type: TYPE.literal, value: message }] : [];
}
