import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserByPhone, userJson } from '../../db/queries/users.js';
import { LOGIN_LIMITS, failureDelayMs, guessChecks } from '../../domain/auth-limits.js';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { verifyPassword } from '../../lib/password.js';
import { countAttempt, refundRateLimits } from '../../domain/rate-limit.js';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import { knownDeviceHash, rememberThisDevice } from './known-device.js';
import { phoneInput } from '../../schemas/fields.js';
import { PASSWORD_MAX, refusals, sendFieldErrors, sendRefusal, sessionResponse } from './schemas.js';

export const LOGIN_MESSAGES = {
  success: 'auth.login_success',
  unknownPhone: 'auth.phone_invalid',
  wrongPassword: 'auth.wrong_password',
  inactive: 'auth.inactive',
} as const;

export const loginBody = z.object({
  phone: phoneInput(),
  password: z.string().min(1).max(PASSWORD_MAX),
});

/**
 * POST /login. The storefront shows server errors under the phone and password fields, so an
 * unknown phone and a wrong password are told apart, as the contract's original did; guessing is
 * bounded by the failure limits instead (domain/auth-limits.ts, docs/security.md), and each
 * failure past the first two for a phone is answered more slowly.
 */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with phone and password',
        body: loginBody,
        response: { 200: sessionResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { phone, password } = request.body;
      const user = await findUserByPhone(app.db, phone);
      const knownDevice = await knownDeviceHash(app.db, request, user?.id);
      const checks = guessChecks(LOGIN_LIMITS, { account: phone, ip: request.ip, knownDevice });
      const attempt = await countAttempt(app.db, checks);
      if (attempt.refusal) return sendTooManyRequests(reply, attempt.refusal);
      // The last check is the account's (or the known device's) running count of attempts.
      const failed = () => sleep(failureDelayMs(attempt.hits.at(-1) ?? 0));

      if (!user) {
        await failed();
        return sendFieldErrors(reply, { phone: [LOGIN_MESSAGES.unknownPhone] });
      }
      // Social-only accounts have no password: nothing typed can match.
      if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) {
        await failed();
        return sendFieldErrors(reply, { password: [LOGIN_MESSAGES.wrongPassword] });
      }
      // Told only to someone who knows the password.
      if (!user.is_active) return sendRefusal(reply, LOGIN_MESSAGES.inactive);

      // Limits count failures: a good login gives its hits back.
      await refundRateLimits(app.db, checks);
      await rememberThisDevice(app.db, request, reply, user.id);
      const token = await issueAccessToken(app.db, user.id);
      return { message: request.t(LOGIN_MESSAGES.success), data: { access: { token }, user: userJson(user) } };
    },
  );
};
