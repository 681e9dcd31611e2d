/**
 * The store's payment gateways with their titles in a language. settings.payment_gateways holds the
 * list in the default language; its translation (settings.translations, migration 0140) holds
 * the same list with translated titles. The default list stays the one that counts (a gateway the
 * operator adds or removes there is added or removed in every language); a translation only gives
 * titles, matched by the gateway's name.
 */
export function titledGateways<G extends { name: string; title: string }>(gateways: readonly G[], translated: unknown): G[] {
  const titles = new Map<string, string>();
  if (Array.isArray(translated)) {
    for (const entry of translated as Array<{ name?: unknown; title?: unknown }>) {
      if (typeof entry?.name === 'string' && typeof entry.title === 'string' && entry.title) titles.set(entry.name, entry.title);
    }
  }
  return gateways.map((gateway) => ({ ...gateway, title: titles.get(gateway.name) ?? gateway.title }));
}
