import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link, useStores, type Toast, flexRow } from 'shared-sdk';
import styled, { css, keyframes } from 'styled-components';
import { Icon } from '../../components/icon';
import { useAutoDismiss } from './use-auto-dismiss';

/**
 * One toast (docs/product.md#limits): optional title, the message, an optional action ('View In Cart'), a close
 * button and a progress bar that runs down over its timeout. Errors are alerts; the rest status. A
 * hidden toast (older than the stack shows) keeps its clock running.
 */
export const ToastItem = observer(function ToastItem({ toast, hidden = false }: { toast: Toast; hidden?: boolean }) {
  const { ui } = useStores();
  const intl = useIntl();
  const dismiss = useCallback(() => ui.dismissToast(toast.id), [ui, toast.id]);
  const { paused, pause, resume } = useAutoDismiss(toast.timeout, dismiss);
  const runAction = () => {
    toast.action?.onClick();
    dismiss();
  };

  return (
    <Card
      hidden={hidden}
      role={toast.type === 'error' ? 'alert' : 'status'}
      $type={toast.type}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <Body>
        {toast.title && <strong>{toast.title}</strong>}
        <p>{toast.message}</p>
        {/*
          After the message, so a screen reader says it last: one small line, the id cut short to the
          eye but whole in the page, so selecting it (one tap: user-select all) copies all of it for
          support. Left to right in every language, or Arabic scrambles its dashes and digits.
        */}
        {toast.reference && (
          <Details>
            {intl.formatMessage(
              { id: 'toast.details', defaultMessage: 'Details: ref {id}' },
              {
                id: (
                  <bdi key="id" dir="ltr" title={toast.reference}>
                    {toast.reference}
                  </bdi>
                ),
              },
            )}
          </Details>
        )}
        {toast.action && (
          <Action type="button" onClick={runAction}>
            {toast.action.label}
          </Action>
        )}
        {toast.link && (
          <ActionLink to={toast.link.to} onClick={dismiss}>
            {toast.link.label}
          </ActionLink>
        )}
      </Body>
      <Close type="button" onClick={dismiss} aria-label={intl.formatMessage({ id: 'toast.close', defaultMessage: 'Close' })}>
        <Icon name="close" size={16} />
      </Close>
      {toast.progressBar && <Progress data-testid="toast-progress" $duration={toast.timeout} $paused={paused} />}
    </Card>
  );
});

const ACCENTS: Record<Toast['type'], string> = {
  success: '#16a34a',
  error: '#dc2626',
  info: '#2563eb',
  warning: '#d97706',
};

const Card = styled.div<{ $type: Toast['type'] }>`
  position: relative;
  ${flexRow('8px')}
  inline-size: min(360px, calc(100vw - 32px));
  padding: 12px 12px 14px;
  overflow: hidden;
  border-inline-start: 4px solid ${({ $type }) => ACCENTS[$type]};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.18);
  pointer-events: auto;

  &[hidden] {
    display: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    inline-size: auto;
    padding: 8px 8px 10px;
    font-size: 0.875rem;
  }
`;

const Body = styled.div`
  flex: 1;
  min-inline-size: 0;

  p {
    margin: 2px 0 0;
  }
`;

const Details = styled.small`
  display: block;
  margin-block-start: 4px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
  text-overflow: ellipsis;
  white-space: nowrap;

  bdi {
    font-family: ui-monospace, monospace;
    user-select: all;
  }
`;

const actionLook = css`
  margin-block-start: 8px;
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 6px;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Action = styled.button`
  ${actionLook}
`;

/** A page the toast is about: a real link (opens in a new tab too), dismissing the toast when followed. */
const ActionLink = styled(Link)`
  ${actionLook}
  display: inline-block;
  text-decoration: none;
`;

const Close = styled.button`
  align-self: flex-start;
  display: inline-flex;
  padding: 4px;
  border: 0;
  border-radius: 999px;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
`;

const drain = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;

const Progress = styled.span<{ $duration: number; $paused: boolean }>`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  block-size: 3px;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: ${({ theme }) => (theme.direction === 'rtl' ? 'right' : 'left')};
  ${({ $duration, $paused }) => css`
    animation: ${drain} ${$duration}ms linear forwards;
    animation-play-state: ${$paused ? 'paused' : 'running'};
  `}
`;
