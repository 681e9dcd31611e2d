import { useState, type FormEvent } from 'react';
import { Dialog, TextField, firstFieldErrors, toApiFailure, useStores, type Country, type ModalProps, FormattedMessage, useIntl } from 'shared-sdk';
import { SubmitButton } from '../form-parts';
import { OtpEntry } from '../otp/otp-entry';
import { CountryPicker, DEFAULT_COUNTRY, useCountries } from '../registration/country-picker';

type Step = 'contact' | 'code' | 'password';

/**
 * Forgot password in three steps (spec 4, 5, 8): (1) country and phone (or e-mail) and send the code,
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
  const [contact, setContact] = useState('');
  const [destination, setDestination] = useState('');
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  /** POST /send-otp (forgot_password 1); true when the code went out. */
  const sendCode = async (): Promise<boolean> => {
    try {
      const result = await api.auth.sendOtp({ phone: contact.trim(), phone_code: country?.phone_code ?? null, forgot_password: 1 });
      setDestination(result.email_or_phone);
      if (result.message) ui.success(result.message);
      return true;
    } catch (error) {
      const failure = toApiFailure(error);
      setErrors(firstFieldErrors(failure.errors));
      ui.error(failure.message);
      return false;
    }
  };

  const submitContact = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const local: Record<string, string> = {};
    if (!country) local.country = intl.formatMessage({ id: 'auth.validation.countryRequired', defaultMessage: 'The country field is required' });
    if (!contact.trim()) local.phone = intl.formatMessage({ id: 'auth.validation.phoneRequired', defaultMessage: 'The phone field is required' });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    const sent = await sendCode();
    setSending(false);
    if (sent) setStep('code');
  };

  const verify = async (otp: string) => {
    try {
      const result = await api.auth.verifyOtp({ phone: contact.trim(), otp, forgot_password: 1 });
      if (!result.token) {
        ui.error(result.message || intl.formatMessage({ id: 'auth.forgotPassword.noToken', defaultMessage: 'The code could not be verified.' }));
        return;
      }
      setToken(result.token);
      setErrors({});
      setStep('password');
    } catch (error) {
      ui.error(toApiFailure(error).message);
    }
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (password !== confirmation) {
      setErrors({ password_confirmation: intl.formatMessage({ id: 'auth.validation.passwordMismatch', defaultMessage: 'Confirm Password does not match.' }) });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const result = await api.auth.resetPassword({ password, password_confirmation: confirmation, token });
      ui.openLogin();
      if (result) ui.success(result);
    } catch (error) {
      // Spec 8: a failed reset keeps its field errors.
      const failure = toApiFailure(error);
      setErrors(firstFieldErrors(failure.errors));
      ui.error(failure.message);
      setSending(false);
    }
  };

  return (
    <Dialog title={<FormattedMessage id="auth.forgotPassword.title" defaultMessage="Forgot Password" />} onClose={onClose}>
      {step === 'contact' && (
        <form onSubmit={submitContact} noValidate>
          <CountryPicker countries={countries} value={country} onChange={setCountry} error={errors.country ?? errors.phone_code} />
          <TextField
            label={
              byEmail ? (
                <FormattedMessage id="auth.forgotPassword.email" defaultMessage="Email" />
              ) : (
                <FormattedMessage id="auth.forgotPassword.phone" defaultMessage="Phone" />
              )
            }
            name="phone"
            type={byEmail ? 'email' : 'tel'}
            autoComplete={byEmail ? 'email' : 'tel-national'}
            start={!byEmail && country ? <span aria-hidden="true">+{country.phone_code}</span> : undefined}
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            error={errors.phone}
          />
          <SubmitButton type="submit" disabled={sending}>
            <FormattedMessage id="auth.forgotPassword.sendCode" defaultMessage="Send Code" />
          </SubmitButton>
        </form>
      )}
      {step === 'code' && <OtpEntry destination={destination || contact} onVerify={verify} onResend={sendCode} />}
      {step === 'password' && (
        <form onSubmit={submitPassword} noValidate>
          <TextField
            label={<FormattedMessage id="auth.forgotPassword.newPassword" defaultMessage="New Password" />}
            name="password"
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <TextField
            label={<FormattedMessage id="auth.forgotPassword.confirmPassword" defaultMessage="Confirm Password" />}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={errors.password_confirmation ?? errors.token}
          />
          <SubmitButton type="submit" disabled={sending}>
            <FormattedMessage id="auth.forgotPassword.reset" defaultMessage="Reset Password" />
          </SubmitButton>
        </form>
      )}
    </Dialog>
  );
}
