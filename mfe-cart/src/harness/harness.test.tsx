import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteHarness } from 'shared-sdk/harness';
import { TestProviders, createTestStore } from 'shared-sdk/testing';
import { harnessModules } from './harness-modules';

function renderHarness(path: string) {
  const store = createTestStore();
  render(
    <TestProviders store={store} path={path}>
      <RemoteHarness {...harnessModules} />
    </TestProviders>,
  );
  return store;
}

describe('the cart harness', () => {
  it('mounts a page at its route-table path and links every page', async () => {
    renderHarness('/buynow');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('opens a modal through the ui store and closes it the same way', async () => {
    const store = renderHarness('/');
    fireEvent.click(screen.getByRole('button', { name: 'CartDrawer' }));
    expect(store.ui.isCartDrawerOpen).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(store.ui.isCartDrawerOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the toasts the remote raises', () => {
    const store = renderHarness('/');
    act(() => {
      store.ui.success('Saved');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
