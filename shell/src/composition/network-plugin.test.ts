import { MANIFEST_ATTEMPTS, MANIFEST_ATTEMPT_TIMEOUTS_MS, MANIFEST_RETRY_DELAY_MS, networkPlugin } from './network-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
const URL_A = 'https://cdn.example.com/cart/mf-manifest.json';
const ok = { ok: true, status: 200 } as Response;

function hookWith(fetchImpl: jest.Mock, integrity = new Map<string, string>(), inspect = jest.fn(async () => undefined)) {
  return networkPlugin({ integrityOf: (url) => integrity.get(url), inspect }, fetchImpl).fetch as unknown as FetchHook;
}

describe('networkPlugin', () => {
  it('passes the composition integrity hash and a timeout signal to fetch', async () => {
    const fetchImpl = jest.fn(async () => ok);
    await hookWith(fetchImpl, new Map([[URL_A, 'sha384-abc']]))(URL_A, {});
    expect(fetchImpl).toHaveBeenCalledWith(URL_A, expect.objectContaining({ integrity: 'sha384-abc', signal: expect.any(AbortSignal) }));
  });

  it('retries a failed manifest request a bounded number of times', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: false, status: 502 }) as Response);
    await expect(hookWith(fetchImpl)(URL_A, {})).rejects.toThrow('answered HTTP 502');
    expect(fetchImpl).toHaveBeenCalledTimes(MANIFEST_ATTEMPTS);
  });

  it('hands the manifest to the gate and does not retry one the gate refuses', async () => {
    const fetchImpl = jest.fn(async () => ok);
    const inspect = jest.fn(async () => Promise.reject(new Error('refused')));
    await expect(hookWith(fetchImpl, new Map(), inspect)(URL_A, {})).rejects.toThrow('refused');
    expect(inspect).toHaveBeenCalledWith(URL_A, ok);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('recovers when a retry succeeds', async () => {
    const fetchImpl = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok);
    await expect(hookWith(fetchImpl)(URL_A, {})).resolves.toBe(ok);
  });
});

describe('networkPlugin timeouts', () => {
  afterEach(() => jest.useRealTimers());

  it('abandons a request that gets no answer, and gives up after the last attempt', async () => {
    jest.useFakeTimers();
    const signals: AbortSignal[] = [];
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init.signal!);
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const result = hookWith(fetchImpl)(URL_A, {}).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(MANIFEST_ATTEMPT_TIMEOUTS_MS[0]);
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    await jest.advanceTimersByTimeAsync(MANIFEST_RETRY_DELAY_MS + MANIFEST_ATTEMPT_TIMEOUTS_MS[1] - 1);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    await jest.advanceTimersByTimeAsync(1);
    expect(await result).toEqual(expect.objectContaining({ message: expect.stringContaining('did not answer within 10000 ms') }));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
  });

  it('waits on its last attempt for a manifest a slow network brings after 2.5 s', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(() => resolve(ok), 2500);
          init.signal!.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(init.signal!.reason);
          });
        }),
    );
    const result = hookWith(fetchImpl)(URL_A, {});
    await jest.advanceTimersByTimeAsync(MANIFEST_ATTEMPT_TIMEOUTS_MS[0] + MANIFEST_RETRY_DELAY_MS + 2500);
    await expect(result).resolves.toBe(ok);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
