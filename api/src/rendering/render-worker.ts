// A render thread (piscina runs this module in each; rendering/render-pool.ts). It loads the shell's
// server build once and renders pages with it. The page's API calls go back to the main thread over
// the task's port, where the app answers them in-process as before (routes, schemas, public cache),
// so what a page shows is still noted against the page cache's entry there.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'piscina';
import type {
  ApiAnswer,
  ApiCall,
  MainMessage,
  PageRenderer,
  RenderOutcome,
  RendererModule,
  RenderTask,
  RenderWorkerData,
  WorkerMessage,
} from './render-protocol.js';

/** The API calls of one render, over its task's port. */
class TaskChannel {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(answer: ApiAnswer): void; reject(error: Error): void }>();

  constructor(private readonly port: MessagePort) {
    port.on('message', (message: MainMessage) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.kind === 'answer') waiting.resolve(message.answer);
      else waiting.reject(new Error(message.message));
    });
  }

  call(call: ApiCall): Promise<ApiAnswer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ kind: 'call', id, call });
    });
  }

  send(message: WorkerMessage): void {
    this.port.postMessage(message);
  }

  close(): void {
    for (const waiting of this.pending.values()) waiting.reject(new Error('The render ended.'));
    this.pending.clear();
    this.port.close();
  }
}

/** The render in progress on this async path: renders interleave in a thread while they wait on the API. */
const currentTask = new AsyncLocalStorage<TaskChannel>();
let selfOrigin: string | null = null;

const { entry, template, deadlineMs } = workerData as RenderWorkerData;

/** The renderer module; a .ts one (the API's tests' echo renderer, run from source) through tsx. */
async function importEntry(): Promise<unknown> {
  const url = pathToFileURL(entry).href;
  if (!entry.endsWith('.ts')) return import(url);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(url, url);
}

async function loadRenderer(): Promise<PageRenderer | string> {
  const imported = (await importEntry()) as Partial<RendererModule> & { default?: Partial<RendererModule> };
  const create = imported.createPageRenderer ?? imported.default?.createPageRenderer;
  if (typeof create !== 'function') return `${entry} has no createPageRenderer`;
  return create({
    template,
    ...deadlines(deadlineMs),
    callApi: (call) => {
      const task = currentTask.getStore();
      return task ? task.call(call) : Promise.reject(new Error('An API call outside a render.'));
    },
    selfOrigin: () => selfOrigin,
    log: {
      warn: (message, error) => {
        const said: WorkerMessage = { kind: 'warn', message, error: error === undefined ? undefined : describe(error) };
        const task = currentTask.getStore();
        if (task) task.send(said);
        else console.warn(message, said.error ?? '');
      },
    },
  });
}

/** The renderer's three bounds from RENDER_DEADLINE_MS: its data, then its render, each get all of it; a remote's load most of it. */
function deadlines(deadlineMs: number | undefined) {
  if (deadlineMs === undefined) return {};
  return { dataTimeoutMs: deadlineMs, renderTimeoutMs: deadlineMs, remoteTimeoutMs: Math.round((deadlineMs * 5) / 6) };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Started as the thread starts (piscina loads this module then), so the first page does not wait for the import. */
const renderer = loadRenderer().catch((error: unknown) => `the shell's server build failed to load: ${describe(error)}`);

export default async function renderPage(task: RenderTask): Promise<RenderOutcome> {
  const channel = new TaskChannel(task.port);
  try {
    const loaded = await renderer;
    if (typeof loaded === 'string') return { kind: 'unavailable', reason: loaded };
    channel.send({ kind: 'started' });
    selfOrigin = task.selfOrigin;
    return await currentTask.run(channel, async () => {
      const rendered = await loaded.render(task.request);
      if (!rendered) return { kind: 'declined' };
      const chunks: Buffer[] = [];
      for await (const chunk of rendered.body) chunks.push(Buffer.from(chunk as Buffer));
      return { kind: 'rendered', status: rendered.status, complete: rendered.complete, html: Buffer.concat(chunks).toString('utf8') };
    });
  } finally {
    channel.close();
  }
}
