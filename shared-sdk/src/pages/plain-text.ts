const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

/** A description's HTML as plain text of at most `max` characters, cut at a word (meta descriptions). */
export function plainText(html: string, max = 160): string {
  const text = html
    // Block ends separate words; inline tags (<b>, <a>) sit inside them.
    .replace(/<\/?(?:p|div|li|ul|ol|h[1-6]|br|tr|td|th|table|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
