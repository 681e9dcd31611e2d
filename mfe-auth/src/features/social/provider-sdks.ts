import type { SocialAuth, SocialLoginRequest, SocialProvider } from 'shared-sdk';

/** What a provider's SDK hands back for POST /auth/{provider}/token. */
export type SocialCredential = SocialLoginRequest;

/** Gets a credential from the provider's own sign-in (its script loads on first use). */
export type CredentialGetter = (config: SocialAuth) => Promise<SocialCredential>;

const loaded = new Map<string, Promise<void>>();

/** Loads a third-party script once. */
export function loadScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}

/** The payload of a JWT (no check: the server verifies the token). */
export function decodeJwtPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    return JSON.parse(json);
  } catch {
    return null;
  }
}

interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  prompt(listener?: (notification: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void): void;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options: { scope: string }): void;
  api(path: string, params: { fields: string }, callback: (profile: unknown) => void): void;
}
interface AppleIdSdk {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization?: { id_token?: string; code?: string }; user?: unknown }>;
  };
}
type ProviderWindow = Window & { google?: { accounts: { id: GoogleId } }; FB?: FacebookSdk; AppleID?: AppleIdSdk };
const win = () => window as ProviderWindow;

/** Google Identity Services: the identity token (JWT) is the code, its payload the profile. */
const google: CredentialGetter = async (config) => {
  await loadScript('https://accounts.google.com/gsi/client');
  const id = win().google?.accounts.id;
  if (!id) throw new Error('Google sign-in is not available');
  return new Promise<SocialCredential>((resolve, reject) => {
    id.initialize({
      client_id: config.client_id,
      callback: (response) =>
        response.credential
          ? resolve({ code: response.credential, data: decodeJwtPayload(response.credential) })
          : reject(new Error('Google returned no credential')),
    });
    id.prompt((notification) => {
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) reject(new Error('Google sign-in was not completed'));
    });
  });
};

/** Facebook (API v20.0, fields name and email, scope public_profile and email: docs/api.md#sign-up-and-sign-in). */
const facebook: CredentialGetter = async (config) => {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const FB = win().FB;
  if (!FB) throw new Error('Facebook sign-in is not available');
  FB.init({ appId: config.client_id, version: 'v20.0', cookie: true, xfbml: false });
  return new Promise<SocialCredential>((resolve, reject) => {
    FB.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (!token) {
          reject(new Error('Facebook sign-in was cancelled'));
          return;
        }
        FB.api('/me', { fields: 'name,email' }, (profile) => resolve({ code: token, data: profile }));
      },
      { scope: 'public_profile,email' },
    );
  });
};

/** Apple (scope name and email, popup mode): the identity token is the code. */
const apple: CredentialGetter = async (config) => {
  await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
  const AppleID = win().AppleID;
  if (!AppleID) throw new Error('Apple sign-in is not available');
  AppleID.auth.init({
    clientId: config.client_id,
    scope: 'name email',
    redirectURI: config.redirect_url ?? window.location.origin,
    usePopup: true,
  });
  const result = await AppleID.auth.signIn();
  const token = result.authorization?.id_token;
  if (!token) throw new Error('Apple returned no identity token');
  return { code: token, data: decodeJwtPayload(token) };
};

export const PROVIDER_SDKS: Record<SocialProvider, CredentialGetter> = { google, facebook, apple };
