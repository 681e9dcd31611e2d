import { recordingHttp } from '../test-support/recording-http';
import { createAuthApi } from './auth-api';
import { toApiFailure } from './api-error';

const USER = {
  id: 7,
  name: 'Layla',
  phone: '07701234567',
  phone_verified: false,
  email: 'layla@example.com',
  email_verified: false,
  profile_photo: null,
  gender: null,
  date_of_birth: null,
  country: 'Iraq',
  phone_code: '964',
};
const SESSION = { access: { token: 'tok' }, user: USER };

/** An auth api over a recording client answering `body` with `status`; `request()` is the last request made. */
function apiAnswering(body: unknown, status = 200) {
  const { http, seen } = recordingHttp(body, status, 'secret');
  const request = () => {
    const config = seen[seen.length - 1]!;
    return { method: config.method, url: config.url, body: config.data ? JSON.parse(config.data) : undefined, config };
  };
  return { api: createAuthApi(http), request };
}

describe('auth api', () => {
  it('login posts phone and password and returns the session', async () => {
    const { api, request } = apiAnswering({ message: 'Login successful.', data: SESSION });
    await expect(api.login({ phone: '0770', password: 'secret1' })).resolves.toEqual(SESSION);
    expect(request()).toMatchObject({ method: 'post', url: '/login', body: { phone: '0770', password: 'secret1' } });
  });

  it('register posts the registration payload', async () => {
    const { api, request } = apiAnswering({ data: SESSION });
    const body = { name: 'Layla', phone: '0770', email: 'l@example.com', password: 'secret1', country: 'Iraq', phone_code: '964' };
    await expect(api.register(body)).resolves.toEqual(SESSION);
    expect(request()).toMatchObject({ method: 'post', url: '/registration', body });
  });

  it('sendOtp returns the message and where the code went', async () => {
    const { api, request } = apiAnswering({ message: 'sent', data: { email_or_phone: '*******0000' } });
    const body = { phone: '01700000000', phone_code: '880', forgot_password: 1 as const };
    await expect(api.sendOtp(body)).resolves.toEqual({ message: 'sent', email_or_phone: '*******0000' });
    expect(request()).toMatchObject({ method: 'post', url: '/send-otp', body });
  });

  it('verifyOtp returns the reset token when there is one, and only the message otherwise', async () => {
    const withToken = apiAnswering({ message: 'ok', data: { token: 'reset' } });
    await expect(withToken.api.verifyOtp({ phone: '0170', otp: '1234', forgot_password: 1 })).resolves.toEqual({
      message: 'ok',
      token: 'reset',
    });
    expect(withToken.request()).toMatchObject({
      method: 'post',
      url: '/verify-otp',
      body: { phone: '0170', otp: '1234', forgot_password: 1 },
    });
    const verified = apiAnswering({ message: 'verified' });
    await expect(verified.api.verifyOtp({ phone: '0170', otp: '1234' })).resolves.toEqual({ message: 'verified' });
  });

  it('resetPassword posts the new password and token and returns the message', async () => {
    const { api, request } = apiAnswering({ message: 'reset' });
    const body = { password: 'abcdef', password_confirmation: 'abcdef', token: 't' };
    await expect(api.resetPassword(body)).resolves.toBe('reset');
    expect(request()).toMatchObject({ method: 'post', url: '/reset-password', body });
  });

  it('socialLogin posts code and data to the provider path', async () => {
    const { api, request } = apiAnswering({ data: SESSION });
    await expect(api.socialLogin('apple', { code: 'jwt', data: { user: { name: { firstName: 'A' } } } })).resolves.toEqual(SESSION);
    expect(request()).toMatchObject({
      method: 'post',
      url: '/auth/apple/token',
      body: { code: 'jwt', data: { user: { name: { firstName: 'A' } } } },
    });
  });

  it('logout calls GET /logout with the bearer token', async () => {
    const { api, request } = apiAnswering({ message: 'Logged out successfully.' });
    await expect(api.logout()).resolves.toBe('Logged out successfully.');
    const { method, url, config } = request();
    expect({ method, url }).toEqual({ method: 'get', url: '/logout' });
    expect(config.headers.get('Authorization')).toBe('Bearer secret');
  });

  it('passes field errors and rate-limit refusals through to toApiFailure', async () => {
    const body = { message: 'The phone has already been taken.', errors: { phone: ['The phone has already been taken.'] } };
    const taken = apiAnswering(body, 422);
    expect(
      await taken.api.register({ name: 'a', phone: 'b', email: 'c', password: 'd', country: 'e', phone_code: 'f' }).catch(toApiFailure),
    ).toEqual({
      status: 422,
      message: body.message,
      errors: body.errors,
      requestId: expect.any(String),
    });
    const limited = apiAnswering({ message: 'Too many attempts. Please try again in 60 seconds.' }, 429);
    expect(await limited.api.login({ phone: 'p', password: 'x' }).catch(toApiFailure)).toMatchObject({ status: 429 });
  });
});
