import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores, type ToastPosition } from 'shared-sdk';
import styled, { css } from 'styled-components';
import { TOAST_LAYER } from '../../components/layers';
import { ToastItem } from './toast-item';
import { useHeaderClearance } from './use-header-clearance';

const POSITIONS: readonly ToastPosition[] = ['bottom-left', 'top-right'];

/**
 * The ui store's toasts (at most 20, the store caps them) in two stacks: bottom-left by default and
 * top-right when a toast asks for it. 'left' and 'right' are the inline start and end, so the
 * stacks mirror in right-to-left languages like the rest of the page. The top-right stack starts
 * below the header.
 */
export const ToastStacks = observer(function ToastStacks() {
  const { ui } = useStores();
  const intl = useIntl();
  const topOffset = useHeaderClearance(ui.toasts.some((toast) => toast.position === 'top-right'));
  return (
    <>
      {POSITIONS.map((position) => {
        const toasts = ui.toasts.filter((toast) => toast.position === position);
        if (toasts.length === 0) return null;
        return (
          <Stack
            key={position}
            $position={position}
            style={position === 'top-right' ? { insetBlockStart: topOffset } : undefined}
            data-testid={`toasts-${position}`}
            aria-label={intl.formatMessage({ id: 'toast.region', defaultMessage: 'Notifications' })}
          >
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </Stack>
        );
      })}
    </>
  );
});

const Stack = styled.section<{ $position: ToastPosition }>`
  position: fixed;
  z-index: ${TOAST_LAYER};
  display: flex;
  gap: 8px;
  max-block-size: calc(100vh - 32px);
  overflow: hidden;
  pointer-events: none;
  ${({ $position }) =>
    $position === 'top-right'
      ? css`
          flex-direction: column;
          inset-inline-end: 16px;
        `
      : css`
          flex-direction: column-reverse;
          inset-block-end: 16px;
          inset-inline-start: 16px;
        `}
`;
