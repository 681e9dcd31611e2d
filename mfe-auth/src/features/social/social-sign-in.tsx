import { useState } from 'react';
import styled from 'styled-components';
import { Button, toApiFailure, useStores, type SocialProvider, FormattedMessage, useIntl, observer } from 'shared-sdk';
import { PROVIDER_SDKS, type CredentialGetter } from './provider-sdks';

const PROVIDERS: SocialProvider[] = ['google', 'facebook', 'apple'];

export interface SocialSignInProps {
  /** Called once the shopper is signed in. */
  onSignedIn: () => void;
  /** The providers' SDKs (tests replace them). */
  sdks?: Record<SocialProvider, CredentialGetter>;
}

/**
 * Sign-in with Google, Facebook or Apple, a button for each provider active in settings.socialAuths.
 * An SDK failure (cancelled, no token) is logged only; a refused sign-in is toasted (docs/product.md#messages).
 */
export const SocialSignIn = observer(function SocialSignIn({ onSignedIn, sdks = PROVIDER_SDKS }: SocialSignInProps) {
  const { auth, settings, ui } = useStores();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const active = PROVIDERS.filter((p) => settings.socialAuths[p]?.is_active);
  if (active.length === 0) return null;

  const signIn = async (provider: SocialProvider) => {
    const config = settings.socialAuths[provider];
    if (!config || busy) return;
    setBusy(true);
    try {
      let credential;
      try {
        credential = await sdks[provider](config);
      } catch (error) {
        console.warn(`${provider} sign-in did not complete`, error);
        return;
      }
      try {
        await auth.socialLogin(provider, credential);
      } catch (error) {
        ui.error(toApiFailure(error).message);
        return;
      }
      ui.success(intl.formatMessage({ id: 'auth.login.success.message', defaultMessage: 'You have successfully logged in.' }), {
        title: intl.formatMessage({ id: 'auth.login.success.title', defaultMessage: 'Login Successful' }),
        position: 'top-right',
        timeout: 3000,
      });
      onSignedIn();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group>
      <Divider>
        <FormattedMessage id="auth.social.or" defaultMessage="Or continue with" />
      </Divider>
      {active.includes('google') && (
        <Button $variant="secondary" disabled={busy} onClick={() => signIn('google')}>
          <FormattedMessage id="auth.social.google" defaultMessage="Sign in with Google" />
        </Button>
      )}
      {active.includes('facebook') && (
        <Button $variant="secondary" disabled={busy} onClick={() => signIn('facebook')}>
          <FormattedMessage id="auth.social.facebook" defaultMessage="Sign in with Facebook" />
        </Button>
      )}
      {active.includes('apple') && (
        <Button $variant="secondary" disabled={busy} onClick={() => signIn('apple')}>
          <FormattedMessage id="auth.social.apple" defaultMessage="Sign in with Apple" />
        </Button>
      )}
    </Group>
  );
});

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-block-start: 1rem;
`;

const Divider = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  font-size: 0.875rem;
`;
