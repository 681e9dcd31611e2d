import type { MessagePort } from 'node:worker_threads';

/**
 * What the shell's server build (shell/src/server/server-entry.ts) offers. Declared here, the
 * consumer's side, because the API does not compile against the shell: a renderer that does not
 * match is refused at load time and pages are then rendered by the browser.
 */
export interface PageRenderer {
  render(request: PageRenderRequest): Promise<{
    status: number;
    /** False when a part was left to the browser (a remote's server build failed or was late). */
    complete: boolean;
    body: AsyncIterable<unknown>;
  } | null>;
}

/** Where a page's language came from: `?lang=`, the shopper's cookie, or the store's default. */
export type LocaleSource = 'query' | 'cookie' | 'default';

export interface PageRenderRequest {
  path: string;
  composition: string | null;
  origin: string;
  locale: string;
  localeSource: LocaleSource;
  nonce?: string;
}

export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: string;
}

export interface RendererModule {
  createPageRenderer(options: {
    template: string;
    callApi: (call: ApiCall) => Promise<ApiAnswer>;
    selfOrigin: () => string | null;
    log: { warn: (message: string, error?: unknown) => void };
    /** The longest a remote's server build may take to load before its part is left to the browser. */
    remoteTimeoutMs?: number;
    /** The longest a page's data may take before the page renders without it. */
    dataTimeoutMs?: number;
    /** The longest the render itself may take; what is not ready by then is left to the browser. */
    renderTimeoutMs?: number;
  }): Promise<PageRenderer>;
}

/** Given to every render thread once (piscina's workerData). */
export interface RenderWorkerData {
  /** The shell's server build (a file path). */
  entry: string;
  /** The built shell's index.html. */
  template: string;
  /** RENDER_DEADLINE_MS; the renderer's own defaults when absent. */
  deadlineMs?: number;
}

/** One page to render, with the port its API calls and warnings go back over. */
export interface RenderTask {
  request: PageRenderRequest;
  /** Where the server listens, for the remote builds it hosts; null before it listens (tests' inject). */
  selfOrigin: string | null;
  port: MessagePort;
}

export type RenderOutcome =
  | { kind: 'rendered'; status: number; complete: boolean; html: string }
  /** Not a page the server renders (the browser renders it). */
  | { kind: 'declined' }
  /** The shell's server build would not load in the thread: no page will render, the browser renders them. */
  | { kind: 'unavailable'; reason: string };

/** From the render thread over the task's port. */
export type WorkerMessage =
  | { kind: 'call'; id: number; call: ApiCall }
  | { kind: 'warn'; message: string; error?: string }
  // The thread has its renderer and starts the page: the render's bound counts from here.
  | { kind: 'started' };

/** To the render thread over the task's port: an API call's answer, or why it failed. */
export type MainMessage = { kind: 'answer'; id: number; answer: ApiAnswer } | { kind: 'failed'; id: number; message: string };
