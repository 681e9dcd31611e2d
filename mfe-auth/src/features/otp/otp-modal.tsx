import { Dialog, toApiFailure, useStores, type ModalProps, FormattedMessage, observer } from 'shared-sdk';
import { OtpEntry } from './otp-entry';

/**
 * OTP entry after registration (docs/product.md#session-and-settings-browser): the code registration sent to the new account's phone,
 * checked with verify-otp (forgot_password 0: only a registration code), with a 60 s resend.
 */
export default observer(function OtpModal({ onClose }: ModalProps) {
  const { api, auth, settings, ui } = useStores();
  const user = auth.user as { phone?: string | null; phone_code?: string | null; email?: string | null } | null;
  const phone = user?.phone ?? '';
  // The server sends a registration code to the e-mail when register_otp_type says so.
  const destination = settings.register_otp_type === 'email' && user?.email ? user.email : phone;

  const verify = async (otp: string) => {
    try {
      const result = await api.auth.verifyOtp({ phone, otp, forgot_password: 0 });
      if (result.message) ui.success(result.message);
      onClose();
    } catch (error) {
      ui.error(toApiFailure(error).message);
    }
  };

  const resend = async () => {
    try {
      const result = await api.auth.sendOtp({ phone, phone_code: user?.phone_code ?? null, forgot_password: null });
      if (result.message) ui.success(result.message);
      return true;
    } catch (error) {
      ui.error(toApiFailure(error).message);
      return false;
    }
  };

  return (
    <Dialog title={<FormattedMessage id="auth.otp.title" defaultMessage="OTP Verification" />} onClose={onClose}>
      <OtpEntry destination={destination || undefined} onVerify={verify} onResend={resend} />
    </Dialog>
  );
});
