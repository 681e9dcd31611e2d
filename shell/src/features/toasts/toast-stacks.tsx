import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores, type Toast, type ToastPosition } from 'shared-sdk';
import styled, { css } from 'styled-components';
import { TOAST_LAYER } from '../../components/layers';
import { ToastItem } from './toast-item';
import { useHeaderClearance } from './use-header-clearance';

/** Where a stack sits: the toast's own position, or 'top' for every toast while a dialog is open. */
type Placement = ToastPosition | 'top';

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
 * below the header. While a modal dialog is open every toast goes to one stack at the top edge:
 * a dialog's actions are at its foot (an error toast lay over the address dialog's Save for 5 s on a
 * phone), and its backdrop covers the header anyway.
 */
export const ToastStacks = observer(function ToastStacks() {
  const { ui } = useStores();
  const intl = useIntl();
  const overDialog = ui.hasOpenDialog;
  const topOffset = useHeaderClearance(!overDialog && ui.toasts.some((toast) => toast.position === 'top-right'));
  const stacks: [Placement, Toast[]][] = overDialog
    ? [['top', ui.toasts]]
    : POSITIONS.map((position) => [position, ui.toasts.filter((toast) => toast.position === position)]);
  return (
    <>
      {stacks.map(([placement, toasts]) => {
        if (toasts.length === 0) return null;
        const newestFirst = [...toasts].reverse();
        return (
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
  top: css`
    inset-block-start: 16px;
    inset-inline: 16px;
    align-items: center;
  `,
};

const Stack = styled.section<{ $placement: Placement }>`
  position: fixed;
  z-index: ${TOAST_LAYER};
  display: flex;
  flex-direction: column;
  gap: 8px;
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
