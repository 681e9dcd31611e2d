import type { MessageId } from './messages-en.js';

/** Values put into a message's {placeholders}. `field` names an input field: it is shown by its label. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Something the API says, before it is put into words: the words depend on the request's language
 * (docs/i18n.md), so code that refuses or confirms names the message and its values, and the reply
 * is worded at the last moment by the request's translator.
 */
export interface Message {
  id: MessageId;
  params?: MessageParams | undefined;
}

export function message(id: MessageId, params?: MessageParams): Message {
  return params ? { id, params } : { id };
}

/**
 * "Try again in …": seconds under a minute, else whole minutes rounded up ('802 seconds' reads as
 * '14 minutes'), so a shopper is told a wait they can picture.
 */
export function waitMessage(inSeconds: MessageId, inMinutes: MessageId, seconds: number): Message {
  return seconds < 60 ? message(inSeconds, { seconds }) : message(inMinutes, { minutes: Math.ceil(seconds / 60) });
}

/**
 * Zod carries only strings from a schema's error to the error handler, so a message travels
 * through validation encoded as a token string; the error handler decodes and words it.
 */
const TOKEN_PREFIX = '\u0000msg:';

export function messageToken(id: MessageId, params?: MessageParams): string {
  return `${TOKEN_PREFIX}${JSON.stringify(message(id, params))}`;
}

/** The message a token string stands for, or null for plain text. */
export function parseMessageToken(text: string): Message | null {
  if (!text.startsWith(TOKEN_PREFIX)) return null;
  try {
    return JSON.parse(text.slice(TOKEN_PREFIX.length)) as Message;
  } catch {
    return null;
  }
}
