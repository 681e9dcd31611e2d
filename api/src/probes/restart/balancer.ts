import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A round-robin HTTP load balancer as a real one behaves for this probe: it asks every backend's
 * GET /readyz every `intervalMs`, sends requests only to backends that answered 200 (one that
 * refuses the connection is out at once; one that answers "not ready" or too late stays in until
 * FAILED_PROBES_TO_FALL probes in a row say so, as docs/operating.md's "unhealthy threshold"), keeps pooled
 * keep-alive connections to them, and never retries: a request that fails at a backend reaches the
 * client as a 502, which the probe counts as a failure. Like real balancers it never overlaps two
 * checks of one backend, and it fails open: with no backend ready it sends to every backend that
 * still accepts connections (Envoy's panic threshold, an AWS target group's fail-open), rather than
 * answering 503 because a saturated machine answered two checks late.
 */
export interface Balancer {
  url: string;
  /** Whether the balancer currently sends to `backend` (its last /readyz was 200). */
  isSendingTo(backend: string): boolean;
  /** Requests sent to each backend. */
  sent: Map<string, number>;
  /** Requests sent while no backend was ready (failing open). */
  sentInPanic(): number;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);
const PROBE_TIMEOUT_MS = 1000;
/**
 * A real balancer's "fall" count: failed probes in a row before a backend is taken out. One slow
 * readiness check of the last ready instance on a saturated machine must not empty the pool;
 * 2 × 200 ms + one probe's timeout still fits into the 1.5 s grace the probe gives a draining instance.
 */
const FAILED_PROBES_TO_FALL = 2;

export async function startBalancer(backends: string[], intervalMs = 200): Promise<Balancer> {
  const ready = new Set<string>();
  /** Backends whose last check found nothing listening: not even a panic sends to them. */
  const gone = new Set<string>();
  const sent = new Map<string, number>();
  const pool = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let turn = 0;
  let panicked = 0;

  const pick = (): string | undefined => {
    const live = backends.filter((backend) => ready.has(backend));
    if (live.length) return live[turn++ % live.length];
    const listening = backends.filter((backend) => !gone.has(backend));
    if (!listening.length) return undefined;
    panicked += 1;
    return listening[turn++ % listening.length];
  };

  const server = http.createServer((request, response) => {
    const backend = pick();
    if (!backend) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('balancer: no ready backend');
      return;
    }
    sent.set(backend, (sent.get(backend) ?? 0) + 1);
    forward(request, response, backend, pool);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const failedProbes = new Map<string, number>();
  const probing = new Set<string>();
  const probe = async (backend: string) => {
    if (probing.has(backend)) return;
    probing.add(backend);
    const answer = await fetch(`${backend}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
      (r) => (r.status === 200 ? 'ready' : 'not ready'),
      (error: unknown) => (error instanceof Error && error.name === 'TimeoutError' ? 'late' : 'gone'),
    );
    probing.delete(backend);
    const failed = answer === 'ready' ? 0 : (failedProbes.get(backend) ?? 0) + 1;
    failedProbes.set(backend, failed);
    if (answer === 'gone') gone.add(backend);
    else gone.delete(backend);
    if (answer === 'ready') ready.add(backend);
    else if (answer === 'gone' || failed >= FAILED_PROBES_TO_FALL) ready.delete(backend);
  };
  const probeAll = () => Promise.all(backends.map(probe));
  await probeAll();
  const timer = setInterval(() => void probeAll(), intervalMs);

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    isSendingTo: (backend) => ready.has(backend),
    sent,
    sentInPanic: () => panicked,
    async close() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      pool.destroy();
    },
  };
}

function forward(request: http.IncomingMessage, response: http.ServerResponse, backend: string, pool: http.Agent): void {
  const target = new URL(backend);
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: endToEnd(request.headers),
      agent: pool,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    },
  );
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (response.headersSent) response.destroy();
    else response.writeHead(502, { 'content-type': 'text/plain' }).end(`balancer: ${backend} failed: ${error.code ?? error.message}`);
  });
  request.pipe(upstream);
}

/** Connection headers concern one hop: the client's and the backend's connections are separate. */
function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}
