import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toApiFailure } from './api-error';
import type { HttpClientOptions } from './http-client';

/**
 * A fresh id for one call, sent as X-Request-Id: the server logs its line under it, so the
 * "Reference" of an error toast finds the line (docs/logging.md). randomUUID needs a secure
 * context; plain http falls back to random hex.
 */
export function newRequestId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How many times a GET the server refused as busy is asked again, and the longest wait before one. */
export const BUSY_RETRIES = 2;
const BUSY_WAIT_MAX_MS = 5_000;
const BUSY_WAIT_MIN_MS = 250;
/** How many times a GET that got no answer at all (timed out, or the connection failed) is asked again. */
export const UNANSWERED_RETRIES = 1;
const UNANSWERED_WAIT_MS = 500;
/** Calls give up after this long without an answer (the wait for a free connection included). */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * How long to wait before asking again, when the answer is the server saying it is busy: a 503 with
 * Retry-After (the API's admission gate and its database-unavailable answer, docs/operating.md), not
 * yet asked again `BUSY_RETRIES` times. Undefined otherwise. Retry-After's seconds, bounded, with up
 * to a quarter of a second of jitter so that the pages refused together do not come back together.
 */
function busyRetryDelay(error: AxiosError): number | undefined {
  const { config, response } = error;
  if (!config || response?.status !== 503) return undefined;
  if ((config.busyRetries ?? 0) >= BUSY_RETRIES) return undefined;
  const seconds = Number(response.headers['retry-after']);
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  config.busyRetries = (config.busyRetries ?? 0) + 1;
  return Math.min(BUSY_WAIT_MAX_MS, Math.max(BUSY_WAIT_MIN_MS, seconds * 1000)) + Math.random() * 250;
}

/**
 * How long to wait before asking again a GET that got no answer: it timed out (a busy server, or a
 * browser whose connections to the host were all taken by slow calls, so it was never sent) or the
 * connection failed. Asked once more after half a second: a page whose data got lost so shows it
 * instead of its Retry button. Not a call the page cancelled itself.
 */
function unansweredRetryDelay(error: AxiosError): number | undefined {
  const { config, response, code } = error;
  if (!config || response || (code !== AxiosError.ECONNABORTED && code !== AxiosError.ETIMEDOUT && code !== AxiosError.ERR_NETWORK)) {
    return undefined;
  }
  if ((config.unansweredRetries ?? 0) >= UNANSWERED_RETRIES) return undefined;
  config.unansweredRetries = (config.unansweredRetries ?? 0) + 1;
  return UNANSWERED_WAIT_MS + Math.random() * UNANSWERED_WAIT_MS;
}

/**
 * The wait before a GET is asked again, or undefined: a GET is safe to repeat, and only in a browser
 * (a server render whose own API call failed leaves that data to the browser rather than adding to the load).
 */
function retryDelay(error: AxiosError): number | undefined {
  if (typeof window === 'undefined' || (error.config?.method ?? 'get').toLowerCase() !== 'get') return undefined;
  return busyRetryDelay(error) ?? unansweredRetryDelay(error);
}

/** The one axios client of the storefront: the API's headers, the bearer token, the 401 rule, request ids. */
export function createAxiosInstance(options: HttpClientOptions & { baseURL: string }): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL, timeout: REQUEST_TIMEOUT_MS, adapter: options.adapter });
  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    config.headers.set('X-Requested-With', 'XMLHttpRequest');
    if (!config.headers.has('X-Request-Id')) config.headers.set('X-Request-Id', newRequestId());
    config.headers.set('Accept-Language', options.getLocale() || 'en');
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error)) return Promise.reject(error);
    const delay = retryDelay(error);
    if (delay !== undefined && error.config) {
      const again = error.config;
      // A new attempt is a new request for the server's log.
      again.headers.delete('X-Request-Id');
      await new Promise((resolve) => setTimeout(resolve, delay));
      return http.request(again);
    }
    // The server's id (it may have replaced ours), else the one sent: toApiFailure carries it on.
    const answered: unknown = error.response?.headers['x-request-id'];
    const sent: unknown = error.config?.headers.get('X-Request-Id');
    const requestId = typeof answered === 'string' ? answered : typeof sent === 'string' ? sent : undefined;
    Object.assign(error, { requestId });
    if (error.response?.status === 401 && error.config?.clearsSessionOn401) options.onUnauthorized();
    options.onFailure?.(toApiFailure(error));
    return Promise.reject(error);
  });
  return http;
}
