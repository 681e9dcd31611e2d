import type { FastifyPluginAsync } from 'fastify';

/**
 * 'Become a Seller' links to /shop/register (docs/product.md#who-it-is-for). The seller side is another application; when
 * SELLER_URL names it, /shop and everything under it redirect there (the path below /shop and the
 * query kept). Without it, the storefront's own Page Not Found answers, as for any unknown path.
 */
export const sellerRedirect: FastifyPluginAsync<{ sellerUrl: string | undefined }> = async function sellerRedirect(app, { sellerUrl }) {
  if (!sellerUrl) return;
  const base = sellerUrl.replace(/\/+$/, '');
  const redirect = (url: string) => `${base}${url.replace(/^\/shop/, '')}`;
  app.get('/shop', { schema: { hide: true } }, (request, reply) => reply.redirect(redirect(request.url), 302));
  app.get('/shop/*', { schema: { hide: true } }, (request, reply) => reply.redirect(redirect(request.url), 302));
};
