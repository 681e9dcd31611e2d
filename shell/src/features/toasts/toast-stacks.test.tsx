import { act, fireEvent, screen, within } from '@testing-library/react';
import { TOAST_CAP } from 'shared-sdk';
import { renderWithStore } from '../../test-support/render-with-store';
import { ToastStacks } from './toast-stacks';

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

  it("shows an error's reference as a second line after the message, the message itself unchanged", async () => {
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => {
      store.ui.noteFailure({ status: 500, message: 'Server Error', errors: {}, requestId: 'req-0123456789' });
      store.ui.error('Server Error');
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Server Error').tagName).toBe('P');
    const reference = within(alert).getByText('req-0123456789');
    expect(reference.closest('small')).toHaveTextContent('Reference: req-0123456789');
    expect(alert.textContent?.indexOf('Server Error')).toBeLessThan(alert.textContent?.indexOf('Reference') ?? -1);
  });

  it('shows no reference line for a toast without one', async () => {
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => void store.ui.error('Please login first!'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Reference');
  });

  it('announces errors as alerts and the rest as status', async () => {
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => {
      store.ui.error('Please login first!');
      store.ui.success('Added');
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

  it(`shows at most ${TOAST_CAP} toasts, the newest`, async () => {
    const { store } = await renderWithStore(<ToastStacks />);
    act(() => {
      for (let n = 1; n <= TOAST_CAP + 5; n += 1) store.ui.success(`Toast ${n}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(TOAST_CAP);
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
    expect(screen.getByText(`Toast ${TOAST_CAP + 5}`)).toBeInTheDocument();
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
