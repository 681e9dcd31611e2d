import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { RemoteLoader } from '../composition/remote-loader';
import { createTestStore, renderRouter } from '../test-support/render-with-store';
import { APP_ROUTES } from './app-routes';
import { fakeRemoteLoader } from '../test-support/fake-remote-loader';

function renderAt(path: string, loader?: RemoteLoader, store = createTestStore()) {
  return renderRouter(createMemoryRouter(APP_ROUTES, { initialEntries: [path] }), { loader, store });
}

const deadLoader = (): RemoteLoader => {
  const failed = Promise.reject(new Error('remote down'));
  failed.catch(() => undefined);
  return fakeRemoteLoader(() => failed, jest.fn());
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the app router', () => {
  it("shows 'Page Not Found' with a link home for an unknown path", async () => {
    await renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found - Ready Shop');
  });

  it("titles pages '{title} - {app name}', and home with the app name alone", async () => {
    const { router } = await renderAt('/support');
    expect(document.title).toBe('Support - Ready Shop');
    await act(() => router.navigate('/'));
    expect(document.title).toBe('Ready Shop');
    await act(() => router.navigate('/best-deal'));
    expect(document.title).toBe('Best Deal Products - Ready Shop');
  });

  it('loads the remote that owns the route, with its exposed module', async () => {
    const Home = () => <h1>Catalog home</h1>;
    const loaded = Promise.resolve(Home);
    const loader = fakeRemoteLoader(
      jest.fn(() => loaded),
      jest.fn(),
    );
    await renderAt('/', loader);
    expect(await screen.findByRole('heading', { name: 'Catalog home' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('catalog', './HomePage');
  });

  it('keeps header, footer and other routes working when a remote is dead', async () => {
    const { router } = await renderAt('/products', deadLoader());
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the store is unavailable right now.');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await act(() => router.navigate('/support'));
    expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
  });
});
