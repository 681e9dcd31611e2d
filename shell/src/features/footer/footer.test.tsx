import { act, screen, within } from '@testing-library/react';
import type { MasterSettings } from 'shared-sdk';
import { createTestStore as createStore, fakeApi, masterSettings } from 'shared-sdk/testing';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { SHELL_MASTER } from '../../test-support/shell-master';
import { Footer } from './footer';

/** The operator's footer texts per language, as GET /master answers them in each. */
const FOOTER_TEXTS = {
  en: { web_footer_description: 'Everything you need, delivered.', web_footer_text: 'All rights reserved' },
  ar: { web_footer_description: 'كل ما تحتاجه، حتى بابك.', web_footer_text: 'جميع الحقوق محفوظة' },
} satisfies Record<string, Partial<MasterSettings>>;
type Language = keyof typeof FOOTER_TEXTS;

/** A page the server rendered in `locale`, hydrated: its /master answers in the language asked. */
function hydratedStore(locale: Language) {
  const master = (language: Language) => masterSettings({ ...SHELL_MASTER, ...FOOTER_TEXTS[language] });
  const state = { locale, localeSource: 'cookie' as const, master: master(locale), messages: {}, queries: {}, renderedAt: Date.now() };
  const store = createStore({
    api: fakeApi(
      { getMaster: jest.fn(async () => master(store.settings.locale as Language)), getTranslations: jest.fn(async () => ({})) },
      { otherCalls: 'pending' },
    ),
    environment: { reload: jest.fn(), rememberLocale: jest.fn() },
    serverState: state,
  });
  store.afterHydration(state);
  return store;
}

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

  it.each<[Language, Language]>([
    ['en', 'ar'],
    ['ar', 'en'],
  ])('follows a language switch from %s to %s on a server-rendered page: /master is asked again in it', async (from, to) => {
    const store = hydratedStore(from);
    await renderWithStore(<Footer />, { store });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(FOOTER_TEXTS[from].web_footer_description)).toBeInTheDocument();
    // What the top bar's language switcher does with the shopper's choice.
    await act(() => store.i18n.switchLocale(to));
    expect(store.api.getMaster).toHaveBeenCalledTimes(1);
    expect(within(footer).getByText(FOOTER_TEXTS[to].web_footer_description)).toBeInTheDocument();
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(`© ${new Date().getFullYear()} ${FOOTER_TEXTS[to].web_footer_text}`);
  });
});
