/**
 * A calendar day ('2025-05-04', as the API gives estimated_delivery_date) as a local Date, so it is
 * shown as that day in every time zone (new Date('2025-05-04') is UTC midnight: the day before in
 * the Americas). Anything else is parsed as a timestamp; an unreadable value gives null.
 */
export function parseDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
