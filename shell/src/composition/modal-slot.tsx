import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStores, type ModalProps, type ModalSlot as ModalSlotDef, type RemoteName } from 'shared-sdk';
import { LoadingOverlay } from '../components/loading-overlay';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteSlot } from './remote-slot';

/**
 * One modal or drawer owned by a remote. Nothing is fetched until its ui-store flag turns on, so a
 * plain page view loads no code of mfe-auth or mfe-cart.
 */
export const ModalSlot = observer(function ModalSlot({ slot }: { slot: ModalSlotDef }) {
  const { ui } = useStores();
  const onClose = useCallback(() => ui.close(slot.id), [ui, slot.id]);
  const props = useMemo<ModalProps>(() => ({ onClose }), [onClose]);
  const open = ui.isOpen(slot.id);
  const settled = useSettledLoad(slot.remote, slot.module, open);
  if (!open) return null;
  if (!settled) return <LoadingOverlay />;
  return <RemoteSlot remote={slot.remote} module={slot.module} props={props} loading={<LoadingOverlay />} onDismiss={onClose} />;
});

/** A load the remote loader has marked settled, the way React's `use` reads it (remote-loader.ts). */
function isSettled(promise: Promise<unknown>): boolean {
  const { status } = promise as Promise<unknown> & { status?: string };
  return status === 'fulfilled' || status === 'rejected';
}

/**
 * Whether the module's load has settled (loaded or failed), starting it while `wanted`. A modal's
 * code is waited for here, before its slot renders, and not in the slot's Suspense boundary: React
 * reveals a boundary's content no sooner than 300 ms after its fallback was shown (its throttle of
 * fallbacks), and a first cart drawer, its code there in 90 ms, waited out the rest (docs/islands.md).
 * A failed load settles too: the slot then shows its fallback, with Retry.
 */
function useSettledLoad(remote: RemoteName, module: string, wanted: boolean): boolean {
  const loader = useRemoteLoader();
  const promise = wanted ? loader.load(remote, module) : null;
  const [settledLoad, setSettledLoad] = useState<Promise<unknown> | null>(null);
  const settled = promise !== null && (settledLoad === promise || isSettled(promise));
  useEffect(() => {
    if (!promise || settled) return;
    let current = true;
    const done = () => current && setSettledLoad(promise);
    promise.then(done, done);
    return () => {
      current = false;
    };
  }, [promise, settled]);
  return settled;
}
