import { z } from 'zod';
import type { SocialAuthEndpoints } from '../config.js';
import type { SocialProvider } from '../db/queries/auth-users.js';
import { JwtError, KeySourceError, jwksKeyLookup, verifyRs256Jwt, type JwtClaims, type KeyLookup } from '../lib/jwt.js';

/**
 * Checks what the storefront's sign-in button got from the provider: Google's and Apple's identity
 * token (a JWT signed by the provider, whose audience must be our client id), or Facebook's access
 * token (asked to Graph: which app was it issued to, and who is it for). Only what the provider
 * vouches for identifies the user; the profile the storefront sends beside it is only a name hint.
 */

export interface SocialIdentity {
  /** The provider's stable user id (`sub`, Facebook's id). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The token is not one the provider issued for our client: 422. */
export class SocialTokenInvalid extends Error {}
/** The provider could not be reached or answered nonsense: 503, try again. */
export class SocialProviderUnavailable extends Error {}

export type SocialVerifier = (provider: SocialProvider, token: string, clientId: string) => Promise<SocialIdentity>;

/** Graph API version of the storefront's Facebook SDK (docs/api.md#sign-up-and-sign-in). */
export const FACEBOOK_GRAPH_VERSION = 'v20.0';

function claimString(claims: JwtClaims, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Apple sends email_verified as the string 'true'; Google as a boolean. */
function claimTrue(claims: JwtClaims, name: string): boolean {
  return claims[name] === true || claims[name] === 'true';
}

async function verifyIdToken(token: string, keys: KeyLookup, issuers: readonly string[], clientId: string): Promise<SocialIdentity> {
  try {
    const claims = await verifyRs256Jwt(token, keys, { issuers, audience: clientId });
    const email = claimString(claims, 'email');
    return {
      subject: String(claims.sub),
      email,
      emailVerified: email !== null && claimTrue(claims, 'email_verified'),
      name: claimString(claims, 'name'),
    };
  } catch (error) {
    if (error instanceof JwtError) throw new SocialTokenInvalid(error.message);
    if (error instanceof KeySourceError) throw new SocialProviderUnavailable(error.message);
    throw error;
  }
}

const graphApp = z.object({ id: z.string() });
const graphMe = z.object({ id: z.string().min(1), name: z.string().optional(), email: z.string().optional() });

async function graphGet<T>(
  endpoints: SocialAuthEndpoints,
  fetchFn: typeof fetch,
  path: string,
  params: Record<string, string>,
  schema: z.ZodType<T>,
): Promise<T> {
  const url = `${endpoints.facebookGraphUrl}/${FACEBOOK_GRAPH_VERSION}/${path}?${new URLSearchParams(params)}`;
  const response = await fetchFn(url, { signal: AbortSignal.timeout(endpoints.timeoutMs) }).catch((error: unknown) => {
    throw new SocialProviderUnavailable(`Graph ${path} failed: ${String(error)}`);
  });
  // Graph answers an invalid or expired token with 400 (OAuthException) or 401/403.
  if (response.status >= 400 && response.status < 500) throw new SocialTokenInvalid(`Graph ${path} refused the token`);
  if (!response.ok) throw new SocialProviderUnavailable(`Graph ${path} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new SocialProviderUnavailable(`Graph ${path} answered an unexpected body`);
  return parsed.data;
}

async function verifyFacebookToken(
  endpoints: SocialAuthEndpoints,
  fetchFn: typeof fetch,
  token: string,
  clientId: string,
): Promise<SocialIdentity> {
  // A token issued to another app would otherwise sign its holder in here (token substitution).
  const app = await graphGet(endpoints, fetchFn, 'app', { access_token: token }, graphApp);
  if (app.id !== clientId) throw new SocialTokenInvalid('token issued to another app');
  const me = await graphGet(endpoints, fetchFn, 'me', { fields: 'id,name,email', access_token: token }, graphMe);
  // Graph does not say whether the address was confirmed: it is kept, but not marked verified.
  const email = me.email?.trim() || null;
  return { subject: me.id, email, emailVerified: false, name: me.name?.trim() || null };
}

/** One verifier per app: it holds each provider's key cache. */
export function createSocialVerifier(endpoints: SocialAuthEndpoints, fetchFn: typeof fetch = fetch): SocialVerifier {
  const googleKeys = jwksKeyLookup({ url: endpoints.googleJwksUrl, timeoutMs: endpoints.timeoutMs, fetch: fetchFn });
  const appleKeys = jwksKeyLookup({ url: endpoints.appleJwksUrl, timeoutMs: endpoints.timeoutMs, fetch: fetchFn });
  return (provider, token, clientId) => {
    switch (provider) {
      case 'google':
        return verifyIdToken(token, googleKeys, endpoints.googleIssuers, clientId);
      case 'apple':
        return verifyIdToken(token, appleKeys, endpoints.appleIssuers, clientId);
      case 'facebook':
        return verifyFacebookToken(endpoints, fetchFn, token, clientId);
    }
  };
}
