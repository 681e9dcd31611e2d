import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MessageId } from '../../i18n/messages-en.js';
import { html } from '../../lib/html.js';
import { readPreview } from '../../lib/preview-token.js';
import { PREVIEW_COOKIE } from '../../plugins/previews.js';
import { loadPageFrame, page, sendHtml } from '../../rendering/server-pages.js';

/**
 * GET /preview?token= and GET /preview/exit (docs/composition.md, "Preview"): a signed link gives this
 * one browser the preview cookie that plugins/previews.ts reads; exit takes it away.
 */
export const previewRoutes: FastifyPluginAsync<{ secret: string | undefined }> = async function previewRoutes(app, { secret }) {
  const pageOptions = { schema: { hide: true, querystring: z.object({ token: z.string().max(4000).optional() }) } };
  app.get('/preview', pageOptions, async (request, reply) => {
    if (!secret) return refuse(app, request, reply, 404, 'preview.off_title', 'preview.off');
    const token = (request.query as { token?: string }).token;
    const grant = readPreview(token, secret);
    if (!grant || !token) return refuse(app, request, reply, 400, 'preview.invalid_title', 'preview.invalid');
    const maxAge = Math.max(1, Math.floor((grant.expiresAt - Date.now()) / 1000));
    request.log.info({ remote: grant.remote, manifest: grant.manifest, expiresAt: new Date(grant.expiresAt) }, 'a browser took a preview');
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
};

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
