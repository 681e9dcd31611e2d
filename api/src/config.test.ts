import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT, REQUEST_TIMEOUT_MS, defaultStaticMounts, loadConfig, normaliseMountPrefix, parseStaticMounts } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.dataDir, path.join(REPO_ROOT, 'data'));
    assert.equal(config.compositionFile, path.join(REPO_ROOT, 'composition.json'));
    assert.equal(config.seedDemoData, true);
    assert.deepEqual(config.staticMounts, defaultStaticMounts());
  });

  it('reads the direct connection that bypasses a pooler only beside DATABASE_URL', () => {
    const pooled = loadConfig({ DATABASE_URL: 'postgres://u:p@pooler:6432/shop', DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/shop' });
    assert.equal(pooled.databaseDirectUrl, 'postgres://u:p@db:5432/shop');
    assert.equal(loadConfig({}).databaseDirectUrl, undefined);
    assert.throws(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/shop' }), /DATABASE_DIRECT_URL/);
  });

  it('bounds a server render by RENDER_DEADLINE_MS, 3 s unless told', () => {
    assert.equal(loadConfig({}).renderDeadlineMs, 3000);
    assert.equal(loadConfig({ RENDER_DEADLINE_MS: '20000' }).renderDeadlineMs, 20_000);
    assert.throws(() => loadConfig({ RENDER_DEADLINE_MS: '10' }), /RENDER_DEADLINE_MS/);
  });

  it('refuses a headers timeout longer than the request timeout, which Node would refuse at start', () => {
    assert.equal(loadConfig({ HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) }).connections.headersTimeoutMs, REQUEST_TIMEOUT_MS);
    assert.throws(() => loadConfig({ HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS + 1) }), /HEADERS_TIMEOUT_MS/);
  });

  it('trusts no proxy unless told: all, or the balancers named', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy, '10.0.0.0/8,127.0.0.1');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db/shop',
      DATA_DIR: '/var/lib/shop',
      COMPOSITION_FILE: '/etc/shop/composition.json',
      LOG_LEVEL: 'warn',
      CSP_EXTRA_ORIGINS: 'https://cdn.example, https://img.example',
      SEED_DEMO_DATA: 'false',
    });
    assert.equal(config.port, 3000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, 'postgres://u:p@db/shop');
    assert.equal(config.dataDir, '/var/lib/shop');
    assert.equal(config.compositionFile, '/etc/shop/composition.json');
    assert.equal(config.logLevel, 'warn');
    assert.deepEqual(config.cspExtraOrigins, ['https://cdn.example', 'https://img.example']);
    assert.equal(config.seedDemoData, false);
  });

  it('reads SETTINGS_OVERRIDES as a JSON object of settings', () => {
    assert.deepEqual(loadConfig({}).settingsOverrides, {});
    assert.deepEqual(loadConfig({ SETTINGS_OVERRIDES: '{"register_otp_verify":true}' }).settingsOverrides, {
      register_otp_verify: true,
    });
    assert.throws(() => loadConfig({ SETTINGS_OVERRIDES: 'register_otp_verify=true' }), /SETTINGS_OVERRIDES/);
  });

  it('delivers mail only with a sender address, and SMS through a webhook', () => {
    assert.deepEqual(loadConfig({}).delivery, {
      smtpUrl: undefined,
      mailFrom: undefined,
      smsWebhookUrl: undefined,
      smsWebhookToken: undefined,
      pollSeconds: 3,
      timeoutMs: 10_000,
    });
    assert.throws(() => loadConfig({ SMTP_URL: 'smtp://mail.test:587' }), /MAIL_FROM/);
    assert.throws(() => loadConfig({ SMTP_URL: 'mail.test:587', MAIL_FROM: 'a@b.test' }), /SMTP_URL/);
    const config = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.test',
      MAIL_FROM: 'Shop <a@b.test>',
      SMS_WEBHOOK_URL: 'https://sms.test/send',
      OUTBOX_POLL_SECONDS: '10',
    });
    assert.equal(config.delivery.smtpUrl, 'smtps://u:p@mail.test');
    assert.equal(config.delivery.smsWebhookUrl, 'https://sms.test/send');
    assert.equal(config.delivery.pollSeconds, 10);
  });

  it('names the variable that is wrong', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
  });
});

describe('static mounts', () => {
  it('serve the shell at / and each remote under /remotes/<name>/', () => {
    assert.deepEqual(
      defaultStaticMounts('/repo').map((m) => [m.prefix, m.dir]),
      [
        ['/', '/repo/shell/dist'],
        ['/remotes/catalog/', '/repo/mfe-catalog/dist'],
        ['/remotes/cart/', '/repo/mfe-cart/dist'],
        ['/remotes/account/', '/repo/mfe-account/dist'],
        ['/remotes/auth/', '/repo/mfe-auth/dist'],
      ],
    );
  });

  it('can be overridden per prefix by STATIC_MOUNTS', () => {
    const mounts = parseStaticMounts(
      '{ "remotes/catalog": "/srv/catalog-2.1.0", "/remotes/extra/": "/srv/extra" }',
      defaultStaticMounts('/repo'),
    );
    const byPrefix = Object.fromEntries(mounts.map((m) => [m.prefix, m.dir]));
    assert.equal(byPrefix['/remotes/catalog/'], '/srv/catalog-2.1.0');
    assert.equal(byPrefix['/remotes/extra/'], '/srv/extra');
    assert.equal(byPrefix['/'], '/repo/shell/dist');
  });

  it('rejects a STATIC_MOUNTS that is not a JSON object of paths', () => {
    assert.throws(() => parseStaticMounts('[1]', []), /STATIC_MOUNTS/);
    assert.throws(() => parseStaticMounts('{nope', []), /STATIC_MOUNTS/);
  });

  it('normalises prefixes', () => {
    assert.equal(normaliseMountPrefix(''), '/');
    assert.equal(normaliseMountPrefix('/'), '/');
    assert.equal(normaliseMountPrefix('remotes/cart'), '/remotes/cart/');
  });
});
