/**
 * Money is summed in whole cents, so that 0.1 + 0.2 never shows up as 0.30000000000000004 in a
 * total; the database holds numeric(12,2) and the contract numbers with two decimals.
 */
export const toCents = (amount: number): number => Math.round(amount * 100);

export const fromCents = (cents: number): number => cents / 100;

/** `percent` % of an amount in cents, rounded to the cent. */
export const percentOfCents = (cents: number, percent: number): number => Math.round((cents * percent) / 100);

/** '30.00': amounts inside messages. */
export const formatAmount = (cents: number): string => (cents / 100).toFixed(2);
