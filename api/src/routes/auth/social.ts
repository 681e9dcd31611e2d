import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import {
  emailInUse,
  findSocialAccountUser,
  insertSocialAccount,
  insertUser,
  lockAuthKey,
  type SocialProvider,
} from '../../db/queries/auth-users.js';
import { findUserById, userJson } from '../../db/queries/users.js';
import { normaliseEmail } from '../../lib/auth-identifiers.js';
import { AUTH_LIMITS } from '../../domain/auth-limits.js';
import { SocialProviderUnavailable, SocialTokenInvalid, createSocialVerifier, type SocialIdentity } from '../../domain/auth-social.js';
import { message } from '../../i18n/message.js';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { messageBody } from '../../lib/envelope.js';
import { consumeRateLimits } from '../../domain/rate-limit.js';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import { loadAuthSettings } from './auth-settings.js';
import { refusals, sendRefusal, sessionResponse } from './schemas.js';
import { LOGIN_MESSAGES } from './login.js';
import { uniqueViolation } from './registration.js';
import { requiredText } from '../../schemas/fields.js';

const LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

export const SOCIAL_MESSAGES = {
  inactiveProvider: (provider: SocialProvider) => message('social.inactive', { provider: LABELS[provider] }),
  invalidToken: (provider: SocialProvider) => message('social.invalid_token', { provider: LABELS[provider] }),
  unavailable: (provider: SocialProvider) => message('social.unavailable', { provider: LABELS[provider] }),
};

/** Used when neither the provider nor the profile gives a name. */
export const DEFAULT_CUSTOMER_NAME = 'Customer';

export const socialParams = z.object({ provider: z.enum(['google', 'facebook', 'apple']) });

/**
 * `code`: the Google or Apple identity token (JWT), or the Facebook access token. `data`: the
 * profile the storefront got beside it (Facebook's me, Apple's first-time { user: { name } }),
 * used only for a name the token does not carry.
 */
export const socialBody = z.object({
  code: requiredText(8192),
  data: z.unknown().optional(),
});

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A display name from the storefront's profile: `name`, or Apple's `user.name.{firstName,lastName}`. */
export function profileName(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as { name?: unknown; user?: { name?: { firstName?: unknown; lastName?: unknown } } };
  const apple = record.user?.name;
  const appleName = [text(apple?.firstName), text(apple?.lastName)].filter(Boolean).join(' ');
  return text(record.name) ?? (appleName || null);
}

function displayName(identity: SocialIdentity, data: unknown): string {
  const name = identity.name ?? profileName(data) ?? identity.email?.split('@')[0] ?? DEFAULT_CUSTOMER_NAME;
  return name.slice(0, 255);
}

/**
 * The user of this provider account, created on first sign-in. Accounts are found by provider and
 * subject only, never by e-mail: an address someone else controls at another provider (or types
 * at registration) must not open this account. The provider's address is kept on the new user
 * only when no other account has it.
 */
async function findOrCreateUser(db: Database, provider: SocialProvider, identity: SocialIdentity, data: unknown): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAuthKey(tx, `social:${provider}:${identity.subject}`);
    const existing = await findSocialAccountUser(tx, provider, identity.subject);
    if (existing !== null) return existing;
    const email = identity.email ? normaliseEmail(identity.email) : null;
    const ownEmail = email && !(await emailInUse(tx, email)) ? email : null;
    const userId = await insertUser(tx, {
      name: displayName(identity, data),
      phone: null,
      phoneCode: null,
      country: null,
      email: ownEmail,
      passwordHash: null,
      emailVerified: ownEmail !== null && identity.emailVerified,
    });
    await insertSocialAccount(tx, { userId, provider, subject: identity.subject, email });
    return userId;
  });
}

/** A registration can take the e-mail between the check and the insert; the second pass sees it. */
async function findOrCreateUserRetrying(db: Database, provider: SocialProvider, identity: SocialIdentity, data: unknown): Promise<number> {
  try {
    return await findOrCreateUser(db, provider, identity, data);
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    return findOrCreateUser(db, provider, identity, data);
  }
}

/** POST /auth/{google|facebook|apple}/token: signs in (or up) with a provider's token. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const verify = createSocialVerifier(app.config.socialAuth);
  app.post(
    '/auth/:provider/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Google, Facebook or Apple',
        params: socialParams,
        body: socialBody,
        response: { 200: sessionResponse, ...refusals, 503: messageBody },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const refusal = await consumeRateLimits(app.db, [{ limit: AUTH_LIMITS.socialPerIp, subject: request.ip }]);
      if (refusal) return sendTooManyRequests(reply, refusal);
      const settings = (await loadAuthSettings(app.db, request.log)).social_auths[provider];
      if (!settings.is_active || !settings.client_id) return sendRefusal(reply, SOCIAL_MESSAGES.inactiveProvider(provider));

      let identity: SocialIdentity;
      try {
        identity = await verify(provider, request.body.code, settings.client_id);
      } catch (error) {
        if (error instanceof SocialTokenInvalid) {
          request.log.info({ provider, reason: error.message }, 'social token refused');
          return sendRefusal(reply, SOCIAL_MESSAGES.invalidToken(provider));
        }
        if (error instanceof SocialProviderUnavailable) {
          request.log.warn({ provider, reason: error.message }, 'identity provider unavailable');
          return reply.code(503).send({ message: request.say(SOCIAL_MESSAGES.unavailable(provider)) });
        }
        throw error;
      }

      const user = await findUserById(app.db, await findOrCreateUserRetrying(app.db, provider, identity, request.body.data));
      if (!user) throw new Error('social user vanished');
      if (!user.is_active) return sendRefusal(reply, LOGIN_MESSAGES.inactive);
      const token = await issueAccessToken(app.db, user.id);
      return { message: request.t(LOGIN_MESSAGES.success), data: { user: userJson(user), access: { token } } };
    },
  );
};
