import { Dialog, TextField, useStores, type ModalProps, FormattedMessage } from 'shared-sdk';
import { useForm } from 'shared-sdk/forms';
import { SocialSignIn } from '../social';
import { Footer, LinkButton, LinkRow, SubmitButton } from '../../components/form-parts';
import { useWelcomeToast } from '../../components/use-welcome-toast';

/** With app_environment 'local' the form starts with the demo shopper's credentials (docs/product.md#validation). */
export const DEMO_CREDENTIALS = { phone: '01700000000', password: 'secret123' };

/** The login modal: phone and password, server errors beside the fields. */
export default function LoginModal({ onClose }: ModalProps) {
  const { auth, settings, ui } = useStores();
  const welcome = useWelcomeToast();
  // A failure's field errors show beside the fields, its message in a bottom-left error toast (useForm's).
  const form = useForm({
    initialValues: () => (settings.isLocal ? { ...DEMO_CREDENTIALS } : { phone: '', password: '' }),
    onSubmit: async (values) => {
      await auth.login(values);
      welcome('login');
      onClose();
    },
    leavesOnSuccess: true,
  });

  return (
    <Dialog title={<FormattedMessage id="auth.login.title" defaultMessage="Login" />} onClose={onClose}>
      <form onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={<FormattedMessage id="auth.login.phone" defaultMessage="Phone" />}
          type="tel"
          autoComplete="tel"
          {...form.field('phone')}
        />
        <TextField
          label={<FormattedMessage id="auth.login.password" defaultMessage="Password" />}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <LinkRow>
          <LinkButton type="button" onClick={() => ui.openForgotPassword()}>
            <FormattedMessage id="auth.login.forgotPassword" defaultMessage="Forgot Password?" />
          </LinkButton>
        </LinkRow>
        <SubmitButton type="submit" disabled={form.submitting}>
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
