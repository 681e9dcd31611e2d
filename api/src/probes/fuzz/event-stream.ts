import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Readable } from 'node:stream';
import type { ProbeRequest } from '../openapi/request-cases.js';
import { injectOptions, type Caller } from '../openapi/send-request.js';

/**
 * Routes whose answer never ends (Server-Sent Events, docs/live-updates.md). The fuzzer sends them
 * its cases like any route's, but reads an event stream only as far as its first block and then
 * hangs up, as a closed tab does, so that no case waits for the end of an answer that has none.
 */
export const STREAMING_ROUTES = new Set(['GET /api/events']);

/** A guard, not a measure: an answer that has not ended, or a stream that sent no block by then, fails the case instead of hanging the run. */
const READ_BOUND_MS = 30_000;

const isEventStream = (response: LightMyRequestResponse) => String(response.headers['content-type'] ?? '').startsWith('text/event-stream');

function readAnswer(stream: Readable, firstBlockOnly: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (error?: Error) => {
      clearTimeout(bound);
      stream.removeAllListeners('data');
      if (error) reject(error);
      else resolve(text);
    };
    const bound = setTimeout(
      () =>
        finish(
          new Error(
            `no ${firstBlockOnly ? 'first block' : 'end of the answer'} within ${READ_BOUND_MS} ms; got ${JSON.stringify(text.slice(0, 200))}`,
          ),
        ),
      READ_BOUND_MS,
    );
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
      if (firstBlockOnly && text.includes('\n\n')) finish();
    });
    stream.once('end', () => finish());
    stream.once('error', finish);
  });
}

/**
 * Sends one case to a streaming route through app.inject with the answer as a stream: a refusal
 * or an error is read whole; an event stream up to its first block, then the connection is closed
 * (the server ends the stream, so the shopper's place is free for the next case).
 */
export async function sendToStream(app: FastifyInstance, request: ProbeRequest, caller: Caller): Promise<LightMyRequestResponse> {
  const response = await app.inject({ ...injectOptions(request, caller), payloadAsStream: true });
  const streaming = isEventStream(response);
  try {
    const body = await readAnswer(response.stream(), streaming);
    return { ...response, body, payload: body, rawPayload: Buffer.from(body), json: <T>() => JSON.parse(body) as T };
  } finally {
    if (streaming) response.raw.res.destroy();
  }
}

/**
 * What is wrong with an event stream's beginning: the documented 200 of such a route is a stream
 * that is never cached and starts by telling the client how soon to reconnect. Null for an answer
 * that is not a stream (the answer checker judges those as any route's).
 */
export function eventStreamProblems(response: LightMyRequestResponse): string[] | null {
  if (!isEventStream(response)) return null;
  const problems: string[] = [];
  if (response.statusCode !== 200) problems.push(`an event stream with status ${response.statusCode}`);
  if (response.headers['cache-control'] !== 'no-store')
    problems.push(`an event stream with cache-control ${String(response.headers['cache-control'])}`);
  if (!/^retry: \d+\n\n/.test(response.body))
    problems.push(`an event stream that does not begin with its retry hint: ${JSON.stringify(response.body.slice(0, 200))}`);
  return problems;
}
