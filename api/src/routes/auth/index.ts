import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { loginRoutes } from './login.js';
import { otpRoutes } from './otp.js';
import { registrationRoutes } from './registration.js';
import { resetPasswordRoutes } from './reset-password.js';
import { socialRoutes } from './social.js';

/**
 * Sign-up and sign-in (docs/api.md#sign-up-and-sign-in): /registration, /login, /send-otp, /verify-otp,
 * /reset-password, /auth/{provider}/token. Logout lives with the sessions (routes/session).
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  // Only these routes read or set a cookie (the known device, routes/auth/known-device.ts).
  await app.register(fastifyCookie);
  await app.register(loginRoutes);
  await app.register(registrationRoutes);
  await app.register(otpRoutes);
  await app.register(resetPasswordRoutes);
  await app.register(socialRoutes);
};
