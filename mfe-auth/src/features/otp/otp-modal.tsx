import { FormattedMessage } from 'react-intl';
import { ComingSoon, Dialog, type ModalProps } from 'shared-sdk';

/** OTP entry after registration (spec 4, 5). The four boxes and resend come with the auth issue. */
export default function OtpModal({ onClose }: ModalProps) {
  return (
    <Dialog
      title={<FormattedMessage id="auth.otp.title" defaultMessage="OTP Verification" />}
      onClose={onClose}
    >
      <ComingSoon />
    </Dialog>
  );
}
