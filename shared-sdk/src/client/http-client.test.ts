import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { BUSY_RETRIES, UNANSWERED_RETRIES, newRequestId } from './axios-instance';
import { createHttpClient } from './http-client';
import { createApi } from './api';
import { toApiFailure, firstFieldErrors } from './api-error';

function clientAnswering(status: number, body: unknown, token: string | null = 'secret', headers: Record<string, string> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const onUnauthorized = jest.fn();
  const onFailure = jest.fn();
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: '', headers, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw error;
    }
    return response;
  };
  const http = createHttpClient({ getToken: () => token, getLocale: () => 'ar', onUnauthorized, onFailure, adapter });
  return { http, seen, onUnauthorized, onFailure };
}

describe('http client', () => {
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
    expect(failure).toEqual({ status: 422, message: body.message, errors: body.errors, requestId: expect.any(String) });
    expect(firstFieldErrors(body.errors)).toEqual({ phone: 'The phone has already been taken.' });
  });
});

describe('request ids (docs/logging.md)', () => {
  it('sends a fresh X-Request-Id with every call', async () => {
    const { http, seen } = clientAnswering(200, { data: {} });
    await http.get('/master');
    await http.get('/master');
    const [first, second] = seen.map((config) => config.headers.get('X-Request-Id'));
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(first).not.toBe(second);
  });

  it("keeps the server's id on the failure and reports the failure", async () => {
    const { http, onFailure } = clientAnswering(500, { message: 'Server Error' }, null, { 'x-request-id': 'server-id-0123' });
    const failure = toApiFailure(await http.get('/carts').catch((error: unknown) => error));
    expect(failure.requestId).toBe('server-id-0123');
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 500, message: 'Server Error', requestId: 'server-id-0123' }));
  });

  it('falls back to the id it sent when the answer names none', async () => {
    const { http, seen } = clientAnswering(422, { message: 'Invalid.' });
    const failure = toApiFailure(await http.post('/login').catch((error: unknown) => error));
    expect(failure.requestId).toBe(seen[0]!.headers.get('X-Request-Id'));
  });

  it('makes random hex ids where crypto.randomUUID is missing (plain http)', () => {
    const randomUUID = globalThis.crypto?.randomUUID;
    if (globalThis.crypto) Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const [a, b] = [newRequestId(), newRequestId()];
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      expect(a).not.toBe(b);
    } finally {
      if (globalThis.crypto) Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

/** A client whose answers are `statuses` in turn (the last one repeats), each with `headers`. */
function clientAnsweringInTurn(statuses: number[], headers: Record<string, string>) {
  const seen: InternalAxiosRequestConfig[] = [];
  const onFailure = jest.fn();
  const adapter: AxiosAdapter = async (config) => {
    const status = statuses[Math.min(seen.length, statuses.length - 1)]!;
    seen.push(config);
    const response = {
      data: status >= 400 ? { message: 'The store is busy right now.' } : { data: { ok: true } },
      status,
      statusText: '',
      headers,
      config,
    };
    if (status >= 400)
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  const http = createHttpClient({ getToken: () => null, getLocale: () => 'en', onUnauthorized: jest.fn(), onFailure, adapter });
  return { http, seen, onFailure };
}

describe('a server that says it is busy (503 with Retry-After)', () => {
  it('asks a GET again after the wait it names, as a new request, and reports nothing when it then answers', async () => {
    const { http, seen, onFailure } = clientAnsweringInTurn([503, 200], { 'retry-after': '0' });
    const response = await http.get<{ data: { ok: boolean } }>('/shops/1');
    expect(response.data.data.ok).toBe(true);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get('X-Request-Id')).not.toBe(seen[0]!.headers.get('X-Request-Id'));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it(`gives up after ${BUSY_RETRIES} more tries and reports the refusal`, async () => {
    const { http, seen, onFailure } = clientAnsweringInTurn([503], { 'retry-after': '0' });
    const failure = toApiFailure(await http.get('/shops/1').catch((error: unknown) => error));
    expect(failure.status).toBe(503);
    expect(seen).toHaveLength(1 + BUSY_RETRIES);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a POST, nor a 503 that names no wait', async () => {
    const post = clientAnsweringInTurn([503, 200], { 'retry-after': '0' });
    await expect(post.http.post('/place-order', {})).rejects.toBeTruthy();
    expect(post.seen).toHaveLength(1);
    const bare = clientAnsweringInTurn([503, 200], {});
    await expect(bare.http.get('/shops/1')).rejects.toBeTruthy();
    expect(bare.seen).toHaveLength(1);
  });
});

/** A client whose first `lost` calls get no answer (failing with `code`, as axios reports it), then 200s. */
function clientLosing(lost: number, code: string) {
  const seen: InternalAxiosRequestConfig[] = [];
  const onFailure = jest.fn();
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (seen.length <= lost) throw new AxiosError('no answer', code, config);
    return { data: { data: { ok: true } }, status: 200, statusText: '', headers: {}, config };
  };
  const http = createHttpClient({ getToken: () => null, getLocale: () => 'en', onUnauthorized: jest.fn(), onFailure, adapter });
  return { http, seen, onFailure };
}

describe('a GET that gets no answer (a timeout, a failed connection)', () => {
  it.each([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT, AxiosError.ERR_NETWORK])(
    'is asked once more (%s), as a new request, and reports nothing when it then answers',
    async (code) => {
      const { http, seen, onFailure } = clientLosing(1, code);
      const response = await http.get<{ data: { ok: boolean } }>('/products/28/details');
      expect(response.data.data.ok).toBe(true);
      expect(seen).toHaveLength(2);
      expect(seen[1]!.headers.get('X-Request-Id')).not.toBe(seen[0]!.headers.get('X-Request-Id'));
      expect(onFailure).not.toHaveBeenCalled();
    },
  );

  it(`fails after ${UNANSWERED_RETRIES} more try and reports it`, async () => {
    const { http, seen, onFailure } = clientLosing(5, AxiosError.ECONNABORTED);
    await expect(http.get('/products/28/details')).rejects.toMatchObject({ code: AxiosError.ECONNABORTED });
    expect(seen).toHaveLength(1 + UNANSWERED_RETRIES);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('is not a POST, nor a call the page cancelled', async () => {
    const post = clientLosing(1, AxiosError.ECONNABORTED);
    await expect(post.http.post('/place-order', {})).rejects.toBeTruthy();
    expect(post.seen).toHaveLength(1);
    const cancelled = clientLosing(1, AxiosError.ERR_CANCELED);
    await expect(cancelled.http.get('/products/28/details')).rejects.toBeTruthy();
    expect(cancelled.seen).toHaveLength(1);
  });
});
