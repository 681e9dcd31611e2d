import { observer } from 'mobx-react-lite';
import { MODAL_SLOTS, useStores } from 'shared-sdk';
import { ModalSlot } from './modal-slot';

/**
 * Every remote-owned modal and drawer of the store, each mounted on demand, stacked in the order
 * they opened: a login asked for from inside the cart drawer shows above the drawer.
 */
export const ModalSlots = observer(function ModalSlots() {
  const { ui } = useStores();
  const slots = ui.openModalIds.flatMap((id) => MODAL_SLOTS.filter((slot) => slot.id === id));
  return (
    <>
      {slots.map((slot) => (
        <ModalSlot key={slot.id} slot={slot} />
      ))}
    </>
  );
});
