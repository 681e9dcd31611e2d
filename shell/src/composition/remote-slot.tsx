import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RemoteName } from 'shared-sdk';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteModule } from './remote-module';
import { RemoteSlotContext } from './remote-slot-context';

interface RemoteSlotProps {
  remote: RemoteName;
  /** The exposed module, e.g. './HomePage'. */
  module: string;
  /** Props for the remote's component. */
  props?: object;
  /** Shown while the module loads. */
  loading?: ReactNode;
  /** For modal slots: lets the shopper close the fallback. */
  onDismiss?: () => void;
  /** Rendered after the module, inside its Suspense boundary (commits together with it), or after the fallback. */
  children?: ReactNode;
}

const NO_PROPS = {};

/**
 * Where a remote's component goes: loads it on first render, shows `loading` meanwhile and the
 * fallback (with Retry) when it cannot be loaded or throws, an error counted against the remote's
 * build (remote-error-reporter.ts). Retry forgets the failed load and remounts the boundary. Mounting
 * a slot anew (navigating back to a page) also retries a failed load, and a load that timed out but
 * arrives later swaps itself in.
 */
export function RemoteSlot({ remote, module, props = NO_PROPS, loading = null, onDismiss, children }: RemoteSlotProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(() => {
    loader.forgetFailed(remote, module);
    return 0;
  });
  // A remote that timed out but arrives after all replaces the fallback without a click.
  useEffect(() => loader.onLateArrival(remote, module, () => setAttempt((n) => n + 1)), [loader, remote, module]);
  const controls = useMemo(
    () => ({
      retry: () => {
        loader.forgetFailed(remote, module);
        setAttempt((n) => n + 1);
      },
      dismiss: onDismiss,
    }),
    [loader, remote, module, onDismiss],
  );
  const onError = useCallback((error: unknown) => loader.reportError?.(remote, error), [loader, remote]);
  return (
    <RemoteSlotContext.Provider value={controls}>
      <RemoteErrorBoundary key={attempt} onError={onError} withFallback={children}>
        <Suspense fallback={loading}>
          <RemoteModule remote={remote} module={module} props={props} />
          {children}
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
