import type { LiveEvent } from './live-event';
import { runLiveStream, type LiveStreamOptions } from './live-stream';

/**
 * This tab's part in the browser's one stream: 'open' (it holds the stream), 'connecting' (it holds
 * the lead and is connecting or waiting to reconnect), 'shared' (another tab holds it and passes the
 * events on), 'paused' (hidden or offline: no stream of its own).
 */
export type LiveLinkState = 'open' | 'connecting' | 'shared' | 'paused';

export interface LiveLinkOptions extends Pick<LiveStreamOptions, 'url' | 'token' | 'onUnauthorized' | 'fetch' | 'random'> {
  /** Every event, once, in every tab of the browser. */
  onEvent: (event: LiveEvent) => void;
  onState: (state: LiveLinkState) => void;
}

/** The BroadcastChannel the leading tab passes events on, and the Web Lock that makes one tab lead. */
const CHANNEL_NAME = 'storefront-live';
const LOCK_NAME = 'storefront-live';
/** A tab hidden this long gives its stream (or its place in the queue for it) up. */
const HIDDEN_RELEASE_MS = 10_000;
/** Event ids remembered against duplicates (a tab taking the lead over may hear one twice). */
const SEEN_IDS = 200;

interface ChannelMessage {
  type: 'event';
  event: LiveEvent;
}

/**
 * One stream per browser, not per tab (docs/live-updates.md): the visible tabs queue for one Web
 * Lock; the tab holding it holds GET /api/events and passes every event to the others over a
 * BroadcastChannel. A tab hidden for HIDDEN_RELEASE_MS, or offline, leaves the queue (a hidden
 * leader hands the stream to a visible tab, or to nobody); the next leader resumes from the last
 * event any tab heard. Without Web Locks (an insecure context), every visible tab holds its own.
 * Returns the stop.
 */
export function startLiveLink(options: LiveLinkOptions): () => void {
  const seen: string[] = [];
  /**
   * The id of the last new event heard, sent back as Last-Event-ID. Ids are opaque (random, they
   * carry no order: docs/live-updates.md), so "last" is the order they came in: the server sends
   * each stream's events in order, and the leading tab passes them on in that order.
   */
  let lastId: string | undefined;
  let lead: AbortController | null = null;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;

  /** Hands an event to this tab once: false for one already heard. */
  const take = (event: LiveEvent): boolean => {
    if ('id' in event) {
      if (seen.includes(event.id)) return false;
      seen.push(event.id);
      if (seen.length > SEEN_IDS) seen.shift();
      lastId = event.id;
    }
    options.onEvent(event);
    return true;
  };

  channel?.addEventListener('message', (message: MessageEvent<ChannelMessage>) => {
    if (message.data?.type === 'event') take(message.data.event);
  });

  const stream = (signal: AbortSignal) =>
    runLiveStream(
      {
        ...options,
        lastId: () => lastId,
        onEvent: (event) => {
          if (take(event)) channel?.postMessage({ type: 'event', event } satisfies ChannelMessage);
        },
        onOpen: () => options.onState('open'),
        onDown: () => options.onState('connecting'),
      },
      signal,
    );

  const begin = () => {
    const controller = new AbortController();
    lead = controller;
    const leading = () => {
      options.onState('connecting');
      return stream(controller.signal);
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    let held: Promise<unknown>;
    if (locks) {
      options.onState('shared');
      held = locks.request(LOCK_NAME, { signal: controller.signal }, leading);
    } else {
      held = leading();
    }
    // Aborted while queued (AbortError), or the stream ended because the session did.
    void held
      .catch(() => undefined)
      .finally(() => {
        if (lead === controller) lead = null;
      });
  };

  const end = () => {
    lead?.abort();
    lead = null;
    if (!stopped) options.onState('paused');
  };

  const wanted = () => !stopped && document.visibilityState !== 'hidden' && navigator.onLine !== false;

  const reconsider = () => {
    clearTimeout(releaseTimer);
    if (wanted()) {
      if (!lead) begin();
      return;
    }
    if (!lead) return;
    // Offline: at once. Hidden: after a while, so a quick look at another tab keeps the stream.
    if (navigator.onLine === false) end();
    else releaseTimer = setTimeout(() => !wanted() && end(), HIDDEN_RELEASE_MS);
  };

  document.addEventListener('visibilitychange', reconsider);
  window.addEventListener('online', reconsider);
  window.addEventListener('offline', reconsider);
  if (wanted()) begin();
  else options.onState('paused');

  return () => {
    stopped = true;
    clearTimeout(releaseTimer);
    document.removeEventListener('visibilitychange', reconsider);
    window.removeEventListener('online', reconsider);
    window.removeEventListener('offline', reconsider);
    lead?.abort();
    lead = null;
    channel?.close();
  };
}
