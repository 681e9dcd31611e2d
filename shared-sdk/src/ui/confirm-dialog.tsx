import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** The question asked, shown as its paragraph. */
  children: ReactNode;
  /** The button that keeps things as they are (it closes the dialog). */
  cancelLabel: ReactNode;
  /** The button that goes ahead. */
  confirmLabel: ReactNode;
  /** While the confirmed action runs: both buttons disabled and the dialog stays open until it ends. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** What the page that asks gives the dialog: whether the action runs, and the two ways out. */
export type ConfirmActions = Pick<ConfirmDialogProps, 'busy' | 'onConfirm' | 'onClose'>;

/**
 * A question asked before something that cannot be undone (delete an address, remove a favourite,
 * cancel an order, log out): the question, Cancel and the confirming button, in the storefront's
 * one Dialog (focus trapped and returned). While the action runs nothing closes the dialog, so a
 * second press or an Escape cannot leave the action half seen.
 */
export function ConfirmDialog({ title, children, cancelLabel, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{children}</p>
    </Dialog>
  );
}
