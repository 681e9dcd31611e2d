import { act, fireEvent, screen } from '@testing-library/react';
import { switchLocale } from 'shared-sdk/testing';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { ContactForm } from './contact-form';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('ContactForm', () => {
  it('sends the message and shows the server message in a success toast', async () => {
    const sendSupportMessage = jest.fn(async () => 'Thanks, we will reply soon.');
    const { store } = await renderWithStore(<ContactForm />, { store: createTestStore({ api: { sendSupportMessage } }) });
    fill('Phone', '07701234567');
    fill('Subject', 'Late order');
    fill('Message', 'Where is it?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(sendSupportMessage).toHaveBeenCalledWith({
      name: '',
      email: '',
      phone: '07701234567',
      subject: 'Late order',
      message: 'Where is it?',
    });
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([['success', 'Thanks, we will reply soon.']]);
    expect(screen.getByLabelText('Subject', { exact: false })).toHaveValue('');
  });

  it('shows server field errors beside their fields', async () => {
    const failure = Object.assign(new Error('422'), {
      isAxiosError: true,
      response: {
        status: 422,
        data: { message: 'The subject field is required.', errors: { subject: ['The subject field is required.'] } },
      },
    });
    const sendSupportMessage = jest.fn().mockRejectedValue(failure);
    await renderWithStore(<ContactForm />, { store: createTestStore({ api: { sendSupportMessage } }) });
    fill('Phone', '07701234567');
    fill('Message', 'Hello');
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!));
    const subject = screen.getByLabelText('Subject', { exact: false });
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('The subject field is required.');
  });
});

const ARABIC = {
  'contact.name': 'الاسم',
  'contact.email': 'البريد الإلكتروني',
  'contact.phone': 'الهاتف',
  'contact.subject': 'الموضوع',
  'contact.message': 'الرسالة',
  'contact.send': 'إرسال الرسالة',
  'support.contactNeeded': 'يرجى ترك بريد إلكتروني أو رقم هاتف حتى نتمكن من الرد عليك.',
};

const TEXTS = {
  en: {
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    needed: 'Please leave an e-mail or a phone number so we can answer you.',
  },
  ar: {
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    subject: 'الموضوع',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    needed: ARABIC['support.contactNeeded'],
  },
} as const;

async function renderForm(locale: 'en' | 'ar', sendSupportMessage: jest.Mock, signedIn = false) {
  const store = createTestStore({ api: { sendSupportMessage } });
  if (signedIn) store.auth.setSession('token-1', { name: 'Dana Customer' });
  const rendered = await renderWithStore(<ContactForm />, { store });
  if (locale === 'ar') act(() => switchLocale(store, 'ar', 'rtl', ARABIC));
  const texts = TEXTS[locale];
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: texts.send })));
  return { ...rendered, texts, fill, send };
}

describe('ContactForm', () => {
  it.each(['en', 'ar'] as const)(
    'asks a guest for an e-mail or a phone, beside the e-mail field, and sends nothing (%s)',
    async (locale) => {
      const sendSupportMessage = jest.fn(async () => 'Thanks.');
      const { texts, fill, send } = await renderForm(locale, sendSupportMessage);
      fill(texts.subject, 'Late order');
      fill(texts.message, 'Where is it?');
      await send();
      expect(sendSupportMessage).not.toHaveBeenCalled();
      const email = screen.getByLabelText(texts.email);
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription(texts.needed);
    },
  );

  it.each([
    ['an e-mail', 'email', { email: 'guest@example.test', phone: '' }],
    ['a phone', 'phone', { email: '', phone: '+8801700000000' }],
  ] as const)('sends a guest message with %s as email and phone', async (_, field, contact) => {
    const sendSupportMessage = jest.fn(async () => 'Thanks, we will reply soon.');
    const { store, texts, fill, send } = await renderForm('en', sendSupportMessage);
    fill(texts[field], ` ${contact[field]} `);
    fill(texts.subject, 'Late order');
    fill(texts.message, 'Where is it?');
    await send();
    expect(sendSupportMessage).toHaveBeenCalledWith({ name: '', ...contact, subject: 'Late order', message: 'Where is it?' });
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Thanks, we will reply soon.']);
  });

  it('lets a signed-in shopper send with neither', async () => {
    const sendSupportMessage = jest.fn(async () => 'Thanks.');
    const { texts, fill, send } = await renderForm('en', sendSupportMessage, true);
    fill(texts.subject, 'Late order');
    fill(texts.message, 'Where is it?');
    await send();
    expect(sendSupportMessage).toHaveBeenCalledWith({ name: '', email: '', phone: '', subject: 'Late order', message: 'Where is it?' });
  });

  it.each(['en', 'ar'] as const)("shows a 422's e-mail error beside the e-mail field (%s)", async (locale) => {
    const said = locale === 'en' ? 'The email must be a valid email address.' : 'يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.';
    const failure = Object.assign(new Error('422'), {
      isAxiosError: true,
      response: { status: 422, data: { message: said, errors: { email: [said] } } },
    });
    const sendSupportMessage = jest.fn().mockRejectedValue(failure);
    const { store, texts, fill, send } = await renderForm(locale, sendSupportMessage);
    fill(texts.email, 'not-an-address');
    fill(texts.subject, 'Late order');
    fill(texts.message, 'Hello');
    await send();
    expect(screen.getByLabelText(texts.email)).toHaveAccessibleDescription(said);
    expect(store.ui.toasts).toHaveLength(0);
  });
});
