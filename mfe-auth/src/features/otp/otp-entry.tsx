import { useState, type FormEvent } from 'react';
import { OtpInput, FormattedMessage, useIntl } from 'shared-sdk';
import { LinkButton, SubmitButton } from '../../components/form-parts';
import { useResendTimer } from './use-resend-timer';

/** Four single-character boxes (docs/product.md#limits). */
export const OTP_LENGTH = 4;

export interface OtpEntryProps {
  /** Where the code went (the masked phone or e-mail), when known. */
  destination?: string;
  /** Checks the joined code; resolves true when it was accepted. */
  onVerify: (code: string) => Promise<unknown>;
  /** Sends a new code; resolves true when it was sent (the countdown then restarts). */
  onResend: () => Promise<boolean>;
}

/** The code step shared by the OTP dialog and forgot password: boxes, Verify, 60 s countdown, Resend. */
export function OtpEntry({ destination, onVerify, onResend }: OtpEntryProps) {
  const intl = useIntl();
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const [busy, setBusy] = useState(false);
  const { remaining, restart } = useResendTimer();
  const complete = digits.every((d) => d !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    try {
      await onVerify(digits.join(''));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      if (await onResend()) {
        setDigits(Array(OTP_LENGTH).fill(''));
        restart();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>
        {destination ? (
          <FormattedMessage
            id="auth.otp.sentTo"
            defaultMessage="Enter the 4-digit code sent to {destination}."
            values={{ destination: <bdi>{destination}</bdi> }}
          />
        ) : (
          <FormattedMessage id="auth.otp.enterCode" defaultMessage="Enter the 4-digit code we sent you." />
        )}
      </p>
      <OtpInput
        value={digits}
        onChange={setDigits}
        autoFocus
        label={intl.formatMessage({ id: 'auth.otp.code', defaultMessage: 'Verification code' })}
      />
      <p aria-live="polite">
        {remaining > 0 ? (
          <FormattedMessage
            id="auth.otp.resendIn"
            defaultMessage="Resend code in {seconds, plural, one {# second} other {# seconds}}"
            values={{ seconds: remaining }}
          />
        ) : (
          <LinkButton type="button" onClick={resend} disabled={busy}>
            <FormattedMessage id="auth.otp.resend" defaultMessage="Resend" />
          </LinkButton>
        )}
      </p>
      <SubmitButton type="submit" disabled={!complete || busy}>
        <FormattedMessage id="auth.otp.verify" defaultMessage="Verify" />
      </SubmitButton>
    </form>
  );
}
