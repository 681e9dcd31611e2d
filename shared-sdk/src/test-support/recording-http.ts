import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type HttpClient } from '../client/http-client';

/**
 * The http client over an adapter that records each request and answers `body` with `status`
 * (rejecting as axios does from 400 up), for the API modules' tests: `createCartApi(recorded.http)`.
 */
export function recordingHttp(body: unknown, status = 200, token = 'token') {
  const seen: InternalAxiosRequestConfig[] = [];
  const onUnauthorized = jest.fn();
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  const http: HttpClient = createHttpClient({ getToken: () => token, getLocale: () => 'en', onUnauthorized, adapter });
  return { http, seen, onUnauthorized };
}
