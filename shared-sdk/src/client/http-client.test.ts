import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from './http-client';
import { createApi } from './api';
import { toApiFailure, firstFieldErrors } from './api-error';

function clientAnswering(status: number, body: unknown, token: string | null = 'secret') {
  const seen: InternalAxiosRequestConfig[] = [];
  const onUnauthorized = jest.fn();
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true, response, config,
      });
      throw error;
    }
    return response;
  };
  const http = createHttpClient({ getToken: () => token, getLocale: () => 'ar', onUnauthorized, adapter });
  return { http, seen, onUnauthorized };
}

describe('http client (spec 7)', () => {
  it('sends base /api, X-Requested-With, Accept-Language and the bearer token', async () => {
    const { http, seen } = clientAnswering(200, { data: { countries: [{ name: 'Iraq', phone_code: '964' }] } });
    await expect(createApi(http).getCountries()).resolves.toEqual([{ name: 'Iraq', phone_code: '964' }]);
    const headers = seen[0]!.headers;
    expect(seen[0]!.baseURL).toBe('/api');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(headers.get('Authorization')).toBe('Bearer secret');
  });

  it('sends no Authorization header for a guest', async () => {
    const { http, seen } = clientAnswering(200, { data: {} }, null);
    await http.get('/master');
    expect(seen[0]!.headers.get('Authorization')).toBeUndefined();
  });

  it('clears the session on a 401 only for the calls that ask for it', async () => {
    const { http, onUnauthorized } = clientAnswering(401, { message: 'Unauthenticated.' });
    await expect(http.get('/profile')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(http.get('/carts', { clearsSessionOn401: true })).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a 422 into the message and field errors the forms show', async () => {
    const body = { message: 'The phone has already been taken.', errors: { phone: ['The phone has already been taken.', 'x'] } };
    const { http } = clientAnswering(422, body);
    const failure = await http.post('/registration').catch(toApiFailure);
    expect(failure).toEqual({ status: 422, message: body.message, errors: body.errors });
    expect(firstFieldErrors(body.errors)).toEqual({ phone: 'The phone has already been taken.' });
  });
});
