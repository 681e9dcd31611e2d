import type { Composition } from 'shared-sdk';
import type { PageViewReportOptions, PageViewSources } from './page-view-report';

/**
 * Whether this page view's field data is measured: decided once, at random, by the server's sample
 * rate (composition.json's `telemetry.vitals_sample_rate`, else every page view), and never where
 * the browser has no sendBeacon to carry the report.
 */
export function measuresFieldData(composition: Composition, random: () => number = Math.random, nav: Navigator = navigator): boolean {
  if (typeof nav.sendBeacon !== 'function') return false;
  return random() < (composition.telemetry?.vitals_sample_rate ?? 1);
}

/**
 * Loads the page-view report with web-vitals, a chunk of their own that the first page never waits
 * for, and starts it.
 */
export function startFieldData(options: PageViewReportOptions): Promise<void> {
  return import(/* webpackChunkName: "field-data" */ './page-view-report').then(
    ({ startPageViewReport }) => startPageViewReport(options),
    (error: unknown) => console.warn('The field-data report could not be loaded; this page view goes unmeasured.', error),
  );
}

export interface FieldDataOptions {
  composition: Composition;
  /** The route pattern of the page the document was loaded on. */
  route: string;
  sources: PageViewSources;
  /** Runs `start` once the first page is shown, the document loaded and the browser idle (idle-prefetch.ts). */
  whenReady: (start: () => void) => void;
  random?: () => number;
  nav?: Navigator;
  start?: (options: PageViewReportOptions) => unknown;
}

/**
 * This page view's field data (docs/field-data.md): sampled at once (a page view sampled out fetches
 * nothing more), then measured by the lazy chunk, which reports when the page is hidden or left.
 */
export function reportFieldData({ composition, route, sources, whenReady, random, nav, start = startFieldData }: FieldDataOptions): void {
  if (!measuresFieldData(composition, random, nav)) return;
  whenReady(() => void start({ url: `${composition.apiBase}/telemetry/page-views`, route, sources }));
}
