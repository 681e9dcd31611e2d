import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StoreContext } from '../stores/store-context';
import { focusableWithin, trapTab } from './focus-trap';
import { flexRow } from './flex-css';
import { DIALOG_TOAST_SLOT, focusReturnTarget } from './focus-return';

export type DialogPlacement = 'center' | 'end';

export interface DialogProps {
  /** The visible heading, which is also the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the foot of the dialog, e.g. Cancel and Yes. */
  actions?: ReactNode;
  /** 'end' docks the dialog to the inline end as a full-height drawer (the cart drawer). */
  placement?: DialogPlacement;
}

/** The first control after the close button, so Enter acts on the content; else the close button. */
function initialFocusTarget(panel: HTMLElement, closeButton: HTMLElement | null): HTMLElement {
  return focusableWithin(panel).find((el) => el !== closeButton) ?? closeButton ?? panel;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in on open, Tab and Shift+Tab stay inside,
 * Escape, the close button and a backdrop click call `onClose`, and focus returns to the opener once
 * the dialog unmounts (or, when the opener has left the page, to the `FOCUS_FALLBACK` control). While
 * it shows, the ui store knows (`ui.hasOpenDialog`), so toasts keep clear of its actions. Every modal of the storefront is one of these, whichever package renders it.
 */
export function Dialog({ title, onClose, children, actions, placement = 'center' }: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Read during the first render, before a child's autoFocus can move focus, so it is the opener.
  const [opener] = useState(() => document.activeElement);
  const pressStartedOnBackdrop = useRef(false);
  // Optional: a dialog rendered on its own (a test) has no store.
  const ui = useContext(StoreContext)?.ui;

  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) initialFocusTarget(panel, closeRef.current).focus();
    return () => {
      // Runs after the commit that removed the dialog, so a control that replaced the opener is there.
      focusReturnTarget(opener)?.focus();
    };
  }, [opener]);

  useEffect(() => {
    if (!ui) return undefined;
    ui.dialogShown();
    return () => ui.dialogHidden();
  }, [ui]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A dialog opened over another closes alone.
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && panelRef.current) {
      trapTab(event, panelRef.current);
    }
  };

  // A press that starts in the panel and ends on the backdrop (selecting text) must not close it.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };

  return (
    <Backdrop $placement={placement} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $placement={placement}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton
            ref={closeRef}
            type="button"
            aria-label={intl.formatMessage({ id: 'dialog.close', defaultMessage: 'Close' })}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {/* Where the shell puts toasts while this dialog is open: in its flow, never over its title or controls. */}
        <ToastSlot {...DIALOG_TOAST_SLOT} />
        <Body>{children}</Body>
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Backdrop>
  );
}

type Placed = { $placement: DialogPlacement };

// justify-content follows the inline direction, so 'end' docks right in LTR and left in RTL.
const Backdrop = styled.div<Placed>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: ${({ $placement }) => ($placement === 'end' ? 'stretch' : 'center')};
  justify-content: ${({ $placement }) => ($placement === 'end' ? 'flex-end' : 'center')};
  padding: ${({ $placement }) => ($placement === 'end' ? '0' : '1rem')};
  background: rgb(15 23 42 / 0.5);
`;

const Panel = styled.div<Placed>`
  display: flex;
  flex-direction: column;
  inline-size: ${({ $placement }) => ($placement === 'end' ? 'min(26rem, 100%)' : 'min(32rem, 100%)')};
  max-block-size: 100%;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ $placement, theme }) => ($placement === 'end' ? '0' : theme.radius)};
  box-shadow: 0 20px 45px rgb(0 0 0 / 0.25);

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  ${flexRow('0.75rem', { align: 'center' })}
  padding-block: 1rem;
  padding-inline: 1.25rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 1.125rem;
`;

const CloseButton = styled.button`
  inline-size: 2rem;
  block-size: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const ToastSlot = styled.div`
  padding-block-start: 0.75rem;
  padding-inline: 1.25rem;

  &:empty {
    display: none;
  }
`;

const Body = styled.div`
  flex: 1;
  padding-block: 1rem;
  padding-inline: 1.25rem;
`;

const Actions = styled.div`
  ${flexRow('0.5rem', { justify: 'flex-end' })}
  padding-block: 0 1.25rem;
  padding-inline: 1.25rem;
`;
