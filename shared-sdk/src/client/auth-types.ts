/** Types of the auth calls of the server contract (docs/api.md#sign-up-and-sign-in). */
import type { ApiData } from './api-schema-types';

/** `{ access: { token }, user }`: the bearer token to store and the signed-in user (login, registration and social sign-in alike). */
export type AuthSession = ApiData<'/api/login', 'post'>;

export interface LoginRequest {
  phone: string;
  password: string;
}

export interface RegistrationRequest {
  name: string;
  phone: string;
  email: string;
  /** At least 6 characters. */
  password: string;
  /** A country name as GET /countries lists it. */
  country: string;
  phone_code: string;
}

export interface SendOtpRequest {
  /** The phone number; on forgot-password an e-mail address is accepted too. */
  phone: string;
  phone_code?: string | null;
  /** 1: a forgot-password code; null: the registration check (register_otp_verify). */
  forgot_password: 1 | null;
}

export interface SendOtpResult {
  message: string;
  /** Where the code went, masked ('*******0000', 'd***@example.com'). */
  email_or_phone: string;
}

export interface VerifyOtpRequest {
  /** The same phone (or e-mail) that was sent to /send-otp. */
  phone: string;
  /** The four digits joined. */
  otp: string;
  /** 1: only a forgot-password code is accepted; 0: only a registration code; omitted: either. */
  forgot_password?: 1 | 0 | null;
}

export interface VerifyOtpResult {
  message: string;
  /** The reset token, for a forgot-password code only. */
  token?: string;
}

export interface ResetPasswordRequest {
  password: string;
  password_confirmation: string;
  /** The token verify-otp returned. */
  token: string;
}

export interface SocialLoginRequest {
  /** Google or Apple: the identity token (JWT); Facebook: the access token. */
  code: string;
  /** The profile the provider's SDK returned (only a name hint for the server). */
  data?: unknown;
}
