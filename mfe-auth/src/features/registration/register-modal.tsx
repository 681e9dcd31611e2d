import { useState } from 'react';
import { Dialog, TextField, toApiFailure, useStores, type Country, type ModalProps, FormattedMessage, useIntl } from 'shared-sdk';
import { useForm, type FieldErrors } from 'shared-sdk/forms';
import { SocialSignIn } from '../social';
import { Footer, LinkButton, SubmitButton } from '../../components/form-parts';
import { CountryPicker, DEFAULT_COUNTRY, useCountries } from '../../components/country-picker';
import { useWelcomeToast } from '../../components/use-welcome-toast';
import { generateRegistration } from './generated-values';

/** The registration modal (docs/product.md#session-and-settings-browser): generated values, a country picker, server field errors. */
export default function RegisterModal({ onClose }: ModalProps) {
  const { api, auth, settings, ui } = useStores();
  const intl = useIntl();
  const welcome = useWelcomeToast();
  const [country, setCountry] = useState<Country | null>(DEFAULT_COUNTRY);
  const countries = useCountries();
  const form = useForm({
    initialValues: generateRegistration,
    validate: (): FieldErrors =>
      country
        ? {}
        : { country: intl.formatMessage({ id: 'auth.validation.countryRequired', defaultMessage: 'The country field is required' }) },
    onSubmit: async (values) => {
      if (!country) return;
      await auth.register({ ...values, country: country.name, phone_code: country.phone_code });
      welcome('register');
      onClose();
      // When settings require it, the OTP dialog opens and the code is sent.
      if (settings.register_otp_verify) {
        ui.open('otp');
        api.auth.sendOtp({ phone: values.phone, phone_code: country.phone_code, forgot_password: null }).then(
          (result) => result.message && ui.success(result.message),
          (error: unknown) => ui.error(toApiFailure(error).message),
        );
      }
    },
    leavesOnSuccess: true,
  });
  const { errors } = form;

  const countryError = errors.country ?? errors.phone_code;

  return (
    <Dialog title={<FormattedMessage id="auth.register.title" defaultMessage="Registration" />} onClose={onClose}>
      <form onSubmit={form.handleSubmit} noValidate>
        <TextField label={<FormattedMessage id="auth.register.name" defaultMessage="Name" />} autoComplete="name" {...form.field('name')} />
        <CountryPicker countries={countries} value={country} onChange={setCountry} error={countryError} />
        <TextField
          label={<FormattedMessage id="auth.register.phone" defaultMessage="Phone" />}
          type="tel"
          autoComplete="tel-national"
          start={country ? <span aria-hidden="true">+{country.phone_code}</span> : undefined}
          {...form.field('phone')}
        />
        <TextField
          label={<FormattedMessage id="auth.register.email" defaultMessage="Email" />}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <TextField
          label={<FormattedMessage id="auth.register.password" defaultMessage="Password" />}
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <SubmitButton type="submit" disabled={form.submitting}>
          <FormattedMessage id="auth.register.submit" defaultMessage="Sign Up" />
        </SubmitButton>
        <SocialSignIn onSignedIn={onClose} />
        <Footer>
          <FormattedMessage id="auth.register.haveAccount" defaultMessage="Already have an account?" />{' '}
          <LinkButton type="button" onClick={() => ui.openLogin()}>
            <FormattedMessage id="auth.register.login" defaultMessage="Login" />
          </LinkButton>
        </Footer>
      </form>
    </Dialog>
  );
}
