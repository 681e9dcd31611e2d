import { fireEvent, screen } from '@testing-library/react';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
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
