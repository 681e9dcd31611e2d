import { act, fireEvent, screen } from '@testing-library/react';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { ContactForm } from './contact-form';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('ContactForm', () => {
  it('sends the message and shows the server message in a success toast', async () => {
    const sendSupportMessage = jest.fn(async () => 'Thanks, we will reply soon.');
    const { store } = await renderWithStore(<ContactForm />, { store: createTestStore({ api: { sendSupportMessage } }) });
    fill('Subject', 'Late order');
    fill('Message', 'Where is it?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(sendSupportMessage).toHaveBeenCalledWith({ name: '', phone: '', subject: 'Late order', message: 'Where is it?' });
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
    fill('Message', 'Hello');
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!));
    const subject = screen.getByLabelText('Subject', { exact: false });
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('The subject field is required.');
  });
});
