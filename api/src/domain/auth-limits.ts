import type { RateLimit, RateLimitCheck } from './rate-limit.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The auth area's limits (docs/security.md, "Sign-in limits"; also the API README). Login counts failures only (a good
 * login gives its hits back); OTP and registration count every attempt.
 *
 * Guessing one account is limited per phone and address (tight), per address across phones, and
 * per phone across addresses by a much higher ceiling: a tight per-phone limit would let anyone who
 * knows a phone keep its owner signed out. A device the owner signed in on before (a known device)
 * skips the address and phone limits and has its own failure limit instead, so even an attacker
 * past the ceiling cannot keep the owner out of a phone they use.
 */
export const AUTH_LIMITS = {
  loginPerPhoneAndIp: { name: 'login:phone-ip', max: 5, windowSeconds: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', max: 20, windowSeconds: 15 * MINUTE },
  loginPerPhone: { name: 'login:phone', max: 50, windowSeconds: HOUR },
  loginPerDevice: { name: 'login:device', max: 5, windowSeconds: 15 * MINUTE },
  /** Each failure for a phone beyond the first `freeFailures` in the hour waits `stepMs` longer, up to `maxMs`. */
  loginFailureDelay: { freeFailures: 2, stepMs: 250, maxMs: 2_000 },
  otpSendPerPhone: { name: 'otp-send:phone', max: 5, windowSeconds: HOUR },
  otpSendPerIp: { name: 'otp-send:ip', max: 20, windowSeconds: HOUR },
  otpVerifyPerPhoneAndIp: { name: 'otp-verify:phone-ip', max: 10, windowSeconds: 15 * MINUTE },
  otpVerifyPerIp: { name: 'otp-verify:ip', max: 30, windowSeconds: 15 * MINUTE },
  otpVerifyPerPhone: { name: 'otp-verify:phone', max: 50, windowSeconds: HOUR },
  otpVerifyPerDevice: { name: 'otp-verify:device', max: 10, windowSeconds: 15 * MINUTE },
  registrationPerIp: { name: 'registration:ip', max: 10, windowSeconds: HOUR },
  resetPasswordPerIp: { name: 'reset-password:ip', max: 10, windowSeconds: 15 * MINUTE },
  socialPerIp: { name: 'social:ip', max: 30, windowSeconds: 15 * MINUTE },
} as const;

/** The IP check first: a refused address then never counts against the account it tried. */
export function accountAndIpChecks(perAccount: RateLimit, perIp: RateLimit, account: string, ip: string): RateLimitCheck[] {
  return [
    { limit: perIp, subject: ip },
    { limit: perAccount, subject: account },
  ];
}

export interface GuessLimits {
  perIp: RateLimit;
  perPhoneAndIp: RateLimit;
  perPhone: RateLimit;
  perDevice: RateLimit;
}

export const LOGIN_LIMITS: GuessLimits = {
  perIp: AUTH_LIMITS.loginPerIp,
  perPhoneAndIp: AUTH_LIMITS.loginPerPhoneAndIp,
  perPhone: AUTH_LIMITS.loginPerPhone,
  perDevice: AUTH_LIMITS.loginPerDevice,
};

export const OTP_VERIFY_LIMITS: GuessLimits = {
  perIp: AUTH_LIMITS.otpVerifyPerIp,
  perPhoneAndIp: AUTH_LIMITS.otpVerifyPerPhoneAndIp,
  perPhone: AUTH_LIMITS.otpVerifyPerPhone,
  perDevice: AUTH_LIMITS.otpVerifyPerDevice,
};

export interface GuessAttempt {
  /** The account as typed and normalised (a phone, or an e-mail address for a reset code). */
  account: string;
  ip: string;
  /** The hash of this device's token when the device is known for this account, else null. */
  knownDevice: string | null;
}

/**
 * The checks one guess at an account counts against. The last one is the account's own running
 * count of failures (the device's on a known device), which the failure delay reads.
 */
export function guessChecks(limits: GuessLimits, attempt: GuessAttempt): RateLimitCheck[] {
  if (attempt.knownDevice) return [{ limit: limits.perDevice, subject: attempt.knownDevice }];
  return [
    // The address first: a refused address then never counts against the account it tried.
    { limit: limits.perIp, subject: attempt.ip },
    { limit: limits.perPhoneAndIp, subject: `${attempt.account}@${attempt.ip}` },
    { limit: limits.perPhone, subject: attempt.account },
  ];
}

/**
 * How long to hold the answer to a failed login, given the failures counted so far (this one
 * included) for the phone, or for the known device. Bounded, and a timer: it holds a socket,
 * never the event loop.
 */
export function failureDelayMs(failures: number): number {
  const { freeFailures, stepMs, maxMs } = AUTH_LIMITS.loginFailureDelay;
  return Math.min(maxMs, Math.max(0, failures - freeFailures) * stepMs);
}
