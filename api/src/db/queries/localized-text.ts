/**
 * SQL for a text an operator writes per language (migration 0080, docs/i18n.md): the row's
 * `translations` in the asked language, else the row's own column (the store's default language).
 * `alias` is the table's alias in the query, `locale` the placeholder of the language ('$2').
 */
export function localizedColumn(alias: string, column: string, locale: string): string {
  return `COALESCE(${alias}.translations -> ${locale}::text ->> '${column}', ${alias}.${column})`;
}
