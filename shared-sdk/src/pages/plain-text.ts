const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };
/** Tags that end a block: their words are separated; inline tags (<b>, <a>) sit inside words' runs. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'tr',
  'td',
  'th',
  'table',
  'section',
  'article',
]);
const TAG_NAME = /^\/?([a-z0-9]+)/i;

/** A description's HTML as plain text of at most `max` characters, cut at a word (meta descriptions). */
export function plainText(html: string, max = 160): string {
  const text = withoutTags(html)
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The HTML's text, every `<…>` removed (a block's as a space), in one pass. Not /<[^>]*>/g: on a run
 * of '<' with no '>' that pattern scans to the end from every one of them, quadratic work on the
 * server that renders the page (docs/input-robustness.md, "Patterns that read client text are
 * linear"). A '<' that no '>' closes stays, as text.
 */
function withoutTags(html: string): string {
  let text = '';
  let at = 0;
  for (;;) {
    const open = html.indexOf('<', at);
    const close = open < 0 ? -1 : html.indexOf('>', open + 1);
    if (close < 0) return text + html.slice(at);
    const name = TAG_NAME.exec(html.slice(open + 1, Math.min(close, open + 10)))?.[1]?.toLowerCase() ?? '';
    text += html.slice(at, open) + (BLOCK_TAGS.has(name) ? ' ' : '');
    at = close + 1;
  }
}
