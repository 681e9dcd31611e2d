/** A date's day, month and year as two-digit, two-digit and four-digit strings; '' when not chosen. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const NO_DATE: DateParts = { day: '', month: '', year: '' };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a 'YYYY-MM-DD' value (the API's format); none for anything else. */
export function partsOf(value: string | null | undefined): DateParts {
  const match = ISO_DATE.exec(value ?? '');
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : NO_DATE;
}

/** 'YYYY-MM-DD' once all three parts are chosen, else ''. */
export function composeDate({ day, month, year }: DateParts): string {
  return day && month && year ? `${year}-${month}-${day}` : '';
}

/** Some parts chosen, not all: not a date yet, and not an empty field either. */
export function isPartial(parts: DateParts): boolean {
  const chosen = [parts.day, parts.month, parts.year].filter(Boolean).length;
  return chosen > 0 && chosen < 3;
}

/** Days in a month; a month not chosen yet has 31, February of a year not chosen 29. */
export function daysInMonth(month: string, year: string): number {
  if (!month) return 31;
  // Day 0 of the next month is the last day of this one; 2000 was a leap year.
  return new Date(Date.UTC(year ? Number(year) : 2000, Number(month), 0)).getUTCDate();
}

/** A day past the end of a newly chosen month is cleared rather than moved to another date unasked. */
export function fitDay(parts: DateParts): DateParts {
  return parts.day && Number(parts.day) > daysInMonth(parts.month, parts.year) ? { ...parts, day: '' } : parts;
}

export const twoDigits = (n: number): string => String(n).padStart(2, '0');
