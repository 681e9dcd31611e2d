import { useState } from 'react';
import { Dialog, TextField, toApiFailure, useStores, type Country, type ModalProps, FormattedMessage, useIntl } from 'shared-sdk';
import { useForm, type FieldErrors } from 'shared-sdk/forms';
import { SubmitButton } from '../../components/form-parts';
import { OtpEntry } from '../otp';
import { CountryPicker, DEFAULT_COUNTRY, useCountries } from '../../components/country-picker';

type Step = 'contact' | 'code' | 'password';

/**
 * Forgot password in three steps (docs/product.md#session-and-settings-browser): (1) country and phone (or e-mail) and send the code,
 * (2) the four-digit code, which verify-otp turns into a reset token, (3) the new password. On success
 * the login modal opens. Every failure's server message goes to a bottom-left error toast.
 */
export default function ForgotPasswordModal({ onClose }: ModalProps) {
  const { api, settings, ui } = useStores();
  const intl = useIntl();
  const countries = useCountries();
  const byEmail = settings.forgot_otp_type === 'email';
  const [step, setStep] = useState<Step>('contact');
  const [country, setCountry] = useState<Country | null>(DEFAULT_COUNTRY);
  const [destination, setDestination] = useState('');
  const [token, setToken] = useState('');

  /** POST /send-otp (forgot_password 1): the code goes out to the phone or e-mail. */
  const send = async (phone: string) => {
    const result = await api.auth.sendOtp({ phone: phone.trim(), phone_code: country?.phone_code ?? null, forgot_password: 1 });
    setDestination(result.email_or_phone);
    if (result.message) ui.success(result.message);
  };

  const contactForm = useForm({
    initialValues: { phone: '' },
    validate: (values) => {
      const local: FieldErrors = {};
      if (!country)
        local.country = intl.formatMessage({ id: 'auth.validation.countryRequired', defaultMessage: 'The country field is required' });
      if (!values.phone.trim())
        local.phone = intl.formatMessage({ id: 'auth.validation.phoneRequired', defaultMessage: 'The phone field is required' });
      return local;
    },
    onSubmit: async (values) => {
      await send(values.phone);
      setStep('code');
    },
  });
  const contact = contactForm.values.phone;

  /** The code step's Resend: true when a new code went out. */
  const resend = async (): Promise<boolean> => {
    try {
      await send(contact);
      return true;
    } catch (error) {
      contactForm.showFailure(error);
      return false;
    }
  };

  const verify = async (otp: string) => {
    try {
      const result = await api.auth.verifyOtp({ phone: contact.trim(), otp, forgot_password: 1 });
      if (!result.token) {
        ui.error(
          result.message || intl.formatMessage({ id: 'auth.forgotPassword.noToken', defaultMessage: 'The code could not be verified.' }),
        );
        return;
      }
      setToken(result.token);
      setStep('password');
    } catch (error) {
      ui.error(toApiFailure(error).message);
    }
  };

  // A failed reset keeps its field errors (beside the fields, the message in a toast).
  const passwordForm = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: (values): FieldErrors =>
      values.password === values.password_confirmation
        ? {}
        : {
            password_confirmation: intl.formatMessage({
              id: 'auth.validation.passwordMismatch',
              defaultMessage: 'Confirm Password does not match.',
            }),
          },
    onSubmit: async (values) => {
      const result = await api.auth.resetPassword({ ...values, token });
      ui.openLogin();
      if (result) ui.success(result);
    },
    leavesOnSuccess: true,
  });

  return (
    <Dialog title={<FormattedMessage id="auth.forgotPassword.title" defaultMessage="Forgot Password" />} onClose={onClose}>
      {step === 'contact' && (
        <form onSubmit={contactForm.handleSubmit} noValidate>
          <CountryPicker
            countries={countries}
            value={country}
            onChange={setCountry}
            error={contactForm.errors.country ?? contactForm.errors.phone_code}
          />
          <TextField
            label={
              byEmail ? (
                <FormattedMessage id="auth.forgotPassword.email" defaultMessage="Email" />
              ) : (
                <FormattedMessage id="auth.forgotPassword.phone" defaultMessage="Phone" />
              )
            }
            type={byEmail ? 'email' : 'tel'}
            autoComplete={byEmail ? 'email' : 'tel-national'}
            start={!byEmail && country ? <span aria-hidden="true">+{country.phone_code}</span> : undefined}
            {...contactForm.field('phone')}
          />
          <SubmitButton type="submit" disabled={contactForm.submitting}>
            <FormattedMessage id="auth.forgotPassword.sendCode" defaultMessage="Send Code" />
          </SubmitButton>
        </form>
      )}
      {step === 'code' && <OtpEntry destination={destination || contact} onVerify={verify} onResend={resend} />}
      {step === 'password' && (
        <form onSubmit={passwordForm.handleSubmit} noValidate>
          <TextField
            label={<FormattedMessage id="auth.forgotPassword.newPassword" defaultMessage="New Password" />}
            type="password"
            autoComplete="new-password"
            autoFocus
            {...passwordForm.field('password')}
          />
          <TextField
            label={<FormattedMessage id="auth.forgotPassword.confirmPassword" defaultMessage="Confirm Password" />}
            type="password"
            autoComplete="new-password"
            {...passwordForm.field('password_confirmation')}
            error={passwordForm.errors.password_confirmation ?? passwordForm.errors.token}
          />
          <SubmitButton type="submit" disabled={passwordForm.submitting}>
            <FormattedMessage id="auth.forgotPassword.reset" defaultMessage="Reset Password" />
          </SubmitButton>
        </form>
      )}
    </Dialog>
  );
}
