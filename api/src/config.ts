import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { englishText } from './i18n/translate.js';
import { DEFAULT_PGLITE_MAX_WAIT_MS } from './db/pglite-database.js';

/**
 * The repository root. This file sits at api/src/config.ts (tsx) or api/dist/config.js (built),
 * so two levels up is the root in both cases.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The longest a request (head and body) may take to arrive: uploads are at most 5 files of 2 MB. */
export const REQUEST_TIMEOUT_MS = 120_000;

/** A URL prefix of the site served from a directory on disk. */
export interface StaticMount {
  /** URL prefix, starting and ending with '/', e.g. '/remotes/catalog/'. */
  prefix: string;
  /** Absolute directory. */
  dir: string;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent, PGlite runs on `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_DIRECT_URL: a session connection straight to PostgreSQL, when `databaseUrl` is a pooler
   * in transaction mode (docs/deploying.md). The change feed listens on it; statements through the
   * pooler go unprepared. Unset: everything uses `databaseUrl`.
   */
  databaseDirectUrl: string | undefined;
  dataDir: string;
  compositionFile: string;
  logLevel: string;
  /**
   * LOG_OTP_CODES: a developer's opt-in to see one-time codes (and where they went) in the log
   * while app_environment is 'local'; off by default, never for a real store (docs/logging.md).
   */
  logOtpCodes: boolean;
  /**
   * Fastify's trustProxy: behind a load balancer, the per-IP rate limits must see the client's
   * address (X-Forwarded-For), not the balancer's. 'true', or the balancers' addresses/CIDRs.
   */
  trustProxy: boolean | string;
  staticMounts: StaticMount[];
  /** Extra origins allowed by the CSP (e.g. a CDN that hosts remotes). */
  cspExtraOrigins: string[];
  /** Load the demo data into an empty database on start. */
  seedDemoData: boolean;
  /** Minutes between prunes of expired rows (HOUSEKEEPING_INTERVAL_MINUTES); 0 turns it off. */
  housekeepingIntervalMinutes: number;
  /** SELLER_URL: the seller application '/shop/register' (Become a Seller) redirects to. */
  sellerUrl: string | undefined;
  /** Where queued e-mail and SMS go; unset channels stay in the outbox. */
  delivery: DeliveryConfig;
  /** Settings written on every start (SETTINGS_OVERRIDES), after the seed: the environment wins. */
  settingsOverrides: Record<string, unknown>;
  /** Where social sign-in tokens are checked (tests point these at a local server). */
  socialAuth: SocialAuthEndpoints;
  /** PUBLIC_CACHE: keep public catalogue answers in memory (plugins/public-answers.ts). */
  publicCache: boolean;
  /** PUBLIC_CACHE_MAX_MB: memory those answers may take. */
  publicCacheMaxMb: number;
  /** PAGE_CACHE_MAX_MB: memory the kept server-rendered pages may take (PUBLIC_CACHE turns both on and off). */
  pageCacheMaxMb: number;
  /** PGLITE_MAX_WAIT_MS: how long a request may expect to queue for PGlite before a 503. */
  pgliteMaxWaitMs: number;
  /**
   * SERVER_RENDERING: the shell's server build that renders public pages (SHELL_SERVER_ENTRY, by
   * default shell/dist-server/server-entry.js); null when turned off ('off').
   */
  shellServerEntry: string | null;
  /** RENDER_THREADS: worker threads that render pages; by default one fewer than the cores (1–4). */
  renderThreads: number | undefined;
  /**
   * RENDER_DEADLINE_MS: how long a server render may wait for the page's data, then for React, before
   * what is not ready is left to the browser; a remote's server build gets five sixths of it to load.
   */
  renderDeadlineMs: number;
  /** PUBLIC_URL: the store's public origin for canonical links and sitemaps; else the request's own. */
  publicUrl: string | undefined;
  /**
   * OPS_TOKEN: the bearer token that opens /metrics and the details of /readyz (docs/operating.md).
   * Unset: /metrics answers 404 and /readyz only says ready or not.
   */
  opsToken: string | undefined;
  /** PREVIEW_SECRET: signs the preview links `npm run compose -- preview` prints; none, no previews (docs/composition.md). */
  previewSecret: string | undefined;
  /** VITALS_SAMPLE_RATE: the share of page views whose Core Web Vitals the shell reports (0 to 1). */
  vitalsSampleRate: number;
  /**
   * SERVICE_WORKER=off: /sw.js is a worker that empties its caches and unregisters itself, so browsers
   * that installed the store's worker drop it at their next visit (docs/pwa.md). On by default.
   */
  serviceWorker: boolean;
  /** SHUTDOWN_GRACE_MS: after SIGTERM, how long the instance keeps accepting while load balancers notice it is not ready. */
  shutdownGraceMs: number;
  /** SHUTDOWN_DRAIN_MS: after the grace period, how long requests in flight may take before the process exits anyway. */
  shutdownDrainMs: number;
  /** Connection limits against one client holding every socket (plugins/ops/connection-guard.ts). */
  connections: ConnectionLimits;
  /** Card payments through a provider (docs/payments.md). */
  payments: PaymentsConfig;
  /** LIVE_STREAMS_PER_USER and LIVE_STREAMS_MAX: bounds on GET /api/events (docs/live-updates.md). */
  liveStreams: { perUser: number; perInstance: number };
}

export interface PaymentsConfig {
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (both or neither): card payments go to Stripe. */
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    /** Tests point the SDK at a local server that speaks Stripe's API. */
    apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
  };
  /** PAYMENT_TEST_PROVIDER: 'auto' (on while app_environment is 'local'), 'on' or 'off'. */
  testProvider: 'auto' | 'on' | 'off';
  /** PAYMENTS_POLL_SECONDS between the payments worker's rounds (refunds to send, attempts to ask about). */
  pollSeconds: number;
  /** PAYMENTS_RECONCILE_AFTER_SECONDS: an attempt with no word from its provider this long after it began is asked about. */
  reconcileAfterSeconds: number;
}

export interface ConnectionLimits {
  /** MAX_CONNECTIONS_PER_ADDRESS: open connections one client address may hold; more are closed at once (not for a trusted proxy). */
  perAddress: number;
  /**
   * KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed after this. Longer than the idle
   * timeouts of the proxies and clients in front (60 s is common), so that they close an idle
   * connection first and never send a request down one the server is closing (docs/operating.md).
   */
  keepAliveTimeoutMs: number;
  /** HEADERS_TIMEOUT_MS: a connection that has not sent a whole request head within this is closed. */
  headersTimeoutMs: number;
}

export interface DeliveryConfig {
  /** SMTP_URL, e.g. smtps://user:password@mail.example.com:465. */
  smtpUrl?: string;
  /** MAIL_FROM, e.g. "ShopMart <no-reply@shop.example>"; required with SMTP_URL. */
  mailFrom?: string;
  /** SMS_WEBHOOK_URL: the gateway's endpoint for `{ to, message }`. */
  smsWebhookUrl?: string;
  smsWebhookToken?: string;
  /** OUTBOX_POLL_SECONDS between looks at the outbox. */
  pollSeconds: number;
  /** Per send, so a stuck mail server cannot hold a round. */
  timeoutMs: number;
}

/** Identity providers' public endpoints; the defaults are the real ones. */
export interface SocialAuthEndpoints {
  googleJwksUrl: string;
  /** Accepted `iss` values of Google ID tokens. */
  googleIssuers: string[];
  appleJwksUrl: string;
  appleIssuers: string[];
  /** Graph API base; the version path (v20.0) is added by the caller. */
  facebookGraphUrl: string;
  /** Per remote call, so a slow provider cannot hold a request open. */
  timeoutMs: number;
}

export function defaultStaticMounts(root: string = REPO_ROOT): StaticMount[] {
  return [
    { prefix: '/', dir: path.join(root, 'shell', 'dist') },
    { prefix: '/remotes/catalog/', dir: path.join(root, 'mfe-catalog', 'dist') },
    { prefix: '/remotes/cart/', dir: path.join(root, 'mfe-cart', 'dist') },
    { prefix: '/remotes/account/', dir: path.join(root, 'mfe-account', 'dist') },
    { prefix: '/remotes/auth/', dir: path.join(root, 'mfe-auth', 'dist') },
  ];
}

/** Normalises a mount prefix to '/x/y/' form so prefix matching is a plain startsWith. */
export function normaliseMountPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** Parses `STATIC_MOUNTS` (`{ "/remotes/catalog/": "/abs/dir" }`), overriding the defaults per prefix. */
export function parseStaticMounts(json: string | undefined, defaults: StaticMount[]): StaticMount[] {
  if (!json) return defaults;
  const parsed = z.record(z.string(), z.string().min(1)).safeParse(safeJson(json));
  if (!parsed.success) throw new Error('STATIC_MOUNTS must be a JSON object of { "/prefix/": "/abs/dir" }');
  const byPrefix = new Map(defaults.map((m) => [m.prefix, m.dir]));
  for (const [prefix, dir] of Object.entries(parsed.data)) {
    byPrefix.set(normaliseMountPrefix(prefix), path.resolve(dir));
  }
  return [...byPrefix].map(([prefix, dir]) => ({ prefix, dir }));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Parses SETTINGS_OVERRIDES: a JSON object of `{ "setting": value }`, or nothing (checked and written by applySettingsOverrides). */
export function parseSettingsOverrides(json: string | undefined): Record<string, unknown> {
  if (json === undefined || json.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('SETTINGS_OVERRIDES is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('SETTINGS_OVERRIDES must be a JSON object of { "setting": value }');
  }
  return parsed as Record<string, unknown>;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_DIRECT_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  COMPOSITION_FILE: z.string().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_OTP_CODES: z.enum(['true', 'false', '1', '0']).optional(),
  STATIC_MOUNTS: z.string().optional(),
  CSP_EXTRA_ORIGINS: z.string().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false', '1', '0']).optional(),
  SETTINGS_OVERRIDES: z.string().optional(),
  SELLER_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  OUTBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(3),
  HOUSEKEEPING_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('accounts.google.com,https://accounts.google.com'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUERS: z.string().default('https://appleid.apple.com'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  SOCIAL_AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
  PUBLIC_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  PGLITE_MAX_WAIT_MS: z.coerce.number().int().min(50).max(60_000).default(DEFAULT_PGLITE_MAX_WAIT_MS),
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  SHELL_SERVER_ENTRY: z.string().optional(),
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  RENDER_DEADLINE_MS: z.coerce.number().int().min(300).max(120_000).default(3000),
  PUBLIC_URL: z.url().optional(),
  OPS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PREVIEW_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  SERVICE_WORKER: z.enum(['on', 'off']).default('on'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(256),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(65_000),
  // Node refuses to start a server whose headers timeout is longer than its request timeout.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(REQUEST_TIMEOUT_MS).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(20_000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  PAYMENT_TEST_PROVIDER: z.enum(['auto', 'on', 'off']).default('auto'),
  PAYMENTS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PAYMENTS_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(8),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(5000),
});

/** Unset or 'false': trust no proxy; 'true': trust any; else a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function commaList(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}

/** Reads the configuration from the environment; throws with the offending variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${englishText(issue?.message)}`);
  }
  const e = parsed.data;
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new Error('Invalid environment variable DATABASE_DIRECT_URL: it goes with DATABASE_URL (the pooler it bypasses)');
  }
  if (e.SMTP_URL && !e.MAIL_FROM) throw new Error('Invalid environment variable MAIL_FROM: required when SMTP_URL is set');
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid environment variable STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    compositionFile: path.resolve(e.COMPOSITION_FILE ?? path.join(REPO_ROOT, 'composition.json')),
    logLevel: e.LOG_LEVEL,
    logOtpCodes: e.LOG_OTP_CODES === 'true' || e.LOG_OTP_CODES === '1',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    staticMounts: parseStaticMounts(e.STATIC_MOUNTS, defaultStaticMounts()),
    cspExtraOrigins: (e.CSP_EXTRA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    seedDemoData: e.SEED_DEMO_DATA === undefined || e.SEED_DEMO_DATA === 'true' || e.SEED_DEMO_DATA === '1',
    settingsOverrides: parseSettingsOverrides(e.SETTINGS_OVERRIDES),
    housekeepingIntervalMinutes: e.HOUSEKEEPING_INTERVAL_MINUTES,
    sellerUrl: e.SELLER_URL,
    delivery: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      smsWebhookUrl: e.SMS_WEBHOOK_URL,
      smsWebhookToken: e.SMS_WEBHOOK_TOKEN,
      pollSeconds: e.OUTBOX_POLL_SECONDS,
      timeoutMs: 10_000,
    },
    socialAuth: {
      googleJwksUrl: e.GOOGLE_JWKS_URL,
      googleIssuers: commaList(e.GOOGLE_ISSUERS),
      appleJwksUrl: e.APPLE_JWKS_URL,
      appleIssuers: commaList(e.APPLE_ISSUERS),
      facebookGraphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
      timeoutMs: e.SOCIAL_AUTH_TIMEOUT_MS,
    },
    publicCache: e.PUBLIC_CACHE === 'on',
    publicCacheMaxMb: e.PUBLIC_CACHE_MAX_MB,
    pageCacheMaxMb: e.PAGE_CACHE_MAX_MB,
    pgliteMaxWaitMs: e.PGLITE_MAX_WAIT_MS,
    shellServerEntry:
      e.SERVER_RENDERING === 'off'
        ? null
        : path.resolve(e.SHELL_SERVER_ENTRY ?? path.join(REPO_ROOT, 'shell', 'dist-server', 'server-entry.js')),
    renderThreads: e.RENDER_THREADS,
    renderDeadlineMs: e.RENDER_DEADLINE_MS,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    opsToken: e.OPS_TOKEN,
    previewSecret: e.PREVIEW_SECRET,
    vitalsSampleRate: e.VITALS_SAMPLE_RATE,
    serviceWorker: e.SERVICE_WORKER === 'on',
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    connections: {
      perAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    },
    payments: {
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
          : undefined,
      testProvider: e.PAYMENT_TEST_PROVIDER,
      pollSeconds: e.PAYMENTS_POLL_SECONDS,
      reconcileAfterSeconds: e.PAYMENTS_RECONCILE_AFTER_SECONDS,
    },
    liveStreams: { perUser: e.LIVE_STREAMS_PER_USER, perInstance: e.LIVE_STREAMS_MAX },
  };
}
