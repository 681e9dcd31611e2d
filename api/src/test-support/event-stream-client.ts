import http from 'node:http';

/** One Server-Sent Event as a client reads it. */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: Record<string, unknown>;
}

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: ReceivedEvent[];
  /** The `retry:` hints received. */
  retries: number[];
  /** Resolves with the first received event (from `from` on) that `match` accepts; rejects after `timeoutMs`. */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number, from?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** The whole body of a refusal (not a stream). */
  body: string;
  close(): void;
}

/**
 * Opens GET /api/events on a listening server as a browser's fetch would, and parses the stream
 * (test support for the live events: node's http, no client library).
 */
export function openEventStream(baseUrl: string, token: string, lastEventId?: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const request = http.get(`${baseUrl}/api/events`, { headers }, (response) => {
      const events: ReceivedEvent[] = [];
      const retries: number[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let body = '';
      let endedResolve!: () => void;
      const ended = new Promise<void>((done) => (endedResolve = done));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
          }
          if (fields.retry) retries.push(Number(fields.retry));
          if (fields.event || fields.data) {
            events.push({
              id: fields.id,
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data ?? '{}') as Record<string, unknown>,
            });
            for (const wake of waiters) wake();
          }
        }
      });
      response.on('end', () => endedResolve());
      response.on('close', () => endedResolve());
      const stream: OpenStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        retries,
        ended,
        get body() {
          return body;
        },
        waitFor(match, timeoutMs = 5000, from = 0) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = events.slice(from).find(match);
              if (!hit) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        close: () => request.destroy(),
      };
      resolve(stream);
    });
    request.on('error', reject);
  });
}
