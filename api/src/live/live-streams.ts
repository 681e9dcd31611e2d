import type { ServerResponse } from 'node:http';
import type { ShopperEvent } from '../db/queries/shopper-events.js';

/** Bounds on the open streams (docs/live-updates.md, "Limits"). */
export interface LiveLimits {
  /** LIVE_STREAMS_PER_USER: one per browser is the norm (tabs share it); more is refused with 429. */
  perUser: number;
  /** LIVE_STREAMS_MAX: this instance's streams; more is refused with 503 and Retry-After. */
  perInstance: number;
}

/** What the streams need from the app: its metrics, and the database's log for a stream that fell behind. */
export interface LiveStreamHooks {
  opened(): void;
  closed(): void;
  sent(kind: string): void;
  /** The user's events after `afterId` (shopper_events.id), oldest first, at most `limit`. */
  eventsAfter(userId: number, afterId: number, limit: number): Promise<ShopperEvent[]>;
  /** A stream that fell behind could not read the log; it was told to resync. */
  catchUpFailed(error: unknown): void;
}

/**
 * Past this much unsent, a stream stops writing and leaves its events in the database until its
 * client has taken what was written: one burst, however large, costs a stream this much memory.
 */
export const MAX_BUFFERED_BYTES = 512 * 1024;
/** A stream behind whose client takes not one byte for this long has stopped reading: it is cut. */
export const STALL_MS = 10_000;
/** A stream catching up reads the log this many events at a time. */
const CATCH_UP_PAGE = 200;

/**
 * What the shopper's stream shows of an event. A revoked session's token id counts the store's
 * sign-ins, and the only stream told of the revocation is that session's own: it needs no id.
 */
function shownData(event: ShopperEvent): Record<string, unknown> {
  return event.kind === 'session_revoked' ? {} : event.data;
}

export class LiveStream {
  /** The last event written (shopper_events.id); events up to it are never written again. */
  lastId = 0;
  /** Live events held while missed ones are written from the log (null when none are). */
  private held: ShopperEvent[] | null = [];
  /** Past MAX_BUFFERED_BYTES: events stay in the log until the client has taken what was written. */
  private behind = false;
  /** Bytes written to the response, to tell a client that takes them from one that does not. */
  private written = 0;
  private stallTimer: ReturnType<typeof setTimeout> | undefined;
  ended = false;

  constructor(
    readonly userId: number,
    readonly tokenId: number,
    private readonly response: ServerResponse,
    private readonly hooks: LiveStreamHooks,
    private readonly onEnd: (stream: LiveStream) => void,
  ) {
    response.on('close', () => this.end());
  }

  private write(text: string): void {
    if (this.ended) return;
    this.response.write(text);
    this.written += Buffer.byteLength(text);
    if (this.response.writableLength > MAX_BUFFERED_BYTES) this.fallBehind();
  }

  /**
   * A burst, or a client that stopped reading: nothing more is written until the client has taken
   * what was. One that does (the response drains) catches up from the log and misses nothing; one
   * that takes nothing for STALL_MS is cut.
   */
  private fallBehind(): void {
    if (this.behind) return;
    this.behind = true;
    this.response.once('drain', () => void this.catchUp());
    let taken = this.taken();
    const check = () => {
      if (!this.behind || this.ended) return;
      const now = this.taken();
      if (now === taken) return this.cut();
      taken = now;
      this.stallTimer = setTimeout(check, STALL_MS).unref();
    };
    this.stallTimer = setTimeout(check, STALL_MS).unref();
  }

  /** Bytes the client's connection has taken so far. */
  private taken(): number {
    return this.written - this.response.writableLength;
  }

  /** Writes what the log holds after `lastId`, page by page, holding live events meanwhile. */
  private async catchUp(): Promise<void> {
    clearTimeout(this.stallTimer);
    if (this.ended) return;
    this.behind = false;
    this.held ??= [];
    try {
      for (;;) {
        const page = await this.hooks.eventsAfter(this.userId, this.lastId, CATCH_UP_PAGE);
        for (const event of page) this.send(event);
        // Behind again: the next drain goes on from here.
        if (page.length < CATCH_UP_PAGE || this.behind || this.ended) break;
      }
    } catch (error) {
      this.hooks.catchUpFailed(error);
      this.resync();
    }
    this.release();
  }

  /** Whether the event is this stream's to tell: another session's revocation is not. */
  private concerns(event: ShopperEvent): boolean {
    return event.kind !== 'session_revoked' || event.data.token_id === this.tokenId;
  }

  /** One event, once, in order (one the stream is behind on waits in the log). */
  send(event: ShopperEvent): void {
    if (this.ended || this.behind || event.id <= this.lastId || !this.concerns(event)) return;
    this.lastId = event.id;
    this.write(`id: ${event.public_id}\nevent: ${event.kind}\ndata: ${JSON.stringify(shownData(event))}\n\n`);
    this.hooks.sent(event.kind);
  }

  /** A live event: held while missed ones are written, else sent. */
  deliver(event: ShopperEvent): void {
    if (this.held) this.held.push(event);
    else this.send(event);
  }

  /** The missed events are written: what came meanwhile goes out, in order, without repeats. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const event of held.sort((a, b) => a.id - b.id)) this.send(event);
  }

  /** Tells the client how soon to reconnect after the stream broke (SSE `retry`). */
  retry(ms: number): void {
    this.write(`retry: ${ms}\n\n`);
  }

  /** Tells the client that events may be lost: it refetches what it shows. */
  resync(): void {
    this.write(`event: resync\ndata: {}\n\n`);
  }

  comment(text: string): void {
    if (!this.behind) this.write(`: ${text}\n\n`);
  }

  /** Ends the stream; `retryMs` tells the client when to come back (a restart's drain). */
  end(retryMs?: number): void {
    if (this.ended) return;
    if (retryMs !== undefined && !this.response.writableEnded) this.response.write(`retry: ${retryMs}\n\n`);
    this.ended = true;
    clearTimeout(this.stallTimer);
    if (!this.response.writableEnded) this.response.end();
    this.hooks.closed();
    this.onEnd(this);
  }

  /**
   * Cuts a client that stopped reading. Ending alone would keep what it was sent in memory for as
   * long as its connection stays open; it resumes with its Last-Event-ID when it reads again.
   */
  private cut(): void {
    this.end();
    this.response.destroy();
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
    private readonly hooks: LiveStreamHooks,
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
    const stream = new LiveStream(userId, tokenId, response, this.hooks, (ended) => this.remove(ended));
    let streams = this.byUser.get(userId);
    if (!streams) this.byUser.set(userId, (streams = new Set()));
    streams.add(stream);
    this.open += 1;
    this.hooks.opened();
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
