import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiFailure } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Marks the calls whose 401 clears the session (cart, addresses, favorites, checkout:
     * docs/product.md#messages). Other calls' 401s are left to their callers.
     */
    clearsSessionOn401?: boolean;
    /** How many times this GET was asked again after a 503 with Retry-After (axios-instance.ts). */
    busyRetries?: number;
    /** How many times this GET was asked again after no answer came (a timeout, a failed connection). */
    unansweredRetries?: number;
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
 * What the API modules call: axios's request methods. The instance behind them is created on the first
 * call, when axios itself loads (its own chunk, fetched ahead while the browser is idle): a server-rendered
 * page shows and hydrates without an API call, so axios stays off the first load (docs/performance.md,
 * "axios loads with the first call").
 */
export type HttpClient = Pick<AxiosInstance, 'get' | 'post' | 'delete'>;

/** Loads axios ahead of the first call (the shell asks when the browser is idle). */
export function preloadHttpClient(): Promise<unknown> {
  return loadAxios().catch(() => undefined);
}

// axios and the interceptors that configure it (axios-instance.ts) load together, off the first load.
const loadAxios = () => import('./axios-instance');

/** The one axios client of the storefront: the API's headers, the bearer token, the 401 rule. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let instance: Promise<AxiosInstance> | undefined;
  const http = () =>
    (instance ??= loadAxios().then(({ createAxiosInstance }) =>
      createAxiosInstance({ ...options, baseURL: options.baseURL ?? DEFAULT_API_BASE }),
    ));
  return {
    get: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      http().then((client) => client.get<T, R, D>(url, config)),
    post: <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      http().then((client) => client.post<T, R, D>(url, data, config)),
    delete: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      http().then((client) => client.delete<T, R, D>(url, config)),
  };
}
