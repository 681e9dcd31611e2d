import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderWholeOptions {
  /** What is not ready by then is left to the browser (React renders its fallback and marks it). */
  timeoutMs: number;
  /** The response's CSP nonce, for React's own inline scripts. */
  nonce?: string;
  /** The prefix of the ids the render makes (useId): an island's own (shared-sdk's islandIdPrefix). */
  identifierPrefix?: string;
  /** Told of each part left to the browser. */
  onPartLeft: (error: unknown) => void;
}

/**
 * React's streaming render of `element`, handed over once all of it is ready: every boundary goes
 * out in place, none moved to the end of the document to be revealed by a script.
 */
export function renderWhole(element: ReactNode, options: RenderWholeOptions): Promise<{ stream: Readable; complete: boolean }> {
  let complete = true;
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const timer = setTimeout(
      () => stream.abort(new Error(`Server rendering took longer than ${options.timeoutMs} ms.`)),
      options.timeoutMs,
    );
    const stream = renderToPipeableStream(element, {
      nonce: options.nonce,
      identifierPrefix: options.identifierPrefix,
      // React outlines large boundaries by default; everything is ready when piping starts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(out);
        resolve({ stream: out, complete });
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        complete = false;
        options.onPartLeft(error);
      },
    });
  });
}

/** A whole render as one string (an islands page is put together from several). */
export async function renderWholeToString(element: ReactNode, options: RenderWholeOptions): Promise<{ html: string; complete: boolean }> {
  const { stream, complete } = await renderWhole(element, options);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return { html: Buffer.concat(chunks).toString('utf8'), complete };
}
