import axios, { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';

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
  /** How requests reach the server; axios's own (XHR/fetch in browsers, http in Node) by default. */
  adapter?: AxiosRequestConfig['adapter'];
}

export const DEFAULT_API_BASE = '/api';

/** The one axios instance of the storefront: spec section 7 headers, bearer token, the 401 rule. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL ?? DEFAULT_API_BASE, timeout: 20_000, adapter: options.adapter });
  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    config.headers.set('X-Requested-With', 'XMLHttpRequest');
    config.headers.set('Accept-Language', options.getLocale() || 'en');
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401 && error.config?.clearsSessionOn401) {
      options.onUnauthorized();
    }
    return Promise.reject(error);
  });
  return http;
}
