import type { Composition } from 'shared-sdk';
import type { RemoteTelemetry } from '../composition/federation-runtime';
import { reportFieldData } from '../features/field-data/field-data';
import { whenPageLoadedAndIdle } from './when-idle';
import { routePattern } from './route-pattern';

/** The route pattern of the page on screen: how the error reports name it (never its URL). */
export const currentRoute = () => routePattern(window.location.pathname);

/** This page view's field data (docs/field-data.md), once the first page is shown and the browser idle. */
export function measureFieldData(composition: Composition, telemetry: RemoteTelemetry, pageShown: Promise<void>): void {
  reportFieldData({
    composition,
    // The page the document was loaded on, whichever the shopper is on when the report's chunk arrives.
    route: currentRoute(),
    sources: telemetry,
    whenReady: (start) => whenPageLoadedAndIdle(pageShown, start),
  });
}
