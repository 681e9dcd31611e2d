import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { RemoteName, ServedBuild } from 'shared-sdk';
import type { PageBuild } from '../../composition/page-builds';

/**
 * The field-data report of one page view (one document load), in a chunk of its own with web-vitals:
 * loaded once the first page is shown and the browser idle (field-data.ts). web-vitals reads the
 * buffered performance entries, so LCP, FCP, CLS and TTFB observed this late are still the page's.
 */

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Milliseconds, CLS unitless; only what was measured (a page left before any input has no INP). */
export type Vitals = Partial<Record<VitalName, number>>;

export type DeviceClass = 'phone' | 'desktop';

/** One page view, as POST /api/telemetry/page-views takes it (in `views`). */
export interface PageViewRecord {
  /** The route pattern of the page the document was loaded on ('/*' for an unknown path). */
  route: string;
  device: DeviceClass;
  /** 'preview' when any build on the page was one, else 'canary' when any was, else 'stable'. */
  served_as: ServedBuild;
  builds: PageViewBuild[];
  vitals: Vitals;
  /** The remote errors this page view reported. */
  errors: number;
  /** The view token the page came with (viewToken); a page view without one is kept but does not judge canaries. */
  token?: string;
}

/** A build on the page, with the errors it raised on this page view (counted against it alone). */
export type PageViewBuild = PageBuild & { errors: number };

/** What the rest of the shell knows of the page when the report goes out (federation-runtime.ts). */
export interface PageViewSources {
  builds(): PageBuild[];
  /** The remote errors this page view reported, of `remote` or of all. */
  errorCount(remote?: RemoteName): number;
}

type MetricReport = (metric: { value: number }) => void;
/** How each vital is observed: web-vitals' `onLCP`, `onINP`… (fakes in tests). */
export type MetricSources = Record<VitalName, (report: MetricReport) => void>;

const WEB_VITALS: MetricSources = { LCP: onLCP, INP: onINP, CLS: onCLS, FCP: onFCP, TTFB: onTTFB };

export interface PageViewReportOptions {
  /** `${apiBase}/telemetry/page-views`. */
  url: string;
  route: string;
  sources: PageViewSources;
  send?: (url: string, body: Blob) => boolean;
  metrics?: MetricSources;
  win?: Window;
}

/**
 * Collects the page's vitals and sends one beacon when the page is first hidden or left: by then
 * web-vitals has reported LCP, CLS and INP (it listens in the capture phase on the window, before
 * this listener on the document). Nothing personal goes out: the route pattern, a coarse device
 * class, the builds, numbers, and the view token the page came with.
 */
export function startPageViewReport({
  url,
  route,
  sources,
  send = beacon,
  metrics = WEB_VITALS,
  win = window,
}: PageViewReportOptions): void {
  const vitals: Vitals = {};
  for (const name of VITAL_NAMES) {
    // A later report of a vital (LCP grows until the first input) replaces the earlier one.
    metrics[name]((metric) => {
      vitals[name] = rounded(name, metric.value);
    });
  }
  const device = deviceClass(win);
  const token = viewToken(win);
  const doc = win.document;
  let sent = false;
  const report = () => {
    if (sent) return;
    sent = true;
    const builds = sources.builds().map((build) => ({ ...build, errors: sources.errorCount(build.remote) }));
    const view: PageViewRecord = {
      route,
      device,
      served_as: servedAs(builds),
      builds,
      vitals: { ...vitals },
      errors: sources.errorCount(),
      ...(token ? { token } : {}),
    };
    try {
      send(url, new Blob([JSON.stringify({ views: [view] })], { type: 'application/json' }));
    } catch {
      // A refused beacon loses this page view: nothing to retry once the page is gone.
    }
  };
  doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && report());
  win.addEventListener('pagehide', report);
}

/** The Server-Timing entry the store sends its view token in (api/src/plugins/remote-telemetry/view-token.ts). */
export const VIEW_TOKEN_TIMING = 'storefront-view';

/**
 * The view token of this document: every page the store serves carries one, in its response's
 * `Server-Timing` header, which the browser gives the page in the navigation's entry. It names the
 * page view for the canary rules, which count each once (docs/field-data.md). Undefined when the
 * page has none (a browser without PerformanceServerTiming, a page served by another host).
 */
export function viewToken(win: Window = window): string | undefined {
  const performance = win.performance as Performance | undefined;
  if (typeof performance?.getEntriesByType !== 'function') return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const entry = navigation?.serverTiming?.find((timing) => timing.name === VIEW_TOKEN_TIMING);
  return entry?.description || undefined;
}

/** Whole milliseconds; CLS to four decimals (its thresholds are 0.1 and 0.25). */
function rounded(name: VitalName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/** A phone: a narrow viewport (the layout's phone breakpoint) or a coarse pointer (a touch screen). */
export function deviceClass(win: Window = window): DeviceClass {
  const matches = (query: string) => typeof win.matchMedia === 'function' && win.matchMedia(query).matches;
  return matches('(max-width: 767px)') || matches('(pointer: coarse)') ? 'phone' : 'desktop';
}

export function servedAs(builds: readonly PageBuild[]): ServedBuild {
  if (builds.some((build) => build.served === 'preview')) return 'preview';
  return builds.some((build) => build.served === 'canary') ? 'canary' : 'stable';
}

function beacon(url: string, body: Blob): boolean {
  return navigator.sendBeacon(url, body);
}
