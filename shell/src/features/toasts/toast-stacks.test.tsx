import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Dialog, TOAST_CAP } from 'shared-sdk';
import { switchLocale } from 'shared-sdk/testing';
import { renderWithStore } from '../../test-support/render-with-store';
import { TOAST_VISIBLE, ToastStacks } from './toast-stacks';

describe('ToastStacks', () => {
  afterEach(() => jest.useRealTimers());

  it('stacks toasts bottom-left by default and top-right when asked', async () => {
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => {
      store.ui.success('Saved');
      store.ui.success('Login Successful', { position: 'top-right', title: 'Welcome' });
    });
    expect(within(screen.getByTestId('toasts-bottom-left')).getByText('Saved')).toBeInTheDocument();
    const topRight = within(screen.getByTestId('toasts-top-right'));
    expect(topRight.getByText('Welcome')).toBeInTheDocument();
    expect(topRight.getByText('Login Successful')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Server Error', 'Details: ref '],
    ['ar', 'خطأ في الخادم', 'التفاصيل: المرجع '],
  ] as const)(
    "shows an error's reference small in a Details line after the message, isolated left to right (%s)",
    async (locale, message, details) => {
      const { store } = await renderWithStore(<ToastStacks />);
      if (locale === 'ar') act(() => switchLocale(store, 'ar', 'rtl', { 'toast.details': 'التفاصيل: المرجع {id}' }));
      const id = '3f2a8c1e-4a8e-48c4-aa23-4911dbc8122f';
      act(() => {
        store.ui.noteFailure({ status: 500, message, errors: {}, requestId: id });
        store.ui.error(message);
      });
      const alert = screen.getByRole('alert');
      // The message is the toast's main text, the id is not in it.
      expect(within(alert).getByText(message).tagName).toBe('P');
      expect(within(alert).getByText(message)).not.toHaveTextContent(id);
      const reference = within(alert).getByText(id);
      expect(reference.tagName).toBe('BDI');
      expect(reference).toHaveAttribute('dir', 'ltr');
      expect(reference.closest('small')).toHaveTextContent(`${details}${id}`);
      expect(alert.textContent?.indexOf(message)).toBeLessThan(alert.textContent?.indexOf(details) ?? -1);
    },
  );

  it('shows no reference line for a toast without one', async () => {
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => void store.ui.error('Please login first!'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Details');
  });

  it('announces errors as alerts and the rest as status', async () => {
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => {
      store.ui.success('Added');
      store.ui.error('Please login first!');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please login first!');
    expect(screen.getByRole('status')).toHaveTextContent('Added');
  });

  it('dismisses a toast after its timeout, 5000 ms by default', async () => {
    jest.useFakeTimers();
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => {
      store.ui.success('Default');
      store.ui.success('Short', { timeout: 3000, progressBar: false });
    });
    expect(screen.getAllByTestId('toast-progress')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
  });

  it('pauses the countdown while the pointer rests on a toast', async () => {
    jest.useFakeTimers();
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => void store.ui.success('Read me'));
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('runs the action and closes on the close button', async () => {
    const { store } = await renderWithStore(<ToastStacks />);
    const onClick = jest.fn();
    act(() => {
      store.ui.success('has been added to cart', { action: { label: 'View In Cart', onClick } });
      store.ui.success('Another');
    });
    fireEvent.click(screen.getByRole('button', { name: 'View In Cart' }));
    expect(onClick).toHaveBeenCalled();
    expect(screen.queryByText('has been added to cart')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.ui.toasts).toHaveLength(0);
  });

  it(`keeps at most ${TOAST_CAP} toasts and shows the newest ${TOAST_VISIBLE}, newest first`, async () => {
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => {
      for (let n = 1; n <= TOAST_CAP + 5; n += 1) store.ui.success(`Toast ${n}`);
    });
    expect(store.ui.toasts).toHaveLength(TOAST_CAP);
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      `Toast ${TOAST_CAP + 5}`,
      `Toast ${TOAST_CAP + 4}`,
      `Toast ${TOAST_CAP + 3}`,
    ]);
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
  });

  it('shows an older toast again when a newer one goes, its clock having run meanwhile', async () => {
    jest.useFakeTimers();
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => {
      store.ui.success('Oldest', { timeout: 2000 });
      store.ui.success('Older', { timeout: 10_000 });
    });
    act(() => {
      for (let n = 1; n <= TOAST_VISIBLE; n += 1) store.ui.success(`New ${n}`, { timeout: 10_000 });
    });
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['New 3', 'New 2', 'New 1']);
    act(() => jest.advanceTimersByTime(2000));
    expect(store.ui.toasts.map((toast) => toast.message)).not.toContain('Oldest');
    fireEvent.click(within(screen.getAllByRole('status')[0]!).getByRole('button', { name: 'Close' }));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['New 2', 'New 1', 'Older']);
  });

  it('puts every toast inside the open dialog, under its title, in its flow, and back at its place when it closes', async () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <ToastStacks />
          {open && (
            <Dialog title="Add Address" onClose={() => setOpen(false)}>
              <label>
                Area <input />
              </label>
            </Dialog>
          )}
        </>
      );
    }
    const { store } = await renderWithStore(<Page />);
    act(() => {
      store.ui.error('The area field is required.');
      store.ui.toast({ type: 'info', message: 'Saving…', position: 'top-right' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Add Address' });
    const stack = within(dialog).getByTestId('toasts-dialog');
    expect(within(stack).getByText('The area field is required.')).toBeInTheDocument();
    expect(within(stack).getByText('Saving…')).toBeInTheDocument();
    // In the dialog's flow, after its title and before its fields: nothing of it is covered.
    const title = within(dialog).getByRole('heading', { name: 'Add Address' });
    expect(title.compareDocumentPosition(stack) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(stack.compareDocumentPosition(within(dialog).getByLabelText('Area')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A success answers the error it follows: the stale error goes.
    act(() => void store.ui.success('Address saved successfully.'));
    expect(within(stack).queryByText('The area field is required.')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!); // the dialog's own, first in its header
    expect(within(screen.getByTestId('toasts-bottom-left')).getByText('Address saved successfully.')).toBeInTheDocument();
    expect(within(screen.getByTestId('toasts-top-right')).getByText('Saving…')).toBeInTheDocument();
  });

  it('starts the top-right stack below the site header, and at the edge once it scrolls away', async () => {
    const header = document.createElement('header');
    let bottom = 120;
    header.getBoundingClientRect = () => ({ bottom }) as DOMRect;
    document.body.prepend(header);
    try {
      const { store } = await renderWithStore(<ToastStacks />);
      act(() => {
        store.ui.success('Login Successful', { position: 'top-right' });
      });
      expect(screen.getByTestId('toasts-top-right')).toHaveStyle({ insetBlockStart: '128px' });
      bottom = -40;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.getByTestId('toasts-top-right')).toHaveStyle({ insetBlockStart: '16px' });
    } finally {
      header.remove();
    }
  });
});
