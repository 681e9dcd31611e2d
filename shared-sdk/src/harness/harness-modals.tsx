import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useMemo } from 'react';
import { Button, MODAL_SLOTS, useStores, type RemoteName } from 'shared-sdk';
import styled from 'styled-components';
import type { ModalLoaders } from './remote-harness';
import { flexRow } from '../ui/flex-css';

interface HarnessModalsProps {
  remote: RemoteName;
  modals: ModalLoaders;
}

/**
 * A button per modal of the remote that opens it through the ui store, and each open modal, the way
 * the shell's modal slots render them: loaded on demand, closed through the ui store.
 */
export const HarnessModals = observer(function HarnessModals({ remote, modals }: HarnessModalsProps) {
  const { ui } = useStores();
  const slots = MODAL_SLOTS.filter((slot) => slot.remote === remote);
  const components = useMemo(() => new Map(Object.entries(modals).map(([id, load]) => [id, lazy(load)])), [modals]);
  if (slots.length === 0) return null;
  return (
    <Group aria-label="Modals">
      {slots.map((slot) => (
        <Button key={slot.id} $variant="secondary" onClick={() => ui.open(slot.id)}>
          {slot.module.replace('./', '')}
        </Button>
      ))}
      {slots.map((slot) => {
        const Modal = components.get(slot.id);
        return (
          Modal &&
          ui.isOpen(slot.id) && (
            <Suspense key={slot.id} fallback={null}>
              <Modal onClose={() => ui.close(slot.id)} />
            </Suspense>
          )
        );
      })}
    </Group>
  );
});

const Group = styled.section`
  ${flexRow('0.5rem', { wrap: true })}
`;
