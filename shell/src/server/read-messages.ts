import type { MessageDictionary } from 'shared-sdk';

/**
 * A dictionary that notes which of its messages are read: the server renders a page with it and
 * embeds only those, and `alwaysEmbedded` (the stores' toasts: STORE_MESSAGE_IDS) (docs/performance.md#render-less). Hydration reads the same ones;
 * the browser fetches the whole dictionary once the page is interactive.
 */
export function noteReadMessages(
  messages: MessageDictionary,
  alwaysEmbedded: readonly string[] = [],
): { messages: MessageDictionary; read: () => MessageDictionary } {
  const seen = new Set<string>(alwaysEmbedded.filter((id) => Object.prototype.hasOwnProperty.call(messages, id)));
  const note = (key: string | symbol) => {
    if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(messages, key)) seen.add(key);
  };
  const noting = new Proxy(messages, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  return {
    messages: noting,
    read: () => Object.fromEntries([...seen].sort().map((id) => [id, messages[id]!])),
  };
}
