import axios, { AxiosError, AxiosHeaders, getAdapter, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A request to the API, as the server that hosts the renderer answers it in-process. */
export interface ApiCall {
  method: string;
  /** Path and query, e.g. '/api/products?page=1'. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: string;
}

/**
 * The axios adapter of a server-rendered page's root store: requests to the API's own paths go to
 * `callApi` (the API answers them in-process, through its routes, schemas and public cache, with no
 * socket), anything else to axios's http adapter. Status handling is axios's own (validateStatus).
 */
export function inProcessAdapter(callApi: (call: ApiCall) => Promise<ApiAnswer>): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    // Base URL and params as axios joins them in the browser, so both sides ask the same URL.
    const url = axios.getUri(config);
    if (/^[a-z][a-z\d+.-]*:/i.test(url)) return getAdapter('http')(config);
    const answer = await callApi({
      method: (config.method ?? 'get').toUpperCase(),
      url,
      headers: plainHeaders(config.headers),
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: AxiosHeaders.from(answer.headers as Record<string, string>),
      config,
      request: null,
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status < 400;
    if (valid) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
  };
}

function plainHeaders(headers: InternalAxiosRequestConfig['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(headers).toJSON())) {
    if (typeof value === 'string') out[name.toLowerCase()] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[name.toLowerCase()] = String(value);
  }
  return out;
}
