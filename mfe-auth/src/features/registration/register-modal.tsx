import { useState, type FormEvent } from 'react';
import { Dialog, TextField, firstFieldErrors, toApiFailure, useStores, type Country, type ModalProps, FormattedMessage, useIntl } from 'shared-sdk';
import { SocialSignIn } from '../social/social-sign-in';
import { Footer, LinkButton, SubmitButton } from '../form-parts';
import { CountryPicker, DEFAULT_COUNTRY, useCountries } from './country-picker';
import { generateRegistration } from './generated-values';

/** The registration modal (spec 4, 5, 8): generated values, a country picker, server field errors. */
export default function RegisterModal({ onClose }: ModalProps) {
  const { api, auth, settings, ui } = useStores();
  const intl = useIntl();
  const [values, setValues] = useState(generateRegistration);
  const [country, setCountry] = useState<Country | null>(DEFAULT_COUNTRY);
  const countries = useCountries();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!country) {
      setErrors({
        country: intl.formatMessage({ id: 'auth.validation.countryRequired', defaultMessage: 'The country field is required' }),
      });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      await auth.register({ ...values, country: country.name, phone_code: country.phone_code });
    } catch (error) {
      const failure = toApiFailure(error);
      setErrors(firstFieldErrors(failure.errors));
      ui.error(failure.message);
      setSending(false);
      return;
    }
    ui.success(intl.formatMessage({ id: 'auth.register.success.message', defaultMessage: 'You have successfully registered.' }), {
      title: intl.formatMessage({ id: 'auth.register.success.title', defaultMessage: 'Register Successful' }),
      position: 'top-right',
      timeout: 3000,
    });
    onClose();
    // Spec 4: when settings require it, the OTP dialog opens and the code is sent.
    if (settings.register_otp_verify) {
      ui.open('otp');
      api.auth.sendOtp({ phone: values.phone, phone_code: country.phone_code, forgot_password: null }).then(
        (result) => result.message && ui.success(result.message),
        (error: unknown) => ui.error(toApiFailure(error).message),
      );
    }
  };

  const countryError = errors.country ?? errors.phone_code;

  return (
    <Dialog title={<FormattedMessage id="auth.register.title" defaultMessage="Registration" />} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={<FormattedMessage id="auth.register.name" defaultMessage="Name" />}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          error={errors.name}
        />
        <CountryPicker countries={countries} value={country} onChange={setCountry} error={countryError} />
        <TextField
          label={<FormattedMessage id="auth.register.phone" defaultMessage="Phone" />}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          start={country ? <span aria-hidden="true">+{country.phone_code}</span> : undefined}
          value={values.phone}
          onChange={(e) => set('phone')(e.target.value)}
          error={errors.phone}
        />
        <TextField
          label={<FormattedMessage id="auth.register.email" defaultMessage="Email" />}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          error={errors.email}
        />
        <TextField
          label={<FormattedMessage id="auth.register.password" defaultMessage="Password" />}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          error={errors.password}
        />
        <SubmitButton type="submit" disabled={sending}>
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
