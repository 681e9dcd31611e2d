// `npm run bench:live -w api` (after `npm run build -w api`): the live event streams' budgets
// (docs/live-updates.md). Starts the built API on a fresh PGlite directory, signs the demo shopper
// in, opens BENCH_STREAMS (1000) idle streams of GET /api/events, and measures:
//   - the server's memory per idle stream (resident set before and after, over the streams),
//     budget ≤ 50 KB;
//   - how long an event takes to reach every stream: BENCH_EVENTS (20) basket changes through the
//     API (one more, one fewer of a line), each timed from the request (the commit comes before the
//     answer, so this includes the request itself) to its arrival on each stream; p50/p99/max,
//     budget p99 ≤ 500 ms.
// All streams belong to one shopper, so each event fans out to all of them: the worst case of one
// instance. Results go to stdout as JSON; BENCH_STRICT=1 exits 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { freePort } from './free-port.mjs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const BUDGET = { bytesPerStream: 50 * 1024, p99Ms: 500 };
const DEMO = { phone: '01700000000', password: 'secret123' };
const log = (message) => process.stderr.write(`[bench:live] ${message}\n`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-live-bench-'));
let child;
process.on('exit', () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The API process's resident memory in bytes (Linux). */
function residentBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D/g, '')) * 1024;
}

async function api(base, method, route, token, body) {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Opens one stream; `onEvent(kind, receivedAt)` for each event. Resolves once its headers came. */
function openStream(agent, base, token, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => reject(new Error(`stream answered ${response.statusCode}: ${body}`)));
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const kind = /^event: (.+)$/m.exec(block)?.[1];
          if (kind) onEvent(kind, performance.now());
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env };
delete env.DATABASE_URL; // PGlite: the bench measures one instance on its own
child = spawn(process.execPath, [path.join(API_DIR, 'dist', 'server.js')], {
  cwd: API_DIR,
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVER_RENDERING: 'off',
    LIVE_STREAMS_PER_USER: String(STREAMS),
    LIVE_STREAMS_MAX: String(STREAMS + 10),
    MAX_CONNECTIONS_PER_ADDRESS: String(STREAMS + 100),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
log('starting the API on a fresh PGlite directory');
for (let tries = 0; ; tries += 1) {
  const up = await fetch(`${base}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (tries > 480 || child.exitCode !== null) throw new Error('the API did not become ready');
  await sleep(250);
}
const { data: session } = await api(base, 'POST', '/login', null, DEMO);
const token = session.access.token;
// The demo basket's first line: each event of the bench is one more of it (a basket change).
const { data: basket } = await api(base, 'GET', '/carts', token);
const productId = JSON.stringify(basket).match(/"products":\[\{"id":(\d+)/)?.[1];
if (!productId) throw new Error('the demo basket is empty');

await sleep(2000);
const before = residentBytes(child.pid);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let pending = null; // { startedAt, times: [] } of the event being timed
const requests = [];
log(`opening ${STREAMS} streams`);
for (let i = 0; i < STREAMS; i += 1) {
  requests.push(
    await openStream(agent, base, token, (kind, at) => {
      if (kind === 'basket' && pending) pending.times.push(at - pending.startedAt);
    }),
  );
}
await sleep(3000);
const after = residentBytes(child.pid);
const bytesPerStream = Math.max(0, (after - before) / STREAMS);
log(`memory: ${(before / 1e6).toFixed(1)} MB before, ${(after / 1e6).toFixed(1)} MB with the streams`);

const latencies = [];
for (let i = 0; i < EVENTS; i += 1) {
  pending = { startedAt: 0, times: [] };
  pending.startedAt = performance.now();
  await api(base, 'POST', i % 2 ? '/cart/decrement' : '/cart/increment', token, { product_id: Number(productId) });
  const deadline = performance.now() + 10_000;
  while (pending.times.length < STREAMS && performance.now() < deadline) await sleep(10);
  latencies.push(...pending.times);
  if (pending.times.length < STREAMS) log(`event ${i + 1}: only ${pending.times.length} of ${STREAMS} streams heard it`);
  await sleep(200);
}
latencies.sort((a, b) => a - b);
const result = {
  date: new Date().toISOString().slice(0, 10),
  streams: STREAMS,
  events: EVENTS,
  bytesPerStream: Math.round(bytesPerStream),
  latencyMs: {
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1)),
  },
  delivered: `${latencies.length} of ${STREAMS * EVENTS}`,
  budgets: {
    memory: bytesPerStream <= BUDGET.bytesPerStream ? 'met' : `missed by ${Math.round((bytesPerStream - BUDGET.bytesPerStream) / 1024)} KB`,
    latency: percentile(latencies, 99) <= BUDGET.p99Ms ? 'met' : `missed by ${Math.round(percentile(latencies, 99) - BUDGET.p99Ms)} ms`,
  },
};
console.log(JSON.stringify(result, null, 2));
for (const request of requests) request.destroy();
child.kill('SIGTERM');
await once(child, 'exit');
if (process.env.BENCH_STRICT === '1' && (result.budgets.memory !== 'met' || result.budgets.latency !== 'met')) process.exit(1);
