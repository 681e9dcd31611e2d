import type { Composition } from 'shared-sdk';
import { measuresFieldData, reportFieldData } from './field-data';
import { startPageViewReport, type MetricSources, type PageViewReportOptions } from './page-view-report';

const remote = (name: string) => ({ manifest: `https://shop.example/remotes/${name}/mf-manifest.json` });
const composition = (telemetry?: Composition['telemetry']): Composition => ({
  apiBase: '/api',
  remotes: { catalog: remote('catalog'), cart: remote('cart'), account: remote('account'), auth: remote('auth') },
  ...(telemetry ? { telemetry } : {}),
});

const withBeacon = { sendBeacon: () => true } as unknown as Navigator;
const noMetrics: MetricSources = {
  LCP: () => undefined,
  INP: () => undefined,
  CLS: () => undefined,
  FCP: () => undefined,
  TTFB: () => undefined,
};

describe('which page views are measured', () => {
  it("samples by the server's rate, one draw per page view", () => {
    const random = jest.fn(() => 0.3);
    expect(measuresFieldData(composition({ vitals_sample_rate: 0.5 }), random, withBeacon)).toBe(true);
    expect(random).toHaveBeenCalledTimes(1);
    expect(measuresFieldData(composition({ vitals_sample_rate: 0.25 }), () => 0.3, withBeacon)).toBe(false);
    expect(measuresFieldData(composition({ vitals_sample_rate: 0 }), () => 0, withBeacon)).toBe(false);
  });

  it('measures every page view when the composition says no rate', () => {
    expect(measuresFieldData(composition(), () => 0.999_999, withBeacon)).toBe(true);
  });

  it('measures nothing where the browser has no sendBeacon to carry the report', () => {
    const random = jest.fn(() => 0);
    expect(measuresFieldData(composition(), random, {} as Navigator)).toBe(false);
    expect(random).not.toHaveBeenCalled();
  });
});

describe('reportFieldData', () => {
  afterEach(() => Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true }));

  function run(rate: number, draw: number) {
    const send = jest.fn((_url: string, _body: Blob) => true);
    const ready: (() => void)[] = [];
    const start = jest.fn((options: PageViewReportOptions) => startPageViewReport({ ...options, send, metrics: noMetrics }));
    reportFieldData({
      composition: composition({ vitals_sample_rate: rate }),
      route: '/shops/:id',
      sources: { builds: () => [], errorCount: () => 0 },
      whenReady: (work) => ready.push(work),
      random: () => draw,
      nav: withBeacon,
      start,
    });
    return { send, ready, start };
  }

  it('starts the report once the page is ready, which then sends one beacon to the API when the page is hidden', () => {
    const { send, ready, start } = run(0.5, 0.2);
    expect(start).not.toHaveBeenCalled();
    expect(ready).toHaveLength(1);
    ready[0]!();
    expect(start).toHaveBeenCalledWith({ url: '/api/telemetry/page-views', route: '/shops/:id', sources: expect.any(Object) });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toBe('/api/telemetry/page-views');
  });

  it('loads nothing and sends nothing for a page view sampled out', () => {
    const { send, ready, start } = run(0.5, 0.7);
    expect(ready).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(start).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});
