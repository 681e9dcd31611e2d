import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
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

/** The one axios client of the storefront: the API's headers, the bearer token, the 401 rule, request ids. */
export function createAxiosInstance(options: HttpClientOptions & { baseURL: string }): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL, timeout: 20_000, adapter: options.adapter });
  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    config.headers.set('X-Requested-With', 'XMLHttpRequest');
    if (!config.headers.has('X-Request-Id')) config.headers.set('X-Request-Id', newRequestId());
    config.headers.set('Accept-Language', options.getLocale() || 'en');
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (!axios.isAxiosError(error)) return Promise.reject(error);
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
