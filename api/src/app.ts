import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { REQUEST_TIMEOUT_MS, loadConfig, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { syncTranslations } from './db/seed/sync-translations.js';
import { compositionOriginsReader } from './lib/composition-origins.js';
import { installValidationMessages } from './lib/validation-messages.js';
import { authenticate } from './plugins/authenticate.js';
import { errorHandler } from './plugins/error-handler.js';
import { housekeeping } from './plugins/housekeeping.js';
import { connectionGuard } from './plugins/ops/connection-guard.js';
import { health } from './plugins/ops/health.js';
import { metrics } from './plugins/ops/metrics.js';
import { opsAccess } from './plugins/ops/ops-access.js';
import { outboxDispatcher } from './plugins/outbox-dispatcher.js';
import { changeFeed } from './plugins/change-feed.js';
import { productCards } from './plugins/product-cards.js';
import { productSearch } from './plugins/product-search.js';
import { publicAnswers } from './plugins/public-answers.js';
import { requestLanguage } from './plugins/request-language.js';
import { loggerOptions, requestIdOf, requestLog } from './plugins/request-log.js';
import { requestWork, type RequestWorkOptions } from './plugins/request-work.js';
import { createMailSender } from './lib/mail-sender.js';
import { createSmsSender } from './lib/sms-sender.js';
import { multipartForms } from './plugins/multipart-forms.js';
import { notFound } from './plugins/not-found.js';
import { security } from './plugins/security.js';
import { inlineScriptHashesOfFile } from './plugins/inline-script-hashes.js';
import { remoteTelemetry } from './plugins/remote-telemetry/index.js';
import { previews } from './plugins/previews.js';
import { createPageRendering } from './plugins/page-rendering.js';
import { registerStaticHosting } from './plugins/static-hosting.js';
import { payments } from './plugins/payments.js';
import { liveEvents } from './plugins/live-events.js';
import { testProviderPages } from './payments/test-provider/test-provider-pages.js';
import { textInputValidatorCompiler } from './plugins/text-input.js';
import { apiRoutes } from './routes/api-routes.js';
import { applySettingsOverrides } from './domain/settings-overrides.js';
import { mediaRoutes } from './routes/media/index.js';
import { orderPages } from './routes/orders/index.js';
import { opsPageRoutes } from './routes/ops/index.js';
import { seoRoutes } from './routes/seo/index.js';
import { shopperActionPage } from './routes/shopper-action/shopper-action-page.js';
import { uploadRoutes } from './routes/uploads/index.js';
import { sellerRedirect } from './routes/seller/index.js';
import { healthRoutes } from './routes/health/index.js';
import { metricsRoutes } from './routes/metrics/index.js';
import { telemetryRoutes } from './routes/telemetry/index.js';
import { previewRoutes } from './routes/preview/index.js';
import { offlineRoutes } from './routes/offline/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The resolved configuration (environment plus buildApp overrides). */
    config: AppConfig;
  }
}

export interface BuildAppOptions extends Partial<Omit<AppConfig, 'port' | 'host'>> {
  /** PostgreSQL only: work inside this schema (created if missing). Tests isolate themselves this way. */
  databaseSchema?: string;
  /** Fastify logger option; default `{ level: logLevel }`. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Reference time for the demo seed (flash sale and voucher dates); default now. */
  seedNow?: Date;
  /** Called when each response is done with what it asked of the database (tests count statements). */
  onRequestWork?: RequestWorkOptions['onDone'];
}

/** Options override the environment (loadConfig); undefined means "use the environment". */
function resolveConfig(overrides: Partial<AppConfig>): AppConfig {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return { ...loadConfig(), ...defined };
}

/** Migrations, then the demo seed into an empty database, then the operator's settings, then new message ids. */
async function prepareDatabase(db: Database, config: AppConfig, log: FastifyBaseLogger, seedNow?: Date) {
  // A line per step: a first start (a new PGlite directory) takes seconds to minutes, and whoever
  // waits for it (an operator, the e2e tests) sees it moving.
  const applied = await runMigrations(db, undefined, ({ version, name }) =>
    log.info({ migration: `${version}_${name}` }, 'migration applied'),
  );
  if (applied.length) log.info({ migrations: applied }, 'database migrated');
  if (config.seedDemoData && (await seedDemoData(db, { now: seedNow, onStart: () => log.info('loading the demo data') }))) {
    log.info('demo data loaded');
  }
  const overridden = await applySettingsOverrides(db, config.settingsOverrides);
  if (overridden.length) log.info({ settings: overridden }, 'settings overridden from SETTINGS_OVERRIDES');
  const added = await syncTranslations(db);
  if (added) log.info({ messages: added }, 'translations added');
}

function outboxSenders({ delivery }: AppConfig) {
  return {
    email: delivery.smtpUrl && delivery.mailFrom ? createMailSender(delivery.smtpUrl, delivery.mailFrom, delivery.timeoutMs) : undefined,
    sms: delivery.smsWebhookUrl ? createSmsSender(delivery.smsWebhookUrl, delivery.smsWebhookToken, delivery.timeoutMs) : undefined,
  };
}

/**
 * Plugins come in one style (docs/architecture.md#the-api-server): `fp(async function name(...), { name })`
 * when it decorates or hooks the whole app, a plain async plugin when it is routes; the order below
 * is the order hooks run in.
 */
async function registerEverything(app: FastifyInstance, config: AppConfig, onRequestWork: RequestWorkOptions['onDone']): Promise<void> {
  await app.register(requestLog);
  await app.register(requestWork, { onDone: onRequestWork });
  await app.register(opsAccess, { opsToken: config.opsToken });
  await app.register(metrics);
  await app.register(metricsRoutes);
  await app.register(connectionGuard, { limits: config.connections, trustProxy: config.trustProxy });
  const shell = config.staticMounts.find((mount) => mount.prefix === '/');
  await app.register(security, {
    extraOrigins: config.cspExtraOrigins,
    remoteOrigins: compositionOriginsReader(config.compositionFile),
    scriptHashes: shell ? inlineScriptHashesOfFile(path.join(shell.dir, 'index.html')) : [],
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(errorHandler);
  await app.register(requestLanguage);
  await app.register(authenticate);
  await app.register(changeFeed);
  await app.register(productSearch);
  await app.register(productCards);
  await app.register(publicAnswers, {
    enabled: config.publicCache,
    maxBytes: config.publicCacheMaxMb * 1024 * 1024,
    pageMaxBytes: config.pageCacheMaxMb * 1024 * 1024,
  });
  await app.register(housekeeping, { intervalMinutes: config.housekeepingIntervalMinutes });
  await app.register(payments);
  await app.register(liveEvents, { limits: config.liveStreams });
  await app.register(outboxDispatcher, { senders: outboxSenders(config), pollSeconds: config.delivery.pollSeconds });
  await app.register(multipartForms);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(remoteTelemetry);
  await app.register(telemetryRoutes, { prefix: '/api' });
  await app.register(previews, { secret: config.previewSecret, vitalsSampleRate: config.vitalsSampleRate });
  await app.register(previewRoutes, { secret: config.previewSecret });
  await app.register(mediaRoutes);
  await app.register(orderPages);
  await app.register(opsPageRoutes, { opsToken: config.opsToken, compositionFile: config.compositionFile });
  await app.register(testProviderPages);
  await app.register(shopperActionPage);
  await app.register(offlineRoutes, { serviceWorker: config.serviceWorker });
  await app.register(seoRoutes, { publicUrl: config.publicUrl, trustProxy: config.trustProxy });
  await app.register(uploadRoutes);
  await app.register(sellerRedirect, { sellerUrl: config.sellerUrl });
  const pages = shell
    ? createPageRendering(app, {
        entry: config.shellServerEntry,
        shellDir: shell.dir,
        compositionFile: config.compositionFile,
        publicUrl: config.publicUrl,
        threads: config.renderThreads,
        deadlineMs: config.renderDeadlineMs,
      })
    : undefined;
  await app.register(health);
  await app.register(healthRoutes, {
    compositionFile: config.compositionFile,
    storefront: Boolean(shell),
    rendering: pages,
  });
  const hosting = await registerStaticHosting(app, {
    mounts: config.staticMounts,
    compositionFile: config.compositionFile,
    pages,
  });
  await app.register(notFound, { hosting });
}

/**
 * Builds the whole server (API, generated media, static storefront) without listening, for
 * `server.ts` and for tests (`app.inject`). Closing the app closes the database.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  installValidationMessages();
  const { logger, databaseSchema, seedNow, onRequestWork, ...overrides } = options;
  const config = resolveConfig(overrides);
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    // One line per request from plugins/request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    // Fastify's default (100) turns a longer path parameter into a 404 before validation runs;
    // routes validate their own limits (a 101-character slug is a 422 naming the slug).
    routerOptions: { maxParamLength: 1000 },
    trustProxy: config.trustProxy,
    // The shutdown (plugins/ops/lifecycle.ts) drains connections before it calls close(). Should close()
    // meet live connections anyway, 'idle' reaps idle keep-alive sockets and lets requests in flight
    // finish (`true` would cut them), and a request still arriving on an accepted connection is served
    // (the database closes after the server) rather than refused with Fastify's bare 503 (no
    // Retry-After), which a balancer that does not retry would pass on as a failure.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Idle keep-alive and head-less connections are closed sooner than Node's defaults (about 80 s in
    // all), which let one client hold thousands (plugins/ops/connection-guard.ts, docs/operating.md).
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // How often Node checks the two timeouts above (30 s by default).
      connectionsCheckingInterval: 1_000,
    },
    // Errors raised before routing (a malformed %-escape in the path) keep the `{ message }` shape.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      reply.code(error.statusCode ?? 400).send({ message: error.message });
    },
  });
  app.setValidatorCompiler(textInputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.log.info('opening the database');
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseDirectUrl: config.databaseDirectUrl,
    dataDir: config.dataDir,
    schema: databaseSchema,
    pgliteMaxWaitMs: config.pgliteMaxWaitMs,
  });
  app.log.info('database opened');
  try {
    await prepareDatabase(db, config, app.log, seedNow);
    app.decorate('db', db);
    app.decorate('config', config);
    app.addHook('onClose', () => db.close());
    await registerEverything(app, config, onRequestWork);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return app;
}
