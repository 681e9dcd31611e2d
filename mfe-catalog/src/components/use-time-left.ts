import { useEffect, useRef, useState } from 'react';
import { useFirstRenderNow } from 'shared-sdk';

export interface Remaining {
  /** Milliseconds left, 0 once the moment has passed. */
  ms: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** The time left until `target`, split into days, hours, minutes and seconds. */
export function remainingUntil(target: number, now: number): Remaining {
  const ms = Number.isFinite(target) ? Math.max(0, target - now) : 0;
  const total = Math.floor(ms / 1000);
  return {
    ms,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: ms === 0,
  };
}

/** Parses the API's dates ('2026-11-22 10:00:00' or ISO); NaN when unreadable. */
export function parseDate(value: string | number | Date | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const iso = /^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value;
  return Date.parse(iso);
}

/**
 * The time left until `target` (a moment, e.g. a flash sale's end), live: ticks once a second (on the clock, from Date.now(), so a throttled
 * background tab catches up) and calls `onDone` once when it reaches zero.
 */
export function useTimeLeft(target: string | number | Date | null | undefined, onDone?: () => void): Remaining {
  const at = parseDate(target);
  // A server-rendered page hydrates with the server's moment, then ticks from the real one.
  const [now, setNow] = useState(useFirstRenderNow());
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const remaining = remainingUntil(at, now);

  useEffect(() => {
    if (!Number.isFinite(at)) return undefined;
    setNow(Date.now());
    if (at <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= at) {
        clearInterval(timer);
        onDoneRef.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);

  return remaining;
}
