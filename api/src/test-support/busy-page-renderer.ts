import { Readable } from 'node:stream';

/**
 * A page renderer for the render pool's tests (rendering/render-pool.test.ts): `/busy/<ms>` keeps
 * its thread's CPU busy that long, as a large React render does, then asks the API one question and
 * writes the answer, the thread it ran on and the deadlines it was given into the page. `/stuck`
 * never ends, as a render waiting on something unbounded.
 */
interface RendererOptions {
  callApi(call: { method: string; url: string; headers: Record<string, string> }): Promise<{ status: number; body: string }>;
  dataTimeoutMs?: number;
  renderTimeoutMs?: number;
  remoteTimeoutMs?: number;
}

export async function createPageRenderer(options: RendererOptions) {
  const { threadId } = await import('node:worker_threads');
  const { dataTimeoutMs, renderTimeoutMs, remoteTimeoutMs } = options;
  const deadlines = JSON.stringify({ dataTimeoutMs, renderTimeoutMs, remoteTimeoutMs });
  return {
    async render(request: { path: string }) {
      if (request.path === '/stuck') return new Promise<never>(() => undefined);
      const busy = /^\/busy\/(\d+)$/.exec(request.path);
      if (!busy) return null;
      const until = Date.now() + Number(busy[1]);
      while (Date.now() < until);
      const answer = await options.callApi({ method: 'GET', url: '/api/master', headers: {} });
      return {
        status: 200,
        complete: true,
        body: Readable.from([`<p>${answer.body}</p><p id="thread">${threadId}</p><p id="deadlines">${deadlines}</p>`]),
      };
    },
  };
}
