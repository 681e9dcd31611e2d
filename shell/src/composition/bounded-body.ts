/** How much of a response the server reads, and for how long (docs/composition.md, "What the server reads"). */
export interface BodyBounds {
  maxBytes: number;
  /** From the start of the request: the body must have arrived by then. */
  totalMs: number;
}

/** A manifest is tens of kilobytes; a megabyte is far past any real one. */
export const SERVER_MANIFEST_BOUNDS: BodyBounds = { maxBytes: 1024 * 1024, totalMs: 5_000 };

/**
 * The bounds of a manifest read for a server that gives a remote `remoteTimeoutMs` to load
 * (RENDER_DEADLINE_MS): never less time than that, so that the read is not what cuts the load.
 */
export function serverManifestBounds(remoteTimeoutMs: number): BodyBounds {
  return { ...SERVER_MANIFEST_BOUNDS, totalMs: Math.max(SERVER_MANIFEST_BOUNDS.totalMs, remoteTimeoutMs) };
}

/**
 * The response with its whole body read within `bounds`, as a new Response over those bytes; fails
 * (and cancels the rest) when the body is larger than `maxBytes` or still arriving after the deadline.
 * A remote's host is not ours: an oversized manifest would hold the server's time and memory, and a
 * host that drips its body would keep the connection open for as long as it liked
 * (docs/composition.md, "What the server reads").
 */
export async function boundedResponse(url: string, response: Response, bounds: BodyBounds, startedAt: number): Promise<Response> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > bounds.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`${url} is ${declared} bytes, more than the ${bounds.maxBytes} read`);
  }
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${url} did not arrive within ${bounds.totalMs} ms`)),
      Math.max(0, startedAt + bounds.totalMs - Date.now()),
    );
  });
  try {
    while (reader) {
      const { done, value } = await Promise.race([reader.read(), late]);
      if (done) break;
      size += value.byteLength;
      if (size > bounds.maxBytes) throw new Error(`${url} is more than the ${bounds.maxBytes} bytes read`);
      chunks.push(value);
    }
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
