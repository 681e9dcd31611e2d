/**
 * HTML the server writes itself (the ops page, the order and invoice pages, the shopper-action page,
 * the test provider's pages), escaped by construction: every value put into an `html` template is
 * escaped, unless it is itself `html` (a fragment built the same way) or marked `trustedHtml` (markup
 * the code wrote, never text from a request, the database or a setting). Arrays are joined; null,
 * undefined and false write nothing.
 */
export class Html {
  constructor(private readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

/** Text made safe for an element's content or a quoted attribute (each of the five as a numeric reference). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function write(value: HtmlValue): string {
  if (value instanceof Html) return value.toString();
  if (Array.isArray(value)) return value.map(write).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += write(value) + strings[index + 1]!;
  });
  return new Html(markup);
}

/** Markup the code itself wrote (an inline SVG it built from numbers, a fixed style sheet). */
export function trustedHtml(markup: string): Html {
  return new Html(markup);
}
