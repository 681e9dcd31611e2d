import { MODAL_SLOTS } from 'shared-sdk';
import { ModalSlot } from './modal-slot';

/** Every remote-owned modal and drawer of the store, each mounted on demand. */
export function ModalSlots() {
  return (
    <>
      {MODAL_SLOTS.map((slot) => (
        <ModalSlot key={slot.id} slot={slot} />
      ))}
    </>
  );
}
