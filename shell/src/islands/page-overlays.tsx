import { ModalSlots } from '../composition/modal-slots';
import { LiveOrderToasts } from '../features/live-updates/live-order-toasts';
import { ToastRegion } from '../features/toasts/toast-region';

/**
 * What every page shows over itself: the remotes' dialogs, the toasts and the live updates' toasts.
 * The app renders it inside its router; a page of islands in a root of its own, whose code is
 * fetched once the page is interactive (islands-boot.tsx): none of it has anything to show before.
 */
export function PageOverlays() {
  return (
    <>
      <ModalSlots />
      <ToastRegion />
      <LiveOrderToasts />
    </>
  );
}
