import type { ServerResponse } from 'node:http';
import type { ShopperEvent } from '../db/queries/shopper-events.js';

/** Bounds on the open streams (docs/live-updates.md, "Limits"). */
export interface LiveLimits {
  /** LIVE_STREAMS_PER_USER: one per browser is the norm (tabs share it); more is refused with 429. */
  perUser: number;
  /** LIVE_STREAMS_MAX: this instance's streams; more is refused with 503 and Retry-After. */
  perInstance: number;
}

/** What a stream's counters tell the metrics. */
export interface LiveCounters {
  opened(): void;
  closed(): void;
  sent(kind: string): void;
}

/** A stream's buffer past this (a client that stopped reading) ends it: it resumes by Last-Event-ID. */
const MAX_BUFFERED_BYTES = 512 * 1024;

export class LiveStream {
  /** The last event id written; events up to it are never written again. */
  lastId = 0;
  /** Live events held while the missed ones are replayed (null once replayed). */
  private held: ShopperEvent[] | null = [];
  ended = false;

  constructor(
    readonly userId: number,
    readonly tokenId: number,
    private readonly response: ServerResponse,
    private readonly counters: LiveCounters,
    private readonly onEnd: (stream: LiveStream) => void,
  ) {
    response.on('close', () => this.end());
  }

  /** Writes raw SSE text; a client that stopped reading is ended instead. */
  private write(text: string): void {
    if (this.ended) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return;
    }
    this.response.write(text);
  }

  /** One event, once, in order. */
  send(event: ShopperEvent): void {
    if (event.id <= this.lastId) return;
    this.lastId = event.id;
    this.write(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`);
    this.counters.sent(event.kind);
  }

  /** A live event: held while the missed ones are replayed, else sent. */
  deliver(event: ShopperEvent): void {
    if (this.held) this.held.push(event);
    else this.send(event);
  }

  /** The replay is over: what came meanwhile goes out, in order, without repeats. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const event of held.sort((a, b) => a.id - b.id)) this.send(event);
  }

  /** Tells the client that events may be lost: it refetches what it shows. */
  resync(): void {
    this.write(`event: resync\ndata: {}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  /** Ends the stream; `retryMs` tells the client when to come back (a restart's drain). */
  end(retryMs?: number): void {
    if (this.ended) return;
    if (retryMs !== undefined && !this.response.writableEnded) this.response.write(`retry: ${retryMs}\n\n`);
    this.ended = true;
    if (!this.response.writableEnded) this.response.end();
    this.counters.closed();
    this.onEnd(this);
  }
}

/**
 * The open event streams of this instance, by user (docs/live-updates.md): each event the database
 * announces goes to the streams of its user only; a revoked session's streams get the event and end.
 */
export class LiveStreams {
  private readonly byUser = new Map<number, Set<LiveStream>>();
  private open = 0;

  constructor(
    private readonly limits: LiveLimits,
    private readonly counters: LiveCounters,
  ) {}

  get size(): number {
    return this.open;
  }

  /** Why a new stream of this user is refused, or null. */
  refusal(userId: number): 'user' | 'instance' | null {
    if (this.open >= this.limits.perInstance) return 'instance';
    if ((this.byUser.get(userId)?.size ?? 0) >= this.limits.perUser) return 'user';
    return null;
  }

  add(userId: number, tokenId: number, response: ServerResponse): LiveStream {
    const stream = new LiveStream(userId, tokenId, response, this.counters, (ended) => this.remove(ended));
    let streams = this.byUser.get(userId);
    if (!streams) this.byUser.set(userId, (streams = new Set()));
    streams.add(stream);
    this.open += 1;
    this.counters.opened();
    return stream;
  }

  private remove(stream: LiveStream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.open -= 1;
    if (streams.size === 0) this.byUser.delete(stream.userId);
  }

  deliver(event: ShopperEvent): void {
    for (const stream of [...(this.byUser.get(event.user_id) ?? [])]) {
      if (event.kind === 'session_revoked') {
        if (event.data.token_id !== stream.tokenId) continue;
        stream.deliver(event);
        stream.release();
        stream.end();
      } else stream.deliver(event);
    }
  }

  /** Events may have been missed (the database's notifications were interrupted): every client refetches. */
  resyncAll(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.resync();
  }

  forEach(visit: (stream: LiveStream) => void): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) visit(stream);
  }

  /** Ends every stream with a retry hint (a restart's drain): the clients come back to another instance. */
  endAll(retryMs: number): void {
    this.forEach((stream) => stream.end(retryMs));
  }
}
