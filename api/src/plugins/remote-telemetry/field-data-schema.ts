import { z } from 'zod';
import { fieldMessage } from '../../lib/validation-messages.js';
import { REMOTE_NAMES } from './remote-loads-schema.js';
import { buildVersion, manifestUrl } from './report-fields.js';
import { VIEW_TOKEN_PATTERN } from './view-token.js';

export const SERVED_AS = ['stable', 'canary', 'preview'] as const;
export const DEVICES = ['phone', 'desktop'] as const;
export const ERROR_SOURCES = ['boundary', 'error', 'unhandledrejection'] as const;

/** The longest a vital in milliseconds may be: 10 minutes (a page left open is not a measurement). */
const MAX_MS = 600_000;
/**
 * The most errors a page view reports: the shell sends a page's first ten and no more
 * (shell/src/composition/remote-error-reporter.ts, MAX_ERRORS_PER_PAGE). A page view claiming more
 * is not one a browser sent.
 */
export const MAX_ERRORS_PER_PAGE_VIEW = 10;

/**
 * A route pattern as the shell's route table writes it ("/products/:id/details"), never a path a
 * shopper typed: ASCII only, so that it fits an index key beside a manifest URL.
 */
const routePattern = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9_\-/:.*]*$/);

/** One remote build on the page: which remote, and the build (manifest) it was served. */
const build = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: buildVersion,
  manifest: manifestUrl,
  served: z.enum(SERVED_AS),
});

const ms = () => z.number().min(0).max(MAX_MS).optional();
const errorCount = () => z.number().int().min(0).max(MAX_ERRORS_PER_PAGE_VIEW);

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
const pageViewFields = z.object({
  route: routePattern,
  device: z.enum(DEVICES),
  /** Whether any remote on the page was a canary or a preview (preview wins over canary). */
  served_as: z.enum(SERVED_AS),
  /** Each with the errors it raised on this page view (an older shell sends none: the page's count then). */
  builds: z.array(build.extend({ errors: errorCount().optional() })).max(REMOTE_NAMES.length),
  vitals,
  /** Errors reported on this page view, of every remote on it. */
  errors: errorCount(),
  /** The view token the page came with (view-token.ts): a page view without one is kept but not judged. */
  token: z.string().max(200).regex(VIEW_TOKEN_PATTERN).optional(),
});
const pageView = pageViewFields.superRefine(checkPageView);

/**
 * What no page view of the shell's has: a remote twice on one page, a build blamed for more errors
 * than the page reported (alone, or all builds together), `served_as` other than its builds say.
 */
function checkPageView(view: z.infer<typeof pageViewFields>, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  let blamed = 0;
  view.builds.forEach((build, i) => {
    if (seen.has(build.remote)) {
      ctx.addIssue({
        code: 'custom',
        path: ['builds', i, 'remote'],
        message: fieldMessage('validation.selected_invalid', { path: ['remote'] }),
      });
    }
    seen.add(build.remote);
    blamed += build.errors ?? 0;
    if ((build.errors ?? 0) > view.errors) {
      const path = ['builds', i, 'errors'];
      ctx.addIssue({ code: 'custom', path, message: fieldMessage('validation.max_number', { path }, { max: view.errors }) });
    }
  });
  if (blamed > view.errors) {
    ctx.addIssue({ code: 'custom', path: ['errors'], message: fieldMessage('validation.selected_invalid', { path: ['errors'] }) });
  }
  const served = view.builds.some((b) => b.served === 'preview')
    ? 'preview'
    : view.builds.some((b) => b.served === 'canary')
      ? 'canary'
      : 'stable';
  if (view.served_as !== served) {
    ctx.addIssue({ code: 'custom', path: ['served_as'], message: fieldMessage('validation.selected_invalid', { path: ['served_as'] }) });
  }
}

/** POST /api/telemetry/page-views: a batch (a beacon) of page views. */
export const pageViewsBody = z.object({ views: z.array(pageView).min(1).max(20) });
export type PageViewsBody = z.infer<typeof pageViewsBody>;

/** One error a remote's code raised, caught by its error boundary or by the window's handlers. */
const remoteError = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: buildVersion,
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
