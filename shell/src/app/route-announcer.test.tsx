import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { renderWithStore } from '../test-support/render-with-store';
import { HEADING_WAIT_MS, RouteAnnouncer, whenHeadingAppears } from './route-announcer';

function Page({ title, late = false }: { title: string; late?: boolean }) {
  const [ready, setReady] = useState(!late);
  useEffect(() => {
    document.title = `${title} - ShopMart`;
    if (late) setTimeout(() => setReady(true), 50);
  }, [late, title]);
  return (
    <main>
      {ready && <h1>{title}</h1>}
      <Link to="/products">Products</Link>
      <Link to="/late">Late page</Link>
      <Link to="/?page=2">Next page</Link>
      <Link to="/empty">Empty page</Link>
    </main>
  );
}

const routes = [
  { path: '/products', element: <Frame page={<Page title="Products" />} /> },
  { path: '/late', element: <Frame page={<Page title="Late" late />} /> },
  { path: '/empty', element: <Frame page={<main>no heading</main>} /> },
];

function Frame({ page }: { page: React.ReactNode }) {
  return (
    <>
      {page}
      <RouteAnnouncer />
    </>
  );
}

async function start() {
  const view = await renderWithStore(<Frame page={<Page title="Home" />} />, { path: '/', routes });
  return view;
}

describe('RouteAnnouncer', () => {
  it('leaves the first page alone', async () => {
    await start();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcement')).toHaveTextContent('');
  });

  it('focuses the new page heading and announces its title after a route change', async () => {
    await start();
    const link = screen.getByRole('link', { name: 'Products' });
    link.focus();
    await act(async () => link.click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Products' })));
    expect(screen.getByTestId('route-announcement')).toHaveTextContent('Products - ShopMart');
    expect(screen.getByRole('heading', { name: 'Products' })).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that arrives after the page commits', async () => {
    await start();
    await act(async () => screen.getByRole('link', { name: 'Late page' }).click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Late' })));
  });

  it('keeps focus when only the query changes', async () => {
    await start();
    const link = screen.getByRole('link', { name: 'Next page' });
    link.focus();
    await act(async () => link.click());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(link);
  });

  it('falls back to the main region when the page has no heading', async () => {
    jest.useFakeTimers();
    try {
      await start();
      await act(async () => screen.getByRole('link', { name: 'Empty page' }).click());
      await act(async () => {
        jest.advanceTimersByTime(HEADING_WAIT_MS + 100);
      });
      expect(document.activeElement?.tagName).toBe('MAIN');
    } finally {
      jest.useRealTimers();
    }
  });

  it('calls nothing for a route left before its page arrived', () => {
    jest.useFakeTimers();
    try {
      const found = jest.fn();
      const cancel = whenHeadingAppears(found, 100);
      cancel();
      jest.advanceTimersByTime(200);
      expect(found).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
