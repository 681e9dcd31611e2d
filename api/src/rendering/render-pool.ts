import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type {
  ApiAnswer,
  ApiCall,
  MainMessage,
  PageRenderRequest,
  RenderOutcome,
  RenderTask,
  RenderWorkerData,
  WorkerMessage,
} from './render-protocol.js';

export interface RenderPoolOptions extends RenderWorkerData {
  /** Render threads; by default one fewer than the cores (at least one, at most four). */
  threads?: number;
  /** Pages one thread renders at once (RENDERS_PER_THREAD). */
  rendersPerThread?: number;
  /** Pages that may wait per thread (QUEUE_PER_THREAD). */
  queuePerThread?: number;
  /** How long a running render may go on once the pool closes (CLOSE_TIMEOUT_MS). */
  closeTimeoutMs?: number;
  /** How long a render may run on its thread before it is stopped (by default renderBoundOf(deadlineMs)). */
  renderBoundMs?: number;
  /** Answers a page's API call (the app, in-process). Runs in the async context of the render's caller. */
  callApi: (call: ApiCall) => Promise<ApiAnswer>;
  warn: (message: string, error?: string) => void;
}

export interface RenderPool {
  render(request: PageRenderRequest, selfOrigin: string | null): Promise<RenderOutcome>;
  close(): Promise<void>;
}

/** Pages one thread renders at once: a render spends most of its time waiting for its API calls. */
const RENDERS_PER_THREAD = 8;
/** Pages that may wait for a thread; beyond that a page is left to the browser at once (RenderPoolFull). */
const QUEUE_PER_THREAD = 32;

const CLOSE_TIMEOUT_MS = 5_000;

/** The renderer's own deadline when RENDER_DEADLINE_MS is not set (shell/src/server/page-renderer.tsx). */
const RENDERER_DEFAULT_DEADLINE_MS = 3_000;
/** The floor of the server's read of a remote's manifest (shell/src/composition/bounded-body.ts). */
const MANIFEST_READ_FLOOR_MS = 5_000;

/**
 * What a whole render may take: its data and its React render get a deadline each, and the calls
 * before them (settings, messages) and the manifest read for its preloads are short. A render past
 * three deadlines and that read is stuck on something unbounded: it is stopped, so neither the
 * shopper nor the guests whose requests joined it in the page cache wait on it without end.
 */
export function renderBoundOf(deadlineMs = RENDERER_DEFAULT_DEADLINE_MS): number {
  return 3 * deadlineMs + MANIFEST_READ_FLOOR_MS;
}

export function defaultRenderThreads(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

/**
 * Server rendering off the event loop (docs/server-rendering.md, "Render threads"): React renders
 * pages in worker threads, so a page's render never holds the loop that answers the API, streams
 * events and reads the database. The threads load the shell's server build when they start and stay
 * up; the main thread answers their API calls in-process.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const threads = options.threads ?? defaultRenderThreads();
  const fromSource = import.meta.url.endsWith('.ts');
  // Counted here, not by piscina's maxQueue: piscina keeps a task that has an abort signal in a
  // queue of its own that maxQueue does not bound.
  const rendersPerThread = options.rendersPerThread ?? RENDERS_PER_THREAD;
  const capacity = threads * (rendersPerThread + (options.queuePerThread ?? QUEUE_PER_THREAD));
  let taken = 0;

  const pool = new Piscina({
    filename: new URL(fromSource ? './render-worker.ts' : './render-worker.js', import.meta.url).href,
    // From source (tests, `npm run dev`) the thread loads the .ts file through tsx, as this process
    // does. Otherwise the thread takes this process's options (Node drops the V8 and process-wide
    // ones a thread cannot have; passed explicitly, they would be refused).
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
    workerData: { entry: options.entry, template: options.template, deadlineMs: options.deadlineMs } satisfies RenderWorkerData,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: rendersPerThread,
    // On close, a render still running (the warm-up's, one whose request was cut) gets this long to end.
    closeTimeout: options.closeTimeoutMs ?? CLOSE_TIMEOUT_MS,
  });

  return {
    async render(request, selfOrigin) {
      if (taken >= capacity) throw new RenderPoolFull();
      // A channel per render, made here: its messages arrive in this caller's async context, so the
      // calls are answered in it and the page cache notes what the page showed (render-pool.test.ts).
      const { port1, port2 } = new MessageChannel();
      // The bound counts from the render's start on its thread: neither the wait for a thread nor a
      // new thread's load of the shell's server build is the render's. Piscina stops the thread of a
      // render aborted while it runs and starts another in its place.
      const bound = options.renderBoundMs ?? renderBoundOf(options.deadlineMs);
      const overdue = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const answer = async (message: WorkerMessage) => {
        if (message.kind === 'started') {
          timer = setTimeout(() => overdue.abort(), bound);
          return;
        }
        if (message.kind === 'warn') {
          options.warn(message.message, message.error);
          return;
        }
        const reply: MainMessage = await options.callApi(message.call).then(
          (answered): MainMessage => ({ kind: 'answer', id: message.id, answer: answered }),
          (error: unknown): MainMessage => ({ kind: 'failed', id: message.id, message: String(error) }),
        );
        port1.postMessage(reply);
      };
      port1.on('message', (message: WorkerMessage) => void answer(message));
      taken += 1;
      try {
        const task: RenderTask = { request, selfOrigin, port: port2 };
        return (await pool.run(task, { transferList: [port2], signal: overdue.signal })) as RenderOutcome;
      } catch (error) {
        if (overdue.signal.aborted && error instanceof Error && error.name === 'AbortError') throw new RenderOverdue(bound);
        throw error;
      } finally {
        clearTimeout(timer);
        taken -= 1;
        port1.close();
      }
    },
    // A render still running past the close timeout has its thread terminated (piscina does so, then
    // reports the timeout): that is the bound working, not a failure of the shutdown.
    close: () =>
      pool.close().catch((error: unknown) => {
        if (!(error instanceof Error && /close operation timed out/i.test(error.message))) throw error;
      }),
  };
}

/** A render went on past its bound (renderBoundOf): its thread was stopped. */
export class RenderOverdue extends Error {
  constructor(boundMs: number) {
    super(`The render went on past its bound of ${boundMs} ms; its thread was stopped.`);
  }
}

/**
 * A render cut short with its thread: the pool is closing (the server is shutting down), or another
 * render on the same thread went past its bound and the thread was stopped.
 */
export function isRenderThreadCut(error: unknown): boolean {
  return error instanceof Error && /terminating worker thread/i.test(error.message);
}

/** Every thread is busy and the queue is full: the page goes to the browser rather than wait. */
export class RenderPoolFull extends Error {
  constructor() {
    super('Every render thread is busy and the render queue is full.');
  }
}
