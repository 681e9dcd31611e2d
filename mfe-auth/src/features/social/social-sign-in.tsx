import { useState } from 'react';
import styled from 'styled-components';
import { Button, toApiFailure, useStores, type SocialProvider, FormattedMessage, observer, flexColumn } from 'shared-sdk';
import { PROVIDER_SDKS, type CredentialGetter } from './provider-sdks';
import { useWelcomeToast } from '../../components/use-welcome-toast';

const PROVIDERS: SocialProvider[] = ['google', 'facebook', 'apple'];

const LABELS: Record<SocialProvider, { id: string; defaultMessage: string }> = {
  google: { id: 'auth.social.google', defaultMessage: 'Sign in with Google' },
  facebook: { id: 'auth.social.facebook', defaultMessage: 'Sign in with Facebook' },
  apple: { id: 'auth.social.apple', defaultMessage: 'Sign in with Apple' },
};

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
  const welcome = useWelcomeToast();
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
      welcome('login');
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
      {active.map((provider) => (
        <Button key={provider} $variant="secondary" disabled={busy} onClick={() => signIn(provider)}>
          <FormattedMessage {...LABELS[provider]} />
        </Button>
      ))}
    </Group>
  );
});

const Group = styled.div`
  ${flexColumn('0.5rem')}
  margin-block-start: 1rem;
`;

const Divider = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  font-size: 0.875rem;
`;
