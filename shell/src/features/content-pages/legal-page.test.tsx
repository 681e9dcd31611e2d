import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { switchLocale } from 'shared-sdk/testing';
import { APP_ROUTES } from '../../app/app-routes';
import { createTestStore, renderRouter, renderWithStore } from '../../test-support/render-with-store';
import { LegalPage } from './legal-page';

const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { isAxiosError: true, response: { status, data: { message } } });

describe('LegalPage', () => {
  it('shows a skeleton, then the title and the sanitised HTML', async () => {
    const getLegalPage = jest.fn(async () => ({
      title: 'About Us',
      description: '<p>We sell <b>things</b>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    }));
    const { container } = await renderWithStore(<LegalPage slug="about-us" />, { store: createTestStore({ api: { getLegalPage } }) });
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(getLegalPage).toHaveBeenCalledWith('about-us');
    expect(screen.getByText('things')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('offers Retry when the server fails', async () => {
    const getLegalPage = jest
      .fn()
      .mockRejectedValueOnce(httpError(500, 'Server error'))
      .mockResolvedValueOnce({ title: 'Privacy Policy', description: '<p>Private.</p>' });
    await renderWithStore(<LegalPage slug="privacy-policy" />, { store: createTestStore({ api: { getLegalPage } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This content could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('Server error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('shows the empty state for an unknown page or one without content', async () => {
    const getLegalPage = jest.fn().mockRejectedValue(httpError(404, 'Not found'));
    await renderWithStore(<LegalPage slug="nope" />, { store: createTestStore({ api: { getLegalPage } }) });
    expect(await screen.findByText('There is nothing here yet. Please check back later.')).toBeInTheDocument();
  });
});

describe.each([
  {
    language: 'en',
    pages: { 'return-and-refund-policy': 'Return & Refund Policy', 'shipping-policy': 'Shipping Policy' },
    notFound: 'Page Not Found',
    messages: {},
  },
  {
    language: 'ar',
    pages: { 'return-and-refund-policy': 'سياسة الإرجاع والاسترداد', 'shipping-policy': 'سياسة الشحن' },
    notFound: 'الصفحة غير موجودة',
    messages: { 'title.policyPage': 'صفحة السياسة', 'page.notFound': 'الصفحة غير موجودة' },
  },
] as const)('the tab title of /page/{slug} ($language)', ({ language, pages, notFound, messages }) => {
  async function renderPolicyPage() {
    const getLegalPage = jest.fn(async (slug: string) => {
      const title = (pages as Record<string, string>)[slug];
      if (!title) throw httpError(404, 'Not found');
      return { title, description: `<p>${title}</p>` };
    });
    const store = createTestStore({ api: { getLegalPage } });
    if (language === 'ar') switchLocale(store, 'ar', 'rtl', messages);
    const router = createMemoryRouter(APP_ROUTES, { initialEntries: ['/page/return-and-refund-policy'] });
    await renderRouter(router, { store });
    return router;
  }

  it("is the page's own title, not the route's 'Policy Page', also after client navigation", async () => {
    const router = await renderPolicyPage();
    expect(await screen.findByRole('heading', { level: 1, name: pages['return-and-refund-policy'] })).toBeInTheDocument();
    expect(document.title).toBe(`${pages['return-and-refund-policy']} - Ready Shop`);
    await act(() => router.navigate('/page/shipping-policy'));
    expect(await screen.findByRole('heading', { level: 1, name: pages['shipping-policy'] })).toBeInTheDocument();
    expect(document.title).toBe(`${pages['shipping-policy']} - Ready Shop`);
  });

  it("is 'Page Not Found' for an unknown slug, as the server's head says", async () => {
    const router = await renderPolicyPage();
    await screen.findByRole('heading', { level: 1, name: pages['return-and-refund-policy'] });
    await act(() => router.navigate('/page/nope'));
    await waitFor(() => expect(document.title).toBe(`${notFound} - Ready Shop`));
  });
});
