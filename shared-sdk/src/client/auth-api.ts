import type { HttpClient } from './http-client';
import type { Envelope, SocialProvider } from './api-types';
import { envelopeData as data, envelopeMessage, envelopeWithMessage } from './envelope-data';
import type {
  AuthSession,
  LoginRequest,
  RegistrationRequest,
  ResetPasswordRequest,
  SendOtpRequest,
  SendOtpResult,
  SocialLoginRequest,
  VerifyOtpRequest,
  VerifyOtpResult,
} from './auth-types';

/**
 * The auth calls: login, registration, the OTP steps, password reset, social sign-in and logout.
 * Failures reject with the axios error (read it with toApiFailure: 422 field errors, 429 message).
 */
export function createAuthApi(http: HttpClient) {
  return {
    login: (body: LoginRequest) => data<AuthSession>(http.post('/login', body)),
    register: (body: RegistrationRequest) => data<AuthSession>(http.post('/registration', body)),
    sendOtp: (body: SendOtpRequest): Promise<SendOtpResult> =>
      envelopeWithMessage<{ email_or_phone: string }>(http.post('/send-otp', body)),
    // A registration code answers only a message (no data), so this one is unwrapped by hand.
    verifyOtp: async (body: VerifyOtpRequest): Promise<VerifyOtpResult> => {
      const response = await http.post<Envelope<{ token?: string }>>('/verify-otp', body);
      const token = response.data.data?.token;
      return token ? { message: response.data.message ?? '', token } : { message: response.data.message ?? '' };
    },
    resetPassword: (body: ResetPasswordRequest) => envelopeMessage(http.post('/reset-password', body)),
    socialLogin: (provider: SocialProvider, body: SocialLoginRequest) =>
      data<AuthSession>(http.post(`/auth/${encodeURIComponent(provider)}/token`, body)),
    /** GET /logout revokes this token; the storefront clears its session whatever the answer (docs/product.md#messages). */
    logout: () => envelopeMessage(http.get('/logout')),
  };
}
