import { act, fireEvent, screen } from '@testing-library/react';
import { switchLocale } from 'shared-sdk/testing';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { LanguageSwitcher } from './language-switcher';
import { TopBar as Bar } from './top-bar';

const TopBar = () => <Bar languageMenu={<LanguageSwitcher />} />;

describe('TopBar', () => {
  it('shows the hotline and, in a multi-vendor store with a seller application, Become a Seller', async () => {
    await renderWithStore(<TopBar />, { store: createTestStore({ master: { seller_registration: true } }) });
    expect(screen.getByRole('link', { name: /Hotline/ })).toHaveAttribute('href', 'tel:+9647500000000');
    expect(screen.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/shop/register');
  });

  it('hides Become a Seller for a single-vendor store', async () => {
    await renderWithStore(<TopBar />, { store: createTestStore({ master: { multi_vendor: false, seller_registration: true } }) });
    expect(screen.queryByRole('link', { name: 'Become a Seller' })).not.toBeInTheDocument();
  });

  it('hides Become a Seller when the server has no seller application to send it to', async () => {
    await renderWithStore(<TopBar />, { store: createTestStore({ master: { multi_vendor: true } }) });
    expect(screen.queryByRole('link', { name: 'Become a Seller' })).not.toBeInTheDocument();
  });

  it('switches language by title, flipping the direction', async () => {
    const { store } = await renderWithStore(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'العربية']);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'العربية' })));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: العربية' })).toBeInTheDocument();
    expect(store.settings.locale).toBe('ar');
    expect(store.settings.langDirection).toBe('rtl');
    expect(store.api.getTranslations).toHaveBeenCalledWith('ar');
  });

  it.each([
    ['en', 'Hotline'],
    ['ar', 'الخط الساخن'],
  ] as const)("isolates the hotline's number left to right, its + first (%s)", async (locale, label) => {
    const store = createTestStore({ master: { mobile: '+8801700000000' } });
    await renderWithStore(<TopBar />, { store });
    if (locale === 'ar') act(() => switchLocale(store, 'ar', 'rtl', { 'topbar.hotline': label }));
    const number = screen.getByText('+8801700000000');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: new RegExp(label) })).toHaveAttribute('href', 'tel:+8801700000000');
  });
});
