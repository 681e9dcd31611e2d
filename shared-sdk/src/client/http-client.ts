import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { toApiFailure, type ApiFailure } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Marks the calls of spec section 8 whose 401 clears the session (cart, addresses, favorites,
     * checkout). Other calls' 401s are left to their callers.
     */
    clearsSessionOn401?: boolean;
  }
}

export interface HttpClientOptions {
  /** Base path of the API, '/api' by default; composition.json may point elsewhere. */
  baseURL?: string;
  getToken: () => string | null | undefined;
  getLocale: () => string;
  /** Called when a session-bound call answers 401. */
  onUnauthorized: () => void;
  /** Called with every failed call (its request id included), before the caller sees it. */
  onFailure?: (failure: ApiFailure) => void;
  /** How requests reach the server; axios's own (XHR/fetch in browsers, http in Node) by default. */
  adapter?: AxiosRequestConfig['adapter'];
}

export const DEFAULT_API_BASE = '/api';

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

/**
 * What the API modules call: axios's request methods. The instance behind them is created on the first
 * call, when axios itself loads (its own chunk, fetched ahead while the browser is idle): a server-rendered
 * page shows and hydrates without an API call, so axios's 20 KB gzip stay off the first load.
 */
export type HttpClient = Pick<AxiosInstance, 'get' | 'post' | 'delete'>;

/** Loads axios ahead of the first call (the shell asks when the browser is idle). */
export function preloadHttpClient(): Promise<unknown> {
  return loadAxios().catch(() => undefined);
}

const loadAxios = () => import('axios');

/** The one axios client of the storefront: the API's headers, the bearer token, the 401 rule. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let instance: Promise<AxiosInstance> | undefined;
  const http = () => (instance ??= loadAxios().then(({ default: axios }) => configure(axios, options)));
  return {
    get: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      http().then((client) => client.get<T, R, D>(url, config)),
    post: <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      http().then((client) => client.post<T, R, D>(url, data, config)),
    delete: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      http().then((client) => client.delete<T, R, D>(url, config)),
  };
}

function configure(axios: AxiosStatic, options: HttpClientOptions): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL ?? DEFAULT_API_BASE, timeout: 20_000, adapter: options.adapter });
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
