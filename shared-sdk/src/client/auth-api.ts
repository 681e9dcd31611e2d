import type { AxiosInstance } from 'axios';
import type { Envelope, SocialProvider } from './api-types';
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
export function createAuthApi(http: AxiosInstance) {
  const data = async <T>(promise: Promise<{ data: Envelope<T> }>): Promise<T> => {
    const response = await promise;
    if (response.data.data === undefined) throw new Error('The server answered without data.');
    return response.data.data;
  };
  return {
    login: (body: LoginRequest) => data<AuthSession>(http.post('/login', body)),
    register: (body: RegistrationRequest) => data<AuthSession>(http.post('/registration', body)),
    sendOtp: async (body: SendOtpRequest): Promise<SendOtpResult> => {
      const response = await http.post<Envelope<{ email_or_phone: string }>>('/send-otp', body);
      return { message: response.data.message ?? '', email_or_phone: response.data.data?.email_or_phone ?? '' };
    },
    verifyOtp: async (body: VerifyOtpRequest): Promise<VerifyOtpResult> => {
      const response = await http.post<Envelope<{ token?: string }>>('/verify-otp', body);
      const token = response.data.data?.token;
      return token ? { message: response.data.message ?? '', token } : { message: response.data.message ?? '' };
    },
    resetPassword: (body: ResetPasswordRequest) =>
      http.post<Envelope<unknown>>('/reset-password', body).then((r) => r.data.message ?? ''),
    socialLogin: (provider: SocialProvider, body: SocialLoginRequest) =>
      data<AuthSession>(http.post(`/auth/${encodeURIComponent(provider)}/token`, body)),
    /** GET /logout revokes this token; the storefront clears its session whatever the answer (spec 8). */
    logout: () => http.get<Envelope<unknown>>('/logout').then((r) => r.data.message ?? ''),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
