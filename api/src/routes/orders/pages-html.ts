import type { FastifyReply } from 'fastify';

/**
 * The two small HTML pages the server renders itself (payment and invoice). They run under the
 * site's CSP: no scripts at all, styles inline, forms posting back to our own origin.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface Currency {
  symbol: string;
  position: 'prefix' | 'suffix';
}

export function money(amount: number, currency: Currency): string {
  const value = amount.toFixed(2);
  return currency.position === 'suffix' ? `${value}${currency.symbol}` : `${currency.symbol}${value}`;
}

const STYLE = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f5f5f7; color: #1d1d1f; margin: 0; }
  main { max-width: 40rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 8px 24px rgba(0,0,0,.06); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: start; padding: .5rem .25rem; border-bottom: 1px solid #e5e5ea; vertical-align: top; }
  td.num, th.num { text-align: end; white-space: nowrap; }
  tfoot td { font-weight: 600; border-bottom: 0; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button, a.button { font: inherit; padding: .7rem 1.4rem; border-radius: 8px; border: 1px solid #c7c7cc; background: #fff; color: inherit; cursor: pointer; text-decoration: none; }
  button.primary { background: #1d1d1f; border-color: #1d1d1f; color: #fff; }
  .note { color: #6e6e73; font-size: .9rem; }
  @media print { body { background: #fff; } main { box-shadow: none; margin: 0; max-width: none; } .actions { display: none; } }
`;

/** A whole page; `body` is trusted HTML built with escapeHtml. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
}

/** A page that only says something and links back to the order history. */
export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<div class="actions"><a class="button" href="/order-history">Back to my orders</a></div>`,
  );
}

/** Sends one of these pages: their links are secrets, kept from Referer, caches and search engines. */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(html);
}
