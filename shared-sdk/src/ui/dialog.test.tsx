import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { Button } from './button';
import { AppProviders } from '../providers/app-providers';
import { createTestStore } from '../test-support/store';
import { Dialog } from './dialog';
import { FOCUS_FALLBACK } from './focus-return';

/** The header's case: signing in replaces the Login button (the opener) with the user menu. */
function SignIn() {
  const [open, setOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const signIn = () => {
    setSignedIn(true);
    setOpen(false);
  };
  return (
    <>
      <a href="/elsewhere">Elsewhere</a>
      {signedIn ? (
        <button type="button" {...FOCUS_FALLBACK}>
          Demo Customer
        </button>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Login
        </button>
      )}
      {open && (
        <Dialog title="Login" onClose={() => setOpen(false)}>
          <button type="button" onClick={signIn}>
            Sign in
          </button>
        </Dialog>
      )}
    </>
  );
}

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {open && (
        <Dialog
          title="Log Out"
          onClose={close}
          actions={
            <>
              <Button $variant="secondary">Cancel</Button>
              <Button>Yes</Button>
            </>
          }
        >
          <p>Logout Confirmation</p>
        </Dialog>
      )}
    </>
  );
}

function renderOpened(onClose = jest.fn()) {
  render(
    <IntlProvider locale="en">
      <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
        <Opener onClose={onClose} />
      </ThemeProvider>
    </IntlProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, onClose, dialog: screen.getByRole('dialog', { name: 'Log Out' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title', () => {
    const { dialog } = renderOpened();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Logout Confirmation');
  });

  it('moves focus to the first control after the close button', () => {
    renderOpened();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('wraps Tab from the last control to the first, and Shift+Tab back', () => {
    const { dialog } = renderOpened();
    const close = screen.getByRole('button', { name: 'Close' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    yes.focus();
    fireEvent.keyDown(yes, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(yes).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('leaves Tab alone between controls inside', () => {
    renderOpened();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(fireEvent.keyDown(cancel, { key: 'Tab' })).toBe(true);
    expect(cancel).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', () => {
    const { opener, onClose, dialog } = renderOpened();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its labelled close button', () => {
    const { onClose } = renderOpened();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const { onClose, dialog } = renderOpened();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a press that starts inside and ends on the backdrop', () => {
    const { onClose, dialog } = renderOpened();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('returns focus to the marked fallback when the opener has left the page (the user menu after login)', () => {
    render(
      <IntlProvider locale="en">
        <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
          <SignIn />
        </ThemeProvider>
      </IntlProvider>,
    );
    const login = screen.getByRole('button', { name: 'Login' });
    login.focus();
    fireEvent.click(login);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo Customer' })).toHaveFocus();
  });

  it('still returns focus to the opener when it is there, fallback or not', () => {
    render(
      <IntlProvider locale="en">
        <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
          <button type="button" {...FOCUS_FALLBACK}>
            Menu
          </button>
          <Opener />
        </ThemeProvider>
      </IntlProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(opener).toHaveFocus();
  });

  it('tells the ui store while it shows, so toasts keep clear of it', () => {
    const store = createTestStore();
    render(
      <AppProviders store={store}>
        <Opener />
      </AppProviders>,
    );
    expect(store.ui.hasOpenDialog).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(store.ui.hasOpenDialog).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(store.ui.hasOpenDialog).toBe(false);
  });
});
