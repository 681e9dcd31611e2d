import fastifySwaggerUi from '@fastify/swagger-ui';
import { signedIn } from '../plugins/authenticate.js';
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/index.js';
import { authRoutes } from './auth/index.js';
import { cartRoutes } from './cart/index.js';
import { catalogRoutes } from './catalog/index.js';
import { contentRoutes } from './content/index.js';
import { countryRoutes } from './countries/index.js';
import { eventRoutes } from './events/index.js';
import { langRoutes } from './lang/index.js';
import { masterRoutes } from './master/index.js';
import { ordersRoutes } from './orders/index.js';
import { paymentWebhookRoutes } from './payments/webhook-routes.js';
import { sessionRoutes } from './session/index.js';
import { supportRoutes } from './support/index.js';
import { ticketRoutes } from './tickets/index.js';

/**
 * The CSP of the Swagger UI pages only (/api/docs/*): every other /api answer keeps the closed one
 * of plugins/security.ts, and the store's pages their own. Its scripts and styles are files of our
 * origin; the UI sets inline styles and shows its logo as a data: URL. No upgrade-insecure-requests:
 * the API is served over plain http on localhost and private networks.
 */
const DOCS_CSP = {
  'default-src': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
};

/** Every area of the storefront contract, mounted under /api by the app. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(masterRoutes);
  await app.register(langRoutes);
  await app.register(countryRoutes);
  await app.register(contentRoutes);
  await app.register(supportRoutes);
  await app.register(sessionRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(accountRoutes);
  await app.register(ticketRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(signedIn(eventRoutes));
  await app.register(paymentWebhookRoutes);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // Swagger UI at /api/docs, the same document at /api/docs/json (and /api/docs/yaml).
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    indexPrefix: '/api',
    staticCSP: DOCS_CSP,
    theme: { title: 'Storefront API' },
  });
};
