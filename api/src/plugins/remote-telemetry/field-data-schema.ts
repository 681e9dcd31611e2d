import { z } from 'zod';
import { REMOTE_NAMES } from './remote-loads-schema.js';

export const SERVED_AS = ['stable', 'canary', 'preview'] as const;
export const DEVICES = ['phone', 'desktop'] as const;
export const ERROR_SOURCES = ['boundary', 'error', 'unhandledrejection'] as const;

/** The longest a vital in milliseconds may be: 10 minutes (a page left open is not a measurement). */
const MAX_MS = 600_000;

/**
 * A route pattern as the shell's route table writes it ("/products/:id/details"), never a path a
 * shopper typed: ASCII only, so that it fits an index key beside a manifest URL.
 */
const routePattern = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9_\-/:.*]*$/);

/**
 * A manifest's absolute URL as the browser resolved it (`new URL(...).href` is ASCII): printable
 * ASCII only, which keeps every stored key under PostgreSQL's index row limit.
 */
const manifestUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/[!-~]+$/);

/** One remote build on the page: which remote, and the build (manifest) it was served. */
const build = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string().max(100).nullish(),
  manifest: manifestUrl,
  served: z.enum(SERVED_AS),
});

const ms = () => z.number().min(0).max(MAX_MS).optional();

/**
 * The page's Core Web Vitals as the browser measured them; any may be missing (INP needs an
 * interaction, LCP a paint). Fields the API does not know are dropped, not refused, so a newer
 * shell's extra measurements do not cost a whole beacon.
 */
const vitals = z.object({
  LCP: ms(),
  INP: ms(),
  CLS: z.number().min(0).max(100).optional(),
  FCP: ms(),
  TTFB: ms(),
});

/** One page view as the shell reports it when the page is hidden or left. */
const pageView = z.object({
  route: routePattern,
  device: z.enum(DEVICES),
  /** Whether any remote on the page was a canary or a preview (preview wins over canary). */
  served_as: z.enum(SERVED_AS),
  /** Each with the errors it raised on this page view (an older shell sends none: the page's count then). */
  builds: z.array(build.extend({ errors: z.number().int().min(0).max(1000).optional() })).max(8),
  vitals,
  /** Errors reported on this page view, of every remote on it. */
  errors: z.number().int().min(0).max(1000),
});

/** POST /api/telemetry/page-views: a batch (a beacon) of page views. */
export const pageViewsBody = z.object({ views: z.array(pageView).min(1).max(20) });
export type PageViewsBody = z.infer<typeof pageViewsBody>;

/** One error a remote's code raised, caught by its error boundary or by the window's handlers. */
const remoteError = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string().max(100).nullish(),
  manifest: manifestUrl,
  served: z.enum(SERVED_AS),
  route: routePattern,
  source: z.enum(ERROR_SOURCES),
  /** The error's first line; the API cleans it again (cleanErrorMessage). */
  message: z.string().max(200),
});

/** POST /api/telemetry/remote-errors: a batch of errors. */
export const remoteErrorsBody = z.object({ errors: z.array(remoteError).min(1).max(20) });
export type RemoteErrorsBody = z.infer<typeof remoteErrorsBody>;
