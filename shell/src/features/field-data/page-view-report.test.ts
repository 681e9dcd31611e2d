import type { PageBuild } from '../../composition/page-builds';
import {
  deviceClass,
  servedAs,
  startPageViewReport,
  viewToken,
  type MetricSources,
  type PageViewRecord,
  type VitalName,
} from './page-view-report';

/** jsdom's Blob has no text(): read it the older way. */
async function bodyOf(blob: Blob): Promise<{ views: PageViewRecord[] }> {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return JSON.parse(text) as { views: PageViewRecord[] };
}

const catalog: PageBuild = {
  remote: 'catalog',
  version: '0.2.0',
  manifest: 'https://shop.example/releases/mfe-catalog/0.2.0/mf-manifest.json',
  served: 'canary',
};
const cart: PageBuild = { remote: 'cart', version: null, manifest: 'https://shop.example/remotes/cart/mf-manifest.json', served: 'stable' };

/** web-vitals stand-ins: the test reports each metric when it likes, as the library would. */
function fakeMetrics() {
  const reporters: Partial<Record<VitalName, (metric: { value: number }) => void>> = {};
  const register = (name: VitalName) => (report: (metric: { value: number }) => void) => void (reporters[name] = report);
  const metrics: MetricSources = {
    LCP: register('LCP'),
    INP: register('INP'),
    CLS: register('CLS'),
    FCP: register('FCP'),
    TTFB: register('TTFB'),
  };
  const report = (name: VitalName, value: number) => reporters[name]?.({ value });
  return { metrics, report };
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function mediaMatching(matching: string[]): void {
  Object.assign(window, { matchMedia: (query: string) => ({ matches: matching.includes(query), media: query }) });
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  Object.assign(window, { matchMedia: undefined });
});

describe('the page-view report', () => {
  it('sends one beacon when the page is hidden: route pattern, device, builds with their own errors, served_as, the vitals measured, the errors reported', async () => {
    mediaMatching(['(pointer: coarse)']);
    const { metrics, report } = fakeMetrics();
    const send = jest.fn((_url: string, _body: Blob) => true);
    let loaded = [catalog];
    let errors: Partial<Record<string, number>> = { catalog: 1 };
    const errorCount = (remote?: string) =>
      remote ? (errors[remote] ?? 0) : Object.values(errors).reduce<number>((sum, n) => sum + (n ?? 0), 0);
    startPageViewReport({
      url: '/api/telemetry/page-views',
      route: '/products/:id/details',
      sources: { builds: () => loaded, errorCount },
      send,
      metrics,
    });
    report('TTFB', 212.4);
    report('FCP', 803.6);
    report('LCP', 1200.2);
    // LCP grows until the first input: the last value is the page's.
    report('LCP', 1450.7);
    report('CLS', 0.034_567);
    // The cart drawer loaded later, and one more error: the report says how the page view ended.
    loaded = [catalog, cart];
    errors = { catalog: 2 };
    expect(send).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0]!;
    expect(url).toBe('/api/telemetry/page-views');
    expect(body.type).toBe('application/json');
    expect(await bodyOf(body)).toEqual({
      views: [
        {
          route: '/products/:id/details',
          device: 'phone',
          served_as: 'canary',
          // The catalog's errors are its own: the cart on the same page is not blamed for them.
          builds: [
            { ...catalog, errors: 2 },
            { ...cart, errors: 0 },
          ],
          // No INP: the shopper never interacted.
          vitals: { TTFB: 212, FCP: 804, LCP: 1451, CLS: 0.0346 },
          errors: 2,
        },
      ],
    });
  });

  it('sends once per page view: a later hide, the page being left, or a vital arriving after it sends nothing more', () => {
    const { metrics, report } = fakeMetrics();
    const send = jest.fn(() => true);
    startPageViewReport({ url: '/t', route: '/', sources: { builds: () => [], errorCount: () => 0 }, send, metrics });
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    report('INP', 96);
    setVisibility('visible');
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not send while the page stays visible', () => {
    const { metrics, report } = fakeMetrics();
    const send = jest.fn(() => true);
    startPageViewReport({ url: '/t', route: '/', sources: { builds: () => [], errorCount: () => 0 }, send, metrics });
    report('LCP', 900);
    setVisibility('visible');
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the view token of the page's navigation, when the page came with one", async () => {
    const token = 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBB.sxyz12.CCCCCCCCCCCCCCCCCCCCCC';
    // jsdom keeps no performance entries: the navigation's entry is given here, as a browser has it.
    const entries = jest.fn(() => [{ serverTiming: [{ name: 'storefront-view', description: token, duration: 0 }] }]);
    Object.defineProperty(window.performance, 'getEntriesByType', { value: entries, configurable: true });
    try {
      const send = jest.fn((_url: string, _body: Blob) => true);
      startPageViewReport({
        url: '/t',
        route: '/',
        sources: { builds: () => [], errorCount: () => 0 },
        send,
        metrics: fakeMetrics().metrics,
      });
      window.dispatchEvent(new Event('pagehide'));
      expect((await bodyOf(send.mock.calls[0]![1])).views[0]!.token).toBe(token);
      expect(entries).toHaveBeenCalledWith('navigation');
    } finally {
      delete (window.performance as Partial<Performance>).getEntriesByType;
    }
  });

  it('never throws when the browser refuses the beacon', () => {
    const { metrics } = fakeMetrics();
    startPageViewReport({
      url: '/t',
      route: '/',
      sources: { builds: () => [], errorCount: () => 0 },
      send: () => {
        throw new Error('refused');
      },
      metrics,
    });
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
  });
});

describe('the view token', () => {
  it("is none without a navigation entry, without Server-Timing, or without the store's entry", () => {
    const withEntries = (entries: unknown[]) => ({ performance: { getEntriesByType: () => entries } }) as unknown as Window;
    expect(viewToken({} as Window)).toBeUndefined();
    expect(viewToken(withEntries([]))).toBeUndefined();
    expect(viewToken(withEntries([{}]))).toBeUndefined();
    expect(viewToken(withEntries([{ serverTiming: [{ name: 'db', description: 'x' }] }]))).toBeUndefined();
    expect(viewToken(withEntries([{ serverTiming: [{ name: 'storefront-view', description: 'tok' }] }]))).toBe('tok');
  });
});

describe('what a page view is said to be', () => {
  it('a phone for a narrow viewport or a coarse pointer, else a desktop', () => {
    mediaMatching(['(max-width: 767px)']);
    expect(deviceClass()).toBe('phone');
    mediaMatching(['(pointer: coarse)']);
    expect(deviceClass()).toBe('phone');
    mediaMatching(['(min-width: 1024px)']);
    expect(deviceClass()).toBe('desktop');
  });

  it('served as a preview when any build was one, else as a canary when any was, else stable', () => {
    const preview: PageBuild = { ...cart, served: 'preview' };
    expect(servedAs([catalog, preview])).toBe('preview');
    expect(servedAs([cart, catalog])).toBe('canary');
    expect(servedAs([cart])).toBe('stable');
    expect(servedAs([])).toBe('stable');
  });
});
