import { useEffect, useState } from 'react';
import { toApiFailure, type ApiFailure } from 'shared-sdk';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; failure: ApiFailure }
  | { status: 'ready'; data: T };

/**
 * Loads what a content page shows, with loading and error states and a retry. `key` names the
 * resource (e.g. the page slug): a new key loads again, and a stale answer is dropped.
 */
export function useResource<T>(load: () => Promise<T>, key: string): [ResourceState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', failure: toApiFailure(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` and `attempt` are what decide a reload.
  }, [key, attempt]);

  return [state, () => setAttempt((n) => n + 1)];
}
