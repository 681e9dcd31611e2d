import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeAllTokens } from '../../db/queries/access-tokens.js';
import { consumeResetToken, expireResetTokens, findResetTokenUser } from '../../db/queries/auth-otp.js';
import { updatePasswordHash } from '../../db/queries/auth-users.js';
import { forgetDevices } from '../../db/queries/known-devices.js';
import { AUTH_LIMITS } from '../../domain/auth-limits.js';
import { hashToken } from '../../lib/access-token.js';
import { messageToken } from '../../i18n/message.js';
import { messageBody } from '../../lib/envelope.js';
import { hashPassword } from '../../lib/password.js';
import { consumeRateLimits } from '../../domain/rate-limit.js';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import { newPassword, refusals, sendFieldErrors } from './schemas.js';
import { requiredText } from '../../schemas/fields.js';

export const RESET_MESSAGES = {
  success: 'reset.success',
  mismatch: 'validation.password_confirmation',
  invalidToken: 'reset.invalid_token',
} as const;

/** The mismatch is reported on password_confirmation, the field the shopper has to fix. */
export const resetPasswordBody = z
  .object({
    password: newPassword,
    password_confirmation: z.string().max(255),
    token: requiredText(255),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: messageToken(RESET_MESSAGES.mismatch),
  });

/**
 * POST /reset-password: spends the reset token verify-otp gave, sets the new password and signs
 * the user out everywhere (whoever knew the old password keeps no session, and no device of theirs
 * stays known: routes/auth/known-device.ts).
 */
export const resetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: resetPasswordBody,
        response: { 200: messageBody, ...refusals },
      },
    },
    async (request, reply) => {
      const refusal = await consumeRateLimits(app.db, [{ limit: AUTH_LIMITS.resetPasswordPerIp, subject: request.ip }]);
      if (refusal) return sendTooManyRequests(reply, refusal);
      const tokenHash = hashToken(request.body.token);
      const invalid = () => sendFieldErrors(reply, { token: [RESET_MESSAGES.invalidToken] });
      // Checked before hashing, so junk tokens cost no scrypt work.
      if ((await findResetTokenUser(app.db, tokenHash)) === null) return invalid();

      const passwordHash = await hashPassword(request.body.password);
      const userId = await app.db.transaction(async (tx) => {
        const owner = await consumeResetToken(tx, tokenHash);
        if (owner === null) return null;
        await updatePasswordHash(tx, owner, passwordHash);
        await expireResetTokens(tx, owner);
        await revokeAllTokens(tx, owner);
        await forgetDevices(tx, owner);
        return owner;
      });
      if (userId === null) return invalid();
      return { message: request.t(RESET_MESSAGES.success) };
    },
  );
};
