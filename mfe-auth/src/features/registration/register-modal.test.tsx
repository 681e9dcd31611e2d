import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import RegisterModal from './register-modal';
import { generateRegistration } from './generated-values';
import { httpError, renderPage } from 'shared-sdk/testing';
import { authTestStore, toasts } from '../../test-support/auth-store';

const COUNTRIES = [
  { name: 'Bangladesh', names: ['Bangladesh'], phone_code: '880' },
  { name: 'Iraq', names: ['Iraq'], phone_code: '964' },
  { name: 'Jordan', names: ['Jordan'], phone_code: '962' },
];
const session = { access: { token: 'tok-2' }, user: { id: 2, name: 'New Customer' } };

async function setup(
  register = jest.fn().mockResolvedValue(session),
  sendOtp = jest.fn().mockResolvedValue({ message: 'sent', email_or_phone: '***' }),
  otp = false,
) {
  const store = authTestStore(
    { auth: { register, sendOtp }, getCountries: jest.fn().mockResolvedValue(COUNTRIES) },
    { register_otp_verify: otp },
  );
  const onClose = jest.fn();
  renderPage(<RegisterModal onClose={onClose} />, { store });
  await act(async () => undefined); // the countries load
  return { store, onClose, register, sendOtp };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('generateRegistration', () => {
  it('makes a name, phone, e-mail and an 8-character password', () => {
    const values = generateRegistration();
    expect(values.name).toMatch(/\S/);
    expect(values.phone).toMatch(/^\d{11}$/);
    expect(values.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(values.password).toHaveLength(8);
  });
});

describe('RegisterModal', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is prefilled with generated values and Iraq (+964)', async () => {
    await setup();
    expect(screen.getByRole('dialog', { name: 'Registration' })).toBeInTheDocument();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).not.toBe('');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).not.toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toContain('@');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toHaveLength(8);
    expect(screen.getByRole('button', { name: /Country Iraq \(\+964\)/ })).toBeInTheDocument();
  });

  it('searches the countries and says when none match', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: /Country Iraq/ }));
    await screen.findByRole('button', { name: 'Bangladesh (+880)' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search country' }), { target: { value: 'jor' } });
    expect(screen.getByRole('button', { name: 'Jordan (+962)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bangladesh (+880)' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search country' }), { target: { value: 'zzz' } });
    expect(screen.getByText('Sorry, no matching options.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search country' }), { target: { value: 'bang' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bangladesh (+880)' }));
    expect(screen.getByRole('button', { name: /Country Bangladesh \(\+880\)/ })).toBeInTheDocument();
  });

  it('requires a country before sending', async () => {
    const { register, store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Clear country' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The country field is required');
    expect(screen.getByRole('button', { name: /Country/ })).toHaveAccessibleDescription('The country field is required');
    expect(register).not.toHaveBeenCalled();
    expect(store.ui.toasts).toHaveLength(0);
  });

  it('registers, signs in, closes and says so top-right for 3 s', async () => {
    const { register, store, onClose, sendOtp } = await setup();
    fill('Name', 'Ali');
    fill('Phone', '07701234567');
    fill('Email', 'ali@example.com');
    fill('Password', 'abcd1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith({
      name: 'Ali',
      phone: '07701234567',
      email: 'ali@example.com',
      password: 'abcd1234',
      country: 'Iraq',
      phone_code: '964',
    });
    expect(store.auth.isLoggedIn).toBe(true);
    expect(toasts(store)).toEqual([
      { type: 'success', title: 'Register Successful', message: 'You have successfully registered.', position: 'top-right', timeout: 3000 },
    ]);
    expect(store.ui.isOpen('otp')).toBe(false);
    expect(sendOtp).not.toHaveBeenCalled();
  });

  it('opens the OTP dialog and sends the code when settings require it', async () => {
    const { store, onClose, sendOtp } = await setup(undefined, undefined, true);
    fill('Phone', '07701234567');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(store.ui.isOpen('otp')).toBe(true);
    expect(sendOtp).toHaveBeenCalledWith({ phone: '07701234567', phone_code: '964', forgot_password: null });
    await waitFor(() => expect(toasts(store).map((t) => t.message)).toContain('sent'));
  });

  it('shows the first server error beside each field and the message in a bottom-left toast', async () => {
    const register = jest.fn().mockRejectedValue(
      httpError(422, 'The phone has already been taken.', {
        phone: ['The phone has already been taken.'],
        email: ['The email must be valid.', 'x'],
      }),
    );
    const { store, onClose } = await setup(register);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('The phone has already been taken.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email must be valid.');
    expect(toasts(store)).toEqual([
      { type: 'error', title: undefined, message: 'The phone has already been taken.', position: 'bottom-left', timeout: 5000 },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('links back to login', async () => {
    const { store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.ui.isOpen('login')).toBe(true);
  });
});
