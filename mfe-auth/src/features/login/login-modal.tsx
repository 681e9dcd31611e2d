import { useState, type FormEvent } from 'react';
import { Dialog, TextField, firstFieldErrors, toApiFailure, useStores, type ModalProps, FormattedMessage, useIntl } from 'shared-sdk';
import { SocialSignIn } from '../social/social-sign-in';
import { Footer, LinkButton, LinkRow, SubmitButton } from '../form-parts';

/** Spec 5: with app_environment 'local' the form starts with the demo shopper's credentials. */
export const DEMO_CREDENTIALS = { phone: '01700000000', password: 'secret123' };

/** The login modal (spec 4, 5, 8): phone and password, server errors beside the fields. */
export default function LoginModal({ onClose }: ModalProps) {
  const { auth, settings, ui } = useStores();
  const intl = useIntl();
  const [phone, setPhone] = useState(() => (settings.isLocal ? DEMO_CREDENTIALS.phone : ''));
  const [password, setPassword] = useState(() => (settings.isLocal ? DEMO_CREDENTIALS.password : ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setErrors({});
    try {
      await auth.login({ phone, password });
      ui.success(intl.formatMessage({ id: 'auth.login.success.message', defaultMessage: 'You have successfully logged in.' }), {
        title: intl.formatMessage({ id: 'auth.login.success.title', defaultMessage: 'Login Successful' }),
        position: 'top-right',
        timeout: 3000,
      });
      onClose();
    } catch (error) {
      const failure = toApiFailure(error);
      const fields = firstFieldErrors(failure.errors);
      setErrors(fields);
      // Spec 8: the failure's message goes to a bottom-left error toast, field errors beside the fields.
      ui.error(failure.message);
      setSending(false);
    }
  };

  return (
    <Dialog title={<FormattedMessage id="auth.login.title" defaultMessage="Login" />} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={<FormattedMessage id="auth.login.phone" defaultMessage="Phone" />}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
        />
        <TextField
          label={<FormattedMessage id="auth.login.password" defaultMessage="Password" />}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <LinkRow>
          <LinkButton type="button" onClick={() => ui.openForgotPassword()}>
            <FormattedMessage id="auth.login.forgotPassword" defaultMessage="Forgot Password?" />
          </LinkButton>
        </LinkRow>
        <SubmitButton type="submit" disabled={sending}>
          <FormattedMessage id="auth.login.submit" defaultMessage="Login" />
        </SubmitButton>
        <SocialSignIn onSignedIn={onClose} />
        <Footer>
          <FormattedMessage id="auth.login.noAccount" defaultMessage="Don't have an account?" />{' '}
          <LinkButton type="button" onClick={() => ui.openRegister()}>
            <FormattedMessage id="auth.login.signUp" defaultMessage="Sign Up" />
          </LinkButton>
        </Footer>
      </form>
    </Dialog>
  );
}
