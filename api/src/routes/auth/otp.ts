import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OtpChannel } from '../../db/queries/auth-otp.js';
import { parseIdentifier, normalisePhoneCode } from '../../lib/auth-identifiers.js';
import { AUTH_LIMITS, OTP_VERIFY_LIMITS, accountAndIpChecks, guessChecks } from '../../domain/auth-limits.js';
import { OTP_LENGTH, findAccount, sendOtp, verifyOtp } from '../../domain/auth-otp.js';
import { message, messageToken, waitMessage } from '../../i18n/message.js';
import { consumeRateLimits } from '../../domain/rate-limit.js';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import { loadAuthSettings, otpSettingsOf } from './auth-settings.js';
import { knownDeviceHash } from './known-device.js';
import { forgotPasswordFlag, numberAsString, refusals, sendFieldErrors, sendRefusal } from './schemas.js';
import { requiredText } from '../../schemas/fields.js';

export const OTP_MESSAGES = {
  sent: (channel: OtpChannel) => message(channel === 'phone' ? 'otp.sent_phone' : 'otp.sent_email'),
  wait: (seconds: number) => waitMessage('otp.wait', 'otp.wait_minutes', seconds),
  unknownAccount: message('auth.phone_invalid'),
  alreadyVerified: (channel: OtpChannel) => message(channel === 'phone' ? 'otp.already_verified_phone' : 'otp.already_verified_email'),
  invalid: message('otp.invalid'),
  verified: (channel: OtpChannel) => message(channel === 'phone' ? 'otp.verified_phone' : 'otp.verified_email'),
  resetAllowed: message('otp.reset_allowed'),
};

/** A phone number, or on forgot-password an e-mail address (the storefront asks for either). */
const identifierInput = requiredText(255);

export const sendOtpBody = z.object({
  phone: identifierInput,
  phone_code: numberAsString(z.string().trim().max(6))
    .nullish()
    .transform((code) => (code ? normalisePhoneCode(code) : null)),
  forgot_password: forgotPasswordFlag,
});

export const verifyOtpBody = z.object({
  phone: identifierInput,
  otp: numberAsString(
    z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), messageToken('validation.digits', { field: 'otp', digits: OTP_LENGTH })),
  ),
  /** Not in the original contract: when sent, the code must be of that flow (1 forgot, 0 registration). */
  forgot_password: forgotPasswordFlag,
});

const sendOtpResponse = z.object({ message: z.string(), data: z.object({ email_or_phone: z.string() }) });
const verifyOtpResponse = z.object({ message: z.string(), data: z.object({ token: z.string() }).optional() });

/**
 * Whom the per-account limits count: the account, whichever of its phone or e-mail was typed (a
 * budget for each would double the guesses docs/security.md promises), else what was typed.
 */
function limitSubject(typed: string, account: { id: number } | null): string {
  return account ? `user:${account.id}` : typed;
}

/**
 * POST /send-otp and POST /verify-otp (flows in domain/auth-otp.ts). forgot_password 1 asks for a
 * password-reset code and answers the same whether or not the account exists; otherwise the code
 * verifies the phone of an account just registered (register_otp_verify).
 */
export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code (registration check or forgot password)',
        body: sendOtpBody,
        response: { 200: sendOtpResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const identifier = parseIdentifier(request.body.phone);
      const subject = limitSubject(identifier.value, await findAccount(app.db, identifier));
      const checks = accountAndIpChecks(AUTH_LIMITS.otpSendPerPhone, AUTH_LIMITS.otpSendPerIp, subject, request.ip);
      const refusal = await consumeRateLimits(app.db, checks);
      if (refusal) return sendTooManyRequests(reply, refusal);

      const settings = otpSettingsOf(await loadAuthSettings(app.db, request.log), app.config.logOtpCodes);
      const purpose = request.body.forgot_password ? 'forgot_password' : 'register';
      const outcome = await sendOtp(app.db, { identifier, phoneCode: request.body.phone_code, purpose }, settings, request.log);
      switch (outcome.kind) {
        case 'sent':
          return { message: request.say(OTP_MESSAGES.sent(outcome.channel)), data: { email_or_phone: outcome.emailOrPhone } };
        case 'wait':
          return sendRefusal(reply, OTP_MESSAGES.wait(outcome.seconds));
        case 'unknown_account':
          return sendFieldErrors(reply, { phone: [OTP_MESSAGES.unknownAccount] });
        case 'already_verified':
          return sendRefusal(reply, OTP_MESSAGES.alreadyVerified(outcome.channel));
      }
    },
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a one-time code (a forgot-password code yields a reset token)',
        body: verifyOtpBody,
        response: { 200: verifyOtpResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const identifier = parseIdentifier(request.body.phone);
      // The same scheme as login: others guessing cannot keep the owner from verifying a code.
      // Each code's own 5 tries bound the guessing of that code whatever the limits say.
      const account = await findAccount(app.db, identifier);
      const knownDevice = await knownDeviceHash(app.db, request, account?.id);
      const checks = guessChecks(OTP_VERIFY_LIMITS, { account: limitSubject(identifier.value, account), ip: request.ip, knownDevice });
      const refusal = await consumeRateLimits(app.db, checks);
      if (refusal) return sendTooManyRequests(reply, refusal);

      const flag = request.body.forgot_password;
      const purpose = flag === null ? null : flag ? 'forgot_password' : 'register';
      const outcome = await verifyOtp(app.db, identifier.value, request.body.otp, purpose);
      switch (outcome.kind) {
        case 'invalid':
          // One answer for a wrong, used, expired or never-sent code: nothing to learn about accounts.
          return sendFieldErrors(reply, { otp: [OTP_MESSAGES.invalid] });
        case 'verified':
          return { message: request.say(OTP_MESSAGES.verified(outcome.channel)) };
        case 'reset_token':
          return { message: request.say(OTP_MESSAGES.resetAllowed), data: { token: outcome.token } };
      }
    },
  );
};
