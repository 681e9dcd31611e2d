import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { CheckResult } from '../../plugins/ops/health-checks.js';
import { DEFAULT_DATABASE_TIMEOUT_MS } from './index.js';

const OPS_TOKEN = 'ops-token-for-health-tests';
const asOperator = { authorization: `Bearer ${OPS_TOKEN}` };

let t: TestApp;
let app: FastifyInstance;
const statementsByUrl = new Map<string, number>();

before(async () => {
  t = await createTestApp({ opsToken: OPS_TOKEN, onRequestWork: (request, work) => statementsByUrl.set(request.url, work.statements) });
  app = t.app;
});
after(() => t?.close());

async function readyz(headers: Record<string, string> = {}) {
  const answer = await app.inject({ url: '/readyz', headers });
  return {
    status: answer.statusCode,
    body: answer.json<{ status: string; reason?: string; lifecycle?: string; checks?: CheckResult[] }>(),
    headers: answer.headers,
  };
}

function check(body: { checks?: CheckResult[] }, name: CheckResult['name']): CheckResult {
  const found = body.checks?.find((c) => c.name === name);
  assert.ok(found, `check ${name} in ${JSON.stringify(body)}`);
  return found;
}

/** A stranger sees "not ready" and nothing more: no reason, no checks, no versions. */
async function assertHiddenFromStrangers(): Promise<void> {
  const stranger = await readyz();
  assert.equal(stranger.status, 503);
  assert.deepEqual(stranger.body, { status: 'not ready' });
  const wrongToken = await readyz({ authorization: 'Bearer not-the-ops-token-at-all' });
  assert.deepEqual(wrongToken.body, { status: 'not ready' });
}

describe('the probes', () => {
  it("are not in the OpenAPI document (the operator's endpoints, not the storefront's API)", async () => {
    await app.ready();
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    assert.ok(paths.includes('/api/master'), 'the document lists the API');
    assert.ok(!paths.includes('/healthz') && !paths.includes('/readyz'));
  });
});

describe('GET /healthz', () => {
  it('answers ok without asking the database, never cached', async () => {
    const answer = await app.inject({ url: '/healthz' });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { status: 'ok' });
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.equal(statementsByUrl.get('/healthz'), 0);
  });
});

describe('GET /readyz', () => {
  it('is not ready while starting, and says so', async () => {
    assert.equal(app.lifecycle, 'starting');
    const answer = await readyz();
    assert.equal(answer.status, 503);
    assert.deepEqual(answer.body, { status: 'not ready', reason: 'starting' });
    assert.equal(answer.headers['cache-control'], 'no-store');
  });

  it('is ready once started: strangers get the word, the operator every check', async () => {
    app.lifecycle = 'ready';
    const stranger = await readyz();
    assert.equal(stranger.status, 200);
    assert.deepEqual(stranger.body, { status: 'ready' });
    const operator = await readyz(asOperator);
    assert.equal(operator.status, 200);
    assert.equal(operator.body.status, 'ready');
    assert.deepEqual(
      operator.body.checks?.map((c) => [c.name, c.ok]),
      [
        ['database', true],
        ['migrations', true],
        ['composition', true],
        ['server-rendering', true],
      ],
    );
    const migrations = check(operator.body, 'migrations').details as { files: number; applied: number; pending: string[] };
    assert.ok(migrations.files > 10, 'the build has its migration files');
    assert.equal(migrations.applied, migrations.files);
    assert.deepEqual(migrations.pending, []);
    for (const c of operator.body.checks ?? []) assert.equal(typeof c.ms, 'number');
    // No storefront mounted in tests: no composition to need, no server rendering.
    assert.equal(check(operator.body, 'composition').message, 'off');
    assert.equal(check(operator.body, 'server-rendering').message, 'off');
  });

  it('is not ready with a migration file the database has not applied', async () => {
    // The app's own connection: PGlite's directory takes one opener at a time.
    const db = app.db;
    {
      const [latest] = await db.query<{ version: string; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1',
      );
      await db.query('DELETE FROM schema_migrations WHERE version = $1', [latest!.version]);
      try {
        await assertHiddenFromStrangers();
        const operator = await readyz(asOperator);
        assert.equal(operator.status, 503);
        assert.equal(operator.body.reason, 'migrations pending');
        const migrations = check(operator.body, 'migrations');
        assert.equal(migrations.ok, false);
        assert.deepEqual((migrations.details as { pending: string[] }).pending, [`${latest!.version}_${latest!.name}`]);
      } finally {
        await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [latest!.version, latest!.name]);
      }
    }
    assert.equal((await readyz()).status, 200);
  });

  it('is not ready with a broken composition.json, and ready with a valid one naming its versions', async () => {
    const file = app.config.compositionFile;
    try {
      await writeFile(file, JSON.stringify({ remotes: { catalog: { manifest: '/remotes/catalog/remoteEntry.js' } } }));
      await assertHiddenFromStrangers();
      const broken = await readyz(asOperator);
      assert.equal(broken.body.reason, 'composition invalid');
      assert.match(
        check(broken.body, 'composition').message ?? '',
        /remotes\.catalog\.manifest must be the URL of an mf-manifest\.json file/,
      );
      await writeFile(file, '{ "remotes": ');
      assert.equal((await readyz(asOperator)).body.reason, 'composition invalid');

      const remotes = Object.fromEntries(
        ['catalog', 'cart', 'account', 'auth'].map((name) => [name, { manifest: `/remotes/${name}/mf-manifest.json`, version: '1.2.3' }]),
      );
      remotes.cart = {
        ...remotes.cart!,
        canary: { manifest: '/releases/cart/1.3.0/mf-manifest.json', version: '1.3.0', percent: 10 },
      } as never;
      await writeFile(file, JSON.stringify({ apiBase: '/api', remotes }));
      const valid = await readyz(asOperator);
      assert.equal(valid.status, 200);
      assert.deepEqual(check(valid.body, 'composition').details, {
        versions: { catalog: '1.2.3', cart: '1.2.3', 'cart.canary': '1.3.0', account: '1.2.3', auth: '1.2.3' },
      });
    } finally {
      await rm(file, { force: true });
    }
  });

  it('is not ready when the database fails, and does not wait for it in the migrations check', async () => {
    const query = app.db.query;
    app.db.query = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      await assertHiddenFromStrangers();
      const operator = await readyz(asOperator);
      assert.equal(operator.status, 503);
      assert.equal(operator.body.reason, 'database unavailable');
      assert.match(check(operator.body, 'database').message ?? '', /ECONNREFUSED/);
      assert.equal(check(operator.body, 'migrations').message, 'not checked: the database did not answer');
    } finally {
      app.db.query = query;
    }
    assert.equal((await readyz()).status, 200);
  });

  it('answers "database slow" within its timeout while the database is held busy', async () => {
    // Hold every connection: PGlite's one, or all ten of the PostgreSQL pool's.
    const holders = t.database.kind === 'pglite' ? 1 : 10;
    const busy = Promise.all(Array.from({ length: holders }, () => app.db.query('SELECT pg_sleep(3)')));
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      const operator = await readyz(asOperator);
      const took = Date.now() - started;
      assert.equal(operator.status, 503);
      assert.equal(operator.body.reason, 'database slow');
      assert.ok(took >= DEFAULT_DATABASE_TIMEOUT_MS - 50 && took < DEFAULT_DATABASE_TIMEOUT_MS + 700, `answered after ${took} ms`);
    } finally {
      await busy;
    }
    assert.equal((await readyz()).status, 200);
  });

  it('is not ready while draining, and every answer then closes its connection', async () => {
    app.lifecycle = 'draining';
    try {
      const stranger = await readyz();
      assert.equal(stranger.status, 503);
      assert.deepEqual(stranger.body, { status: 'not ready', reason: 'draining' });
      assert.equal(stranger.headers.connection, 'close');
      const operator = await readyz(asOperator);
      assert.equal(operator.body.reason, 'draining');
      assert.equal(operator.body.lifecycle, 'draining');
      assert.equal(check(operator.body, 'database').ok, true, 'the checks still run for the operator');
      const api = await app.inject({ url: '/api/master' });
      assert.equal(api.statusCode, 200, 'requests are still served while draining');
      assert.equal(api.headers.connection, 'close');
      assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200, 'alive while draining');
    } finally {
      app.lifecycle = 'ready';
    }
    assert.notEqual((await app.inject({ url: '/api/master' })).headers.connection, 'close');
  });
});
