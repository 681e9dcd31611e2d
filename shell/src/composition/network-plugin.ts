import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { boundedResponse, type BodyBounds } from './bounded-body';
import type { ManifestGate } from './manifest-gate';

/**
 * Each attempt's wait for the response to start. The first is cut early, so that a request a server
 * left hanging is replaced by a fresh one at once; the last waits as long as a slow phone's network
 * needs (at 400 ms a round trip, a busy server's manifest can start 2.5 s after it is asked for;
 * cut at 1.5 s every time, the remote would never load). The slot shows its
 * fallback after 5 s whatever the manifest does, and a load that ends after that replaces it
 * (remote-loader.ts).
 */
export const MANIFEST_ATTEMPT_TIMEOUTS_MS = [1500, 10_000] as const;
export const MANIFEST_ATTEMPTS = MANIFEST_ATTEMPT_TIMEOUTS_MS.length;
export const MANIFEST_RETRY_DELAY_MS = 300;
/** A remoteEntry script that has not run by then is abandoned (the runtime's default is 20 s). */
export const SCRIPT_TIMEOUT_MS = 4000;

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * How the runtime fetches manifests: a bounded retry with a timeout per attempt (a hanging server
 * then fails in about 11.8 s, the slot showing its fallback from 5 s on, and a Retry meanwhile sends a
 * fresh request instead of joining the hung one),
 * the composition's integrity hash checked by the browser, and then the manifest checks (the gate);
 * a refused manifest is not retried. retry-plugin cannot do either: its fetch retry has no timeout,
 * a fixed 1 s delay and one static RequestInit for every URL.
 */
export function networkPlugin(
  gate: Pick<ManifestGate, 'integrityOf' | 'inspect'>,
  fetchImpl: FetchLike = fetch,
  /** On the server: the body is read whole within these bounds (bounded-body.ts). A browser reads as its network allows. */
  bodyBounds?: BodyBounds,
): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-network',
    async fetch(url, init) {
      const integrity = gate.integrityOf(url);
      const deadline = bodyBounds ? Date.now() + bodyBounds.totalMs : undefined;
      const fetchOnce = bodyBounds && deadline ? readWhole(fetchImpl, bodyBounds, deadline) : fetchImpl;
      const response = await fetchWithRetry(fetchOnce, url, integrity ? { ...init, integrity } : init, 0, deadline);
      await gate.inspect(url, response);
      return response;
    },
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}

/**
 * On the server, one deadline for the whole read of a manifest: every attempt's wait for headers,
 * its body and the pause between attempts (docs/composition.md, "What the server reads"). Without
 * it, a host that drips its body would hold the page past the deadline, a second attempt starting
 * after the first ran out.
 */
function readWhole(fetchImpl: FetchLike, bounds: BodyBounds, deadline: number): FetchLike {
  const startedAt = deadline - bounds.totalMs;
  return async (url, init) => {
    const whole = AbortSignal.timeout(Math.max(0, deadline - Date.now()));
    const signal = init.signal ? AbortSignal.any([init.signal, whole]) : whole;
    return boundedResponse(url, await fetchImpl(url, { ...init, signal }), bounds, startedAt);
  };
}

async function fetchWithRetry(fetchImpl: FetchLike, url: string, init: RequestInit, attempt: number, deadline?: number): Promise<Response> {
  try {
    const response = await fetchBeforeTimeout(fetchImpl, url, init, MANIFEST_ATTEMPT_TIMEOUTS_MS[attempt]!);
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response;
  } catch (error) {
    const noTimeLeft = deadline !== undefined && Date.now() + MANIFEST_RETRY_DELAY_MS >= deadline;
    if (attempt + 1 >= MANIFEST_ATTEMPTS || noTimeLeft) throw error;
    await new Promise((resolve) => setTimeout(resolve, MANIFEST_RETRY_DELAY_MS));
    return fetchWithRetry(fetchImpl, url, init, attempt + 1, deadline);
  }
}

/**
 * Aborts a request whose response has not started in time. Only the wait for the response is timed:
 * on a slow network the body of a started response still arrives, however long it takes.
 */
async function fetchBeforeTimeout(fetchImpl: FetchLike, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${url} did not answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    return await fetchImpl(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
