import { screen, within } from '@testing-library/react';
import { switchLocale } from 'shared-sdk/testing';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { ContactInfo } from './contact-info';

const CONTACT = {
  phone: '+964 750 000 0000',
  email: 'hello@example.com',
  whatsapp: '+880 1700-000000',
  messenger: 'https://m.me/shopmart',
};

const ARABIC = {
  'contact.phone': 'الهاتف',
  'contact.email': 'البريد الإلكتروني',
  'contact.whatsappLink': 'تحدث معنا عبر واتساب: {number} (يفتح في علامة تبويب جديدة)',
  'contact.messengerLink': 'راسلنا عبر ماسنجر: {address} (يفتح في علامة تبويب جديدة)',
};

const NAMES = {
  en: {
    whatsapp: 'Chat on WhatsApp: +880 1700-000000 (opens in a new tab)',
    messenger: 'Message us on Messenger: m.me/shopmart (opens in a new tab)',
  },
  ar: {
    whatsapp: 'تحدث معنا عبر واتساب: +880 1700-000000 (يفتح في علامة تبويب جديدة)',
    messenger: 'راسلنا عبر ماسنجر: m.me/shopmart (يفتح في علامة تبويب جديدة)',
  },
};

async function renderContact(language: 'en' | 'ar', contact: Partial<typeof CONTACT> = CONTACT) {
  const store = createTestStore({
    api: { getContactInfo: jest.fn(async () => ({ phone: '', email: '', whatsapp: '', messenger: '', ...contact })) },
  });
  if (language === 'ar') switchLocale(store, 'ar', 'rtl', ARABIC);
  await renderWithStore(<ContactInfo />, { store });
}

/** A link's visible text must stay left to right in an Arabic page: it is isolated as such. */
function expectLeftToRight(link: HTMLElement, text: string) {
  const isolate = within(link).getByText(text);
  expect(isolate.tagName).toBe('BDI');
  expect(isolate).toHaveAttribute('dir', 'ltr');
}

describe.each(['en', 'ar'] as const)('ContactInfo (%s)', (language) => {
  it('links WhatsApp and Messenger, named, in a new tab', async () => {
    await renderContact(language);
    const whatsapp = await screen.findByRole('link', { name: NAMES[language].whatsapp });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/8801700000000');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expectLeftToRight(whatsapp, '+880 1700-000000');

    const messenger = screen.getByRole('link', { name: NAMES[language].messenger });
    expect(messenger).toHaveAttribute('href', 'https://m.me/shopmart');
    expect(messenger).toHaveAttribute('target', '_blank');
    expect(messenger.getAttribute('rel')).toContain('noopener');
    expectLeftToRight(messenger, 'm.me/shopmart');
    expect(screen.queryByText('https://m.me/shopmart')).not.toBeInTheDocument();
  });

  it('links the phone with tel: and the e-mail with mailto:, both left to right', async () => {
    await renderContact(language);
    const phone = await screen.findByRole('link', { name: '+964 750 000 0000' });
    expect(phone).toHaveAttribute('href', 'tel:+9647500000000');
    expectLeftToRight(phone, '+964 750 000 0000');
    const email = screen.getByRole('link', { name: 'hello@example.com' });
    expect(email).toHaveAttribute('href', 'mailto:hello@example.com');
    expectLeftToRight(email, 'hello@example.com');
  });

  it('opens a Messenger page given by its name alone, and leaves what is no address as text', async () => {
    await renderContact(language, { messenger: 'shopmart', whatsapp: 'ask at the desk' });
    expect(await screen.findByRole('link', { name: NAMES[language].messenger })).toHaveAttribute('href', 'https://m.me/shopmart');
    expect(screen.getByText('ask at the desk')).not.toHaveAttribute('href');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
