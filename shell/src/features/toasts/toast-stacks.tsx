import { observer } from 'mobx-react-lite';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useStores, type Toast, type ToastPosition, flexColumn } from 'shared-sdk';
import styled, { css } from 'styled-components';
import { TOAST_LAYER } from '../../components/layers';
import { ToastItem } from './toast-item';
import { useHeaderClearance } from './use-header-clearance';

/** Where a stack sits: the toast's own position, or 'dialog' for every toast while a dialog is open. */
type Placement = ToastPosition | 'dialog';

/** The open dialog's toast slot (shared-sdk's Dialog renders it under its header); the last is the topmost. */
function dialogToastSlot(): Element | null {
  const slots = document.querySelectorAll('[data-dialog-toasts]');
  return slots.length ? slots[slots.length - 1]! : null;
}

const POSITIONS: readonly ToastPosition[] = ['bottom-left', 'top-right'];

/**
 * How many toasts of a stack show at once, the newest first (two on a phone: CSS below). The older
 * ones stay mounted but hidden, their clocks running, so they still go in time; they show again
 * only if the newer ones go first.
 */
export const TOAST_VISIBLE = 3;
const PHONE_VISIBLE = 2;

/**
 * The ui store's toasts (at most 20, the store caps them) in two stacks: bottom-left by default and
 * top-right when a toast asks for it. 'left' and 'right' are the inline start and end, so the
 * stacks mirror in right-to-left languages like the rest of the page. The top-right stack starts
 * below the header. While a modal dialog is open every toast goes into the dialog, under its header,
 * in its flow: over the page the backdrop covers them, at a fixed edge they lay over what had just
 * opened (an error toast over the address dialog's Save, then over its title; 'has been added to
 * cart' over the drawer's title, close button and 'Select all' on a phone). In the dialog they push
 * its content down instead, and its focus trap reaches their buttons.
 */
export const ToastStacks = observer(function ToastStacks() {
  const { ui } = useStores();
  const intl = useIntl();
  const overDialog = ui.hasOpenDialog;
  const topOffset = useHeaderClearance(!overDialog && ui.toasts.some((toast) => toast.position === 'top-right'));
  const slot = overDialog ? dialogToastSlot() : null;
  const stacks: [Placement, Toast[]][] = slot
    ? [['dialog', ui.toasts]]
    : POSITIONS.map((position) => [position, ui.toasts.filter((toast) => toast.position === position)]);
  return (
    <>
      {stacks.map(([placement, toasts]) => {
        if (toasts.length === 0) return null;
        const newestFirst = [...toasts].reverse();
        const stack = (
          <Stack
            key={placement}
            $placement={placement}
            style={placement === 'top-right' ? { insetBlockStart: topOffset } : undefined}
            data-testid={`toasts-${placement}`}
            aria-label={intl.formatMessage({ id: 'toast.region', defaultMessage: 'Notifications' })}
          >
            {newestFirst.map((toast, index) => (
              <ToastItem key={toast.id} toast={toast} hidden={index >= TOAST_VISIBLE} />
            ))}
          </Stack>
        );
        return slot ? createPortal(stack, slot, placement) : stack;
      })}
    </>
  );
});

const PLACEMENTS: Record<Placement, ReturnType<typeof css>> = {
  'top-right': css`
    inset-inline-end: 16px;
  `,
  'bottom-left': css`
    inset-block-end: 16px;
    inset-inline-start: 16px;
  `,
  dialog: css`
    position: static;
    max-block-size: none;
    align-items: stretch;
  `,
};

const Stack = styled.section<{ $placement: Placement }>`
  position: fixed;
  z-index: ${TOAST_LAYER};
  ${flexColumn('8px')}
  max-block-size: calc(100vh - 32px);
  overflow: hidden;
  pointer-events: none;
  ${({ $placement }) => PLACEMENTS[$placement]}

  /* A phone: a narrow, tight stack of the two newest (two full-size errors took a third of the screen). */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    gap: 6px;
    inset-inline: 8px;
    align-items: stretch;

    & > :nth-child(n + ${PHONE_VISIBLE + 1}) {
      display: none;
    }
  }
`;
