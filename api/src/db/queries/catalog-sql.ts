/** Small helpers for the catalogue's dynamically filtered SQL. */

/** Collects parameters and hands out their placeholders ($1, $2 ...) in order. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Makes text match itself literally in LIKE/ILIKE (whose default escape character is \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Dates leave the API as ISO 8601 strings in UTC. */
export function isoDate(value: Date | string): string {
  return new Date(value).toISOString();
}
