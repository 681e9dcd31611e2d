import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useStores, type ModalProps, type ModalSlot as ModalSlotDef } from 'shared-sdk';
import { LoadingOverlay } from '../components/loading-overlay';
import { RemoteSlot } from './remote-slot';

/**
 * One modal or drawer owned by a remote. Nothing is fetched until its ui-store flag turns on, so a
 * plain page view loads no code of mfe-auth or mfe-cart.
 */
export const ModalSlot = observer(function ModalSlot({ slot }: { slot: ModalSlotDef }) {
  const { ui } = useStores();
  const onClose = useCallback(() => ui.close(slot.id), [ui, slot.id]);
  const props = useMemo<ModalProps>(() => ({ onClose }), [onClose]);
  if (!ui.isOpen(slot.id)) return null;
  return <RemoteSlot remote={slot.remote} module={slot.module} props={props} loading={<LoadingOverlay />} onDismiss={onClose} />;
});
