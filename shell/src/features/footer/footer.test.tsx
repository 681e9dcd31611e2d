import { screen, within } from '@testing-library/react';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { Footer } from './footer';

describe('Footer', () => {
  it("falls back to 'All rights reserved' with the current year", async () => {
    await renderWithStore(<Footer />, { store: createTestStore({ master: { web_footer_text: '' } }) });
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(`© ${new Date().getFullYear()} All rights reserved`);
  });

  it("uses the settings' footer text when there is one", async () => {
    await renderWithStore(<Footer />, { store: createTestStore({ master: { web_footer_text: 'Ready Shop Ltd.' } }) });
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(`© ${new Date().getFullYear()} Ready Shop Ltd.`);
  });

  it('is hidden when the settings turn the footer off', async () => {
    await renderWithStore(<Footer />, { store: createTestStore({ master: { web_show_footer: false } }) });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows contact details, quick links, social and payment logos', async () => {
    await renderWithStore(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Everything you need, delivered.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(within(footer).getByRole('link', { name: 'Return & Refund Policy' })).toHaveAttribute('href', '/page/return-and-refund-policy');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(within(footer).getByRole('img', { name: 'facebook' })).toHaveAttribute('width', '32');
    expect(within(footer).getByRole('img', { name: 'Cash on delivery' })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'QR code to download our app' })).toBeInTheDocument();
  });

  it('links Become a Seller only when the server has a seller application', async () => {
    const { unmount } = await renderWithStore(<Footer />);
    expect(screen.queryByRole('link', { name: 'Become a Seller' })).not.toBeInTheDocument();
    unmount();
    await renderWithStore(<Footer />, { store: createTestStore({ master: { seller_registration: true } }) });
    expect(screen.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/shop/register');
  });
});
