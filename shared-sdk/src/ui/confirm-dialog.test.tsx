import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(busy: boolean) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <IntlProvider locale="en">
      <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
        <ConfirmDialog
          title="Delete address"
          cancelLabel="Cancel"
          confirmLabel="Yes, delete"
          busy={busy}
          onConfirm={onConfirm}
          onClose={onClose}
        >
          Delete the address <strong>Home</strong>? This cannot be undone.
        </ConfirmDialog>
      </ThemeProvider>
    </IntlProvider>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('asks its question, with Cancel focused first, and confirms or closes', () => {
    const { onConfirm, onClose } = renderDialog(false);
    const dialog = screen.getByRole('dialog', { name: 'Delete address' });
    expect(dialog).toHaveTextContent('Delete the address Home? This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while busy, both buttons are disabled and Escape does not close it', () => {
    const { onClose } = renderDialog(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const confirm = screen.getByRole('button', { name: 'Yes, delete' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
