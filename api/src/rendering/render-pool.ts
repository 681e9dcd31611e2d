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
    concurrentTasksPerWorker: options.rendersPerThread ?? RENDERS_PER_THREAD,
    maxQueue: threads * (options.queuePerThread ?? QUEUE_PER_THREAD),
    // On close, a render still running (the warm-up's, one whose request was cut) gets this long to end.
    closeTimeout: options.closeTimeoutMs ?? CLOSE_TIMEOUT_MS,
  });

  return {
    async render(request, selfOrigin) {
      // A channel per render, made here: its messages arrive in this caller's async context, so the
      // calls are answered in it and the page cache notes what the page showed (render-pool.test.ts).
      const { port1, port2 } = new MessageChannel();
      const answer = async (message: WorkerMessage) => {
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
      try {
        const task: RenderTask = { request, selfOrigin, port: port2 };
        return (await pool.run(task, { transferList: [port2] })) as RenderOutcome;
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new RenderPoolFull();
        throw error;
      } finally {
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

/** A render cut short because the pool is closing (the server is shutting down). */
export function isRenderCutByClose(error: unknown): boolean {
  return error instanceof Error && /terminating worker thread/i.test(error.message);
}

/** Every thread is busy and the queue is full: the page goes to the browser rather than wait. */
export class RenderPoolFull extends Error {
  constructor() {
    super('Every render thread is busy and the render queue is full.');
  }
}
