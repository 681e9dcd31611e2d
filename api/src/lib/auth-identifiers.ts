/**
 * How phone numbers and e-mail addresses are compared and shown. Phones are stored as the shopper
 * types them minus separators ('017-0000 0000' and '01700000000' are one account); the country's
 * dialling code is kept apart (users.phone_code).
 */

/** Digits with an optional leading '+': what a phone number may be once separators are gone. */
export const PHONE_PATTERN = /^\+?\d{6,15}$/;

export function normalisePhone(raw: string): string {
  return raw.replace(/[\s\-().]/g, '');
}

/** Dialling codes are stored without '+' ('964'), as GET /countries lists them. */
export function normalisePhoneCode(raw: string | number): string {
  return String(raw).trim().replace(/^\+/, '');
}

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** An OTP request names its account by phone or, on forgot-password, by e-mail (`forgot_otp_type`). */
export type Identifier = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

export function parseIdentifier(raw: string): Identifier {
  return raw.includes('@') ? { kind: 'email', value: normaliseEmail(raw) } : { kind: 'phone', value: normalisePhone(raw) };
}

/** The SMS address: '+<code><number without its trunk 0>' when the code is known. */
export function smsRecipient(phone: string, phoneCode: string | null): string {
  if (phone.startsWith('+') || !phoneCode) return phone;
  return `+${phoneCode}${phone.replace(/^0+/, '')}`;
}

/** '01700000000' → '*******0000': enough for the shopper to recognise, little for anyone else. */
export function maskPhone(phone: string): string {
  const visible = phone.slice(-4);
  return '*'.repeat(Math.max(phone.length - visible.length, 3)) + visible;
}

/** 'demo@example.com' → 'd***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function maskIdentifier(identifier: Identifier): string {
  return identifier.kind === 'email' ? maskEmail(identifier.value) : maskPhone(identifier.value);
}
