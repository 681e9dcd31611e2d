import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database.js';
import { emailInUse, findCountryByName, insertUser } from '../../db/queries/auth-users.js';
import { findUserById, findUserByPhone, userJson } from '../../db/queries/users.js';
import { normaliseEmail, normalisePhoneCode } from '../../lib/auth-identifiers.js';
import { AUTH_LIMITS } from '../../domain/auth-limits.js';
import { message, messageToken } from '../../i18n/message.js';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { hashPassword } from '../../lib/password.js';
import { consumeRateLimits } from '../../domain/rate-limit.js';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import { phoneField, requiredText } from '../../schemas/fields.js';
import { newPassword, numberAsString, refusals, sendFieldErrors, sessionResponse, type FieldErrors } from './schemas.js';

export const REGISTRATION_MESSAGES = {
  success: 'auth.registration_success',
  phoneTaken: 'auth.phone_taken',
  emailTaken: 'auth.email_taken',
  unknownCountry: message('validation.selected_invalid', { field: 'country' }),
} as const;

export const registrationBody = z.object({
  name: requiredText(255),
  phone: phoneField(),
  email: z.string().trim().max(255).pipe(z.email()).transform(normaliseEmail),
  password: newPassword,
  country: requiredText(100),
  phone_code: numberAsString(z.string().trim().min(1).max(6))
    .transform(normalisePhoneCode)
    .refine((code) => /^\d{1,4}$/.test(code), messageToken('validation.format', { field: 'phone_code' })),
});

type RegistrationBody = z.infer<typeof registrationBody>;

/** The rules zod cannot see: unique phone and e-mail, a country the store lists (its stored spelling). */
async function checkRegistration(db: Queryable, body: RegistrationBody): Promise<{ errors: FieldErrors; country: string }> {
  const errors: FieldErrors = {};
  if (await findUserByPhone(db, body.phone)) errors.phone = [REGISTRATION_MESSAGES.phoneTaken];
  if (await emailInUse(db, body.email)) errors.email = [REGISTRATION_MESSAGES.emailTaken];
  const country = await findCountryByName(db, body.country);
  if (!country) errors.country = [REGISTRATION_MESSAGES.unknownCountry];
  return { errors, country: country?.name ?? body.country };
}

/** A concurrent registration can take the phone or e-mail between the check and the insert. */
export function uniqueViolation(error: unknown): FieldErrors | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  return constraint?.includes('email') ? { email: [REGISTRATION_MESSAGES.emailTaken] } : { phone: [REGISTRATION_MESSAGES.phoneTaken] };
}

/**
 * POST /registration: creates the customer and signs them in. Phone and e-mail start unverified;
 * when settings.register_otp_verify is on, the storefront then calls /send-otp and /verify-otp
 * (the storefront's registration flow), which mark the phone (or e-mail, per register_otp_type) verified.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/registration',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a customer account',
        body: registrationBody,
        response: { 200: sessionResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const refusal = await consumeRateLimits(app.db, [{ limit: AUTH_LIMITS.registrationPerIp, subject: request.ip }]);
      if (refusal) return sendTooManyRequests(reply, refusal);
      const body = request.body;
      const { errors, country } = await checkRegistration(app.db, body);
      if (Object.keys(errors).length) return sendFieldErrors(reply, errors);

      const passwordHash = await hashPassword(body.password);
      let userId: number;
      try {
        userId = await insertUser(app.db, {
          name: body.name,
          phone: body.phone,
          phoneCode: body.phone_code,
          country,
          email: body.email,
          passwordHash,
          emailVerified: false,
        });
      } catch (error) {
        const taken = uniqueViolation(error);
        if (taken) return sendFieldErrors(reply, taken);
        throw error;
      }
      const user = await findUserById(app.db, userId);
      if (!user) throw new Error('registered user vanished');
      const token = await issueAccessToken(app.db, userId);
      return { message: request.t(REGISTRATION_MESSAGES.success), data: { access: { token }, user: userJson(user) } };
    },
  );
};
