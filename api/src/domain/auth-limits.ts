import type { RateLimit, RateLimitCheck } from '../lib/rate-limit.js';

const MINUTE = 60;

/**
 * The auth area's limits (documented in the API README). Login counts failures only (a good
 * login gives its hit back); OTP and registration count every attempt. Per-account limits stop
 * guessing one account from many addresses, per-IP limits stop one address trying many accounts.
 */
export const AUTH_LIMITS = {
  loginPerPhone: { name: 'login:phone', max: 5, windowSeconds: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', max: 20, windowSeconds: 15 * MINUTE },
  otpSendPerPhone: { name: 'otp-send:phone', max: 5, windowSeconds: 60 * MINUTE },
  otpSendPerIp: { name: 'otp-send:ip', max: 20, windowSeconds: 60 * MINUTE },
  otpVerifyPerPhone: { name: 'otp-verify:phone', max: 10, windowSeconds: 15 * MINUTE },
  otpVerifyPerIp: { name: 'otp-verify:ip', max: 30, windowSeconds: 15 * MINUTE },
  registrationPerIp: { name: 'registration:ip', max: 10, windowSeconds: 60 * MINUTE },
  resetPasswordPerIp: { name: 'reset-password:ip', max: 10, windowSeconds: 15 * MINUTE },
  socialPerIp: { name: 'social:ip', max: 30, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/** The IP check first: a refused address then never counts against the account it tried. */
export function accountAndIpChecks(
  perAccount: RateLimit,
  perIp: RateLimit,
  account: string,
  ip: string,
): RateLimitCheck[] {
  return [
    { limit: perIp, subject: ip },
    { limit: perAccount, subject: account },
  ];
}
