/**
 * What no server log line may contain (docs/logging.md): a bearer or access token, a password the
 * e2e fixtures type, a one-time code (its SMS text, or a delivered code next to its phone), or the
 * value of a cookie, set-cookie or authorization header; and what the log must contain: request
 * lines, each with its reqId. Pure, so tests-after/log-redaction.test.ts can feed it crafted lines.
 */

export interface LogLine {
  file: string;
  number: number;
  text: string;
}

export interface SentSms {
  to: string;
  message: string;
}

export interface KnownSecrets {
  /** Passwords the e2e fixtures and tests type. */
  passwords: string[];
  /** The SMS the servers delivered: their codes must not appear next to their phones. */
  sent: SentSms[];
}

export interface Leak {
  kind: string;
  where: string;
  excerpt: string;
}

export interface LogCheck {
  lines: number;
  requestLines: number;
  /** Leaks, and the reasons the log cannot vouch for anything (empty, no request lines). */
  problems: Leak[];
}

const REDACTED = '[Redacted]';
/** Keys whose value must be redacted wherever they appear in a JSON line. */
const SECRET_KEYS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-ops-token',
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'otp',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
]);
const BEARER = /\bBearer\s+[A-Za-z0-9_\-.~+/]{8,}/i;
/** api/src/domain/access-tokens.ts: 32 random bytes, base64url, 43 characters. */
const TOKEN_CANDIDATE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** The OTP text of api/src/domain/auth-otp.ts. */
const OTP_TEXT = /verification code is \d{4}/i;
/** The known-device cookie of api/src/routes/auth/known-device.ts, as a header would carry it. */
const DEVICE_COOKIE = /\bsm_device=[^;\s"]+/;

/** Random base64url has upper and lower case letters and digits; slugs and hex ids do not. */
function looksLikeAccessToken(candidate: string): boolean {
  return /[A-Z]/.test(candidate) && /[a-z]/.test(candidate) && /\d/.test(candidate);
}

/** Local digits without the trunk 0 or the country code's guesswork: the last 9. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-9);

function secretFields(value: unknown, path: string, found: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => secretFields(item, `${path}[${index}]`, found));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const lower = key.toLowerCase();
    if (SECRET_KEYS.has(lower) && item !== REDACTED && item !== null && item !== undefined) found.push(here);
    // An error's code (ECONNREFUSED) is fine; a 4-digit one is an OTP someone logged.
    else if (lower === 'code' && /^\d{4}$/.test(String(item))) found.push(here);
    else secretFields(item, here, found);
  }
}

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Every leak in one line, by kind. */
export function leaksIn(text: string, known: KnownSecrets): string[] {
  const kinds: string[] = [];
  if (BEARER.test(text)) kinds.push('bearer token');
  if ([...text.matchAll(TOKEN_CANDIDATE)].some(([candidate]) => looksLikeAccessToken(candidate))) kinds.push('access token');
  if (known.passwords.some((password) => text.includes(password))) kinds.push('fixture password');
  if (OTP_TEXT.test(text) || known.sent.some((sms) => text.includes(sms.message))) kinds.push('one-time code text');
  const digits = text.replace(/\D/g, ' ');
  for (const sms of known.sent) {
    const code = /\b(\d{4})\b/.exec(sms.message)?.[1];
    const phone = phoneDigits(sms.to);
    if (code && phone && digits.includes(phone) && new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text)) {
      kinds.push('phone next to its code');
      break;
    }
  }
  if (DEVICE_COOKIE.test(text)) kinds.push('cookie value');
  const json = parsed(text);
  if (json) {
    const fields: string[] = [];
    secretFields(json, '', fields);
    if (fields.length) kinds.push(`unredacted ${fields.join(', ')}`);
  }
  return kinds;
}

/** A request line of api/src/plugins/request-log.ts. */
function isRequestLine(json: Record<string, unknown> | null): json is Record<string, unknown> {
  return (
    json !== null &&
    (json.msg === 'request' || json.msg === 'slow request') &&
    typeof json.method === 'string' &&
    typeof json.status === 'number'
  );
}

export function checkLogLines(lines: Iterable<LogLine>, known: KnownSecrets): LogCheck {
  const problems: Leak[] = [];
  let count = 0;
  let requestLines = 0;
  for (const line of lines) {
    if (!line.text.trim()) continue;
    count++;
    const where = `${line.file}:${line.number}`;
    const excerpt = line.text.length > 300 ? `${line.text.slice(0, 300)}…` : line.text;
    for (const kind of leaksIn(line.text, known)) problems.push({ kind, where, excerpt });
    const json = parsed(line.text);
    if (isRequestLine(json)) {
      requestLines++;
      if (typeof json.reqId !== 'string' || json.reqId === '') problems.push({ kind: 'request line without reqId', where, excerpt });
    }
  }
  if (count === 0) problems.push({ kind: 'no log lines at all', where: '-', excerpt: '' });
  else if (requestLines === 0) problems.push({ kind: 'no request lines', where: '-', excerpt: '' });
  return { lines: count, requestLines, problems };
}
