import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { readPreview, type PreviewGrant } from '../lib/preview-token.js';
import { cookieValue } from './page-request.js';
import { html } from '../lib/html.js';
import { loadPageFrame, page, sendHtml } from '../routes/orders/pages-html.js';
import type { MessageId } from '../i18n/messages-en.js';

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
 * link; GET /preview?token= checks it and gives that one browser a cookie under which the server
 * renders, and the shell loads, that build of that remote. Nobody else is affected. GET
 * /preview/exit ends it. A forged, tampered or expired cookie is ignored: the stable build serves.
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

    const pageOptions = { schema: { hide: true, querystring: z.object({ token: z.string().max(4000).optional() }) } };
    app.get('/preview', pageOptions, async (request, reply) => {
      if (!options.secret) return refuse(app, request, reply, 404, 'preview.off_title', 'preview.off');
      const token = (request.query as { token?: string }).token;
      const grant = readPreview(token, options.secret);
      if (!grant || !token) return refuse(app, request, reply, 400, 'preview.invalid_title', 'preview.invalid');
      const maxAge = Math.max(1, Math.floor((grant.expiresAt - Date.now()) / 1000));
      request.log.info(
        { remote: grant.remote, manifest: grant.manifest, expiresAt: new Date(grant.expiresAt) },
        'a browser took a preview',
      );
      return reply
        .header('set-cookie', previewCookie(request, token, maxAge))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect('/', 303);
    });

    app.get('/preview/exit', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('set-cookie', previewCookie(request, '', 0))
        .header('cache-control', 'no-store')
        .redirect('/', 303),
    );
  },
  { name: 'previews' },
);

function previewCookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

async function refuse(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  title: MessageId,
  text: MessageId,
) {
  const { frame } = await loadPageFrame(app, request);
  const body = html`<h1>${frame.t(title)}</h1><p>${frame.t(text)}</p>
<div class="actions"><a class="button" href="/">${frame.t('preview.to_store')}</a></div>`;
  // The cookie goes too: a browser that followed a bad link keeps no half-made preview.
  reply.header('set-cookie', previewCookie(request, '', 0));
  return sendHtml(reply, status, page(frame, frame.t(title), body));
}

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
