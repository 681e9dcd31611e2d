import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readPreview, type PreviewGrant } from '../lib/preview-token.js';
import { cookieValue } from '../lib/cookies.js';

/** The browser's preview: a signed grant (lib/preview-token.ts), HttpOnly, kept until it expires. */
export const PREVIEW_COOKIE = 'storefront_preview';

export interface PreviewOptions {
  /** PREVIEW_SECRET: what signs preview links; without it the store takes none. */
  secret: string | undefined;
  /** VITALS_SAMPLE_RATE: the share of page views whose field data the shell reports (0 to 1). */
  vitalsSampleRate: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The valid preview this browser holds, or null (none, forged, tampered, expired, or previews off). */
    previewOf(request: FastifyRequest): PreviewGrant | null;
    /**
     * composition.json's text as this browser gets it, for /composition.json and the pages the server
     * renders alike: canaries resolved for its bucket (remote-telemetry), its preview in place of that
     * remote's entry, and the field-data sample rate when it is not the default.
     */
    browserComposition(text: string, request: FastifyRequest, reply: FastifyReply): Promise<string>;
  }
}

/**
 * Previews for remote teams (docs/composition.md, "Preview"): `npm run compose -- preview` signs a
 * link; GET /preview?token= (routes/preview/) checks it and gives that one browser a cookie under
 * which the server renders, and the shell loads, that build of that remote. Nobody else is affected.
 * A forged, tampered or expired cookie is ignored: the stable build serves.
 */
export const previews = fp<PreviewOptions>(
  async function previews(app: FastifyInstance, options) {
    const previewOf = (request: FastifyRequest): PreviewGrant | null =>
      options.secret ? readPreview(cookieValue(request.headers.cookie, PREVIEW_COOKIE), options.secret) : null;
    app.decorate('previewOf', previewOf);
    app.decorate('browserComposition', async (text: string, request: FastifyRequest, reply: FastifyReply) => {
      const resolved = app.hasDecorator('compositionFor') ? await app.compositionFor(text, request, reply) : text;
      return personalise(resolved, previewOf(request), options.vitalsSampleRate);
    });
  },
  { name: 'previews' },
);

/**
 * The resolved composition with the browser's preview in place of its remote's entry (its own
 * manifest and version, no integrity pin or canary of the stable build, `served: "preview"`), and
 * `telemetry.vitals_sample_rate` when it is not 1. Without either the text is answered as it was.
 */
export function personalise(text: string, grant: PreviewGrant | null, vitalsSampleRate: number): string {
  const sampled = vitalsSampleRate !== 1;
  if (!grant && !sampled) return text;
  let parsed: { remotes?: Record<string, Record<string, unknown> | undefined>; telemetry?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return text;
  }
  const entry = grant ? parsed.remotes?.[grant.remote] : undefined;
  if (grant && entry) {
    const { integrity: _pin, canary: _canary, version: _version, ...rest } = entry;
    parsed.remotes![grant.remote] = {
      ...rest,
      manifest: grant.manifest,
      ...(grant.version ? { version: grant.version } : {}),
      served: 'preview',
    };
  }
  if (sampled) parsed.telemetry = { vitals_sample_rate: vitalsSampleRate };
  return JSON.stringify(parsed, null, 2);
}
