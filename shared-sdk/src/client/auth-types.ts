/** Types of the auth calls of the server contract (docs/api.md#sign-up-and-sign-in). */
import type { ApiBody, ApiData } from './api-schema-types';

/** `{ access: { token }, user }`: the bearer token to store and the signed-in user (login, registration and social sign-in alike). */
export type AuthSession = ApiData<'/api/login', 'post'>;

export type LoginRequest = ApiBody<'/api/login', 'post'>;

/** Written out: `phone_code` is required, as the server requires it (422 without it), though the document marks it optional. */
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

/**
 * Written out: `forgot_password` is always given, as 1 or null; the server also takes it absent and
 * in the earlier product's forms (docs/api.md#compatibility).
 */
export interface SendOtpRequest {
  /** The phone number; on forgot-password an e-mail address is accepted too. */
  phone: string;
  phone_code?: string | null;
  /** 1: a forgot-password code; null: the registration check (register_otp_verify). */
  forgot_password: 1 | null;
}

/** The server's message, and where the code went, masked (`email_or_phone`: '*******0000', 'd***@example.com'). */
export type SendOtpResult = ApiData<'/api/send-otp', 'post'> & { message: string };

/** Written out: `forgot_password` only as 1, 0 or null; the server also takes the earlier product's forms (docs/api.md#compatibility). */
export interface VerifyOtpRequest {
  /** The same phone (or e-mail) that was sent to /send-otp. */
  phone: string;
  /** The four digits joined. */
  otp: string;
  /** 1: only a forgot-password code is accepted; 0: only a registration code; omitted: either. */
  forgot_password?: 1 | 0 | null;
}

/** The server's message, and the reset `token` for a forgot-password code only (a registration code answers no data). */
export type VerifyOtpResult = Partial<ApiData<'/api/verify-otp', 'post'>> & { message: string };

/** POST /reset-password with the `token` verify-otp returned. */
export type ResetPasswordRequest = ApiBody<'/api/reset-password', 'post'>;

/**
 * `code`: Google's or Apple's identity token (JWT), or Facebook's access token; `data`: the profile
 * the provider's SDK returned (only a name hint for the server).
 */
export type SocialLoginRequest = ApiBody<'/api/auth/{provider}/token', 'post'>;
