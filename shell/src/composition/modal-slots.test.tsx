import { act, fireEvent, screen } from '@testing-library/react';
import type { ModalProps } from 'shared-sdk';
import { renderWithStore } from '../test-support/render-with-store';
import type { RemoteLoader } from './remote-loader';
import { ModalSlots } from './modal-slots';
import { fakeRemoteLoader } from '../test-support/fake-remote-loader';

const LoginModal = ({ onClose }: ModalProps) => (
  <div role="dialog" aria-label="Login">
    <button type="button" onClick={onClose}>
      Close login
    </button>
  </div>
);

/** Like the real loader, it hands out one promise per module (React's use() needs that). */
function spyLoader(): RemoteLoader & { load: jest.Mock } {
  const loaded = Promise.resolve(LoginModal);
  const load = jest.fn(() => loaded);
  return { ...fakeRemoteLoader(load, jest.fn()), load };
}

describe('ModalSlots', () => {
  it('loads nothing until a modal opens', async () => {
    const loader = spyLoader();
    await renderWithStore(<ModalSlots />, { loader });
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('loads the owning remote module when its flag turns on, and onClose turns it off', async () => {
    const loader = spyLoader();
    const { store } = await renderWithStore(<ModalSlots />, { loader });
    await act(async () => store.ui.openLogin());
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    // Every render asks the (caching) loader again; what matters is which module it asked for.
    expect(new Set(loader.load.mock.calls.map((call) => call.join(' ')))).toEqual(new Set(['auth ./LoginModal']));
    fireEvent.click(screen.getByRole('button', { name: 'Close login' }));
    expect(store.ui.isOpen('login')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('stacks modals in the order they opened: a login asked for from the cart drawer is on top', async () => {
    const Drawer = () => <div role="dialog" aria-label="Cart" />;
    const drawer = Promise.resolve(Drawer);
    const login = Promise.resolve(LoginModal);
    const loader: RemoteLoader = {
      ...fakeRemoteLoader((remote) => (remote === 'cart' ? drawer : login), jest.fn()),
    };
    const { store } = await renderWithStore(<ModalSlots />, { loader });
    await act(async () => store.ui.open('cartDrawer'));
    await act(async () => store.ui.openLogin());
    await screen.findByRole('dialog', { name: 'Login' });
    const order = screen.getAllByRole('dialog').map((el) => el.getAttribute('aria-label'));
    expect(order).toEqual(['Cart', 'Login']);
  });

  it("shows a modal once its code arrives, without waiting out React's throttle of a Suspense fallback", async () => {
    // Outside act() and on fake timers, React schedules as in a browser: content revealed in place of
    // a Suspense fallback would wait for a timer of up to 300 ms, which is never advanced so far here.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    let arrive: (component: typeof LoginModal) => void = () => undefined;
    const pending = new Promise<typeof LoginModal>((resolve) => (arrive = resolve));
    pending.then((value) => Object.assign(pending, { status: 'fulfilled', value }));
    const { store } = await renderWithStore(<ModalSlots />, { loader: fakeRemoteLoader(() => pending, jest.fn()) });
    jest.useFakeTimers();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      store.ui.openLogin();
      await jest.advanceTimersByTimeAsync(50);
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      arrive(LoginModal);
      await jest.advanceTimersByTimeAsync(100);
      expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
      jest.useRealTimers();
    }
  });

  it('shows an unavailable modal remote in a dialog the shopper can close', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = Promise.reject(new Error('down'));
    const loader = fakeRemoteLoader(() => failed, jest.fn());
    const { store } = await renderWithStore(<ModalSlots />, { loader });
    await act(async () => store.ui.toggleCartDrawer());
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the store is unavailable right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.ui.isCartDrawerOpen).toBe(false);
    jest.restoreAllMocks();
  });
});
