import { fireEvent, screen, waitFor } from '@testing-library/react';
import { httpError, renderPage } from 'shared-sdk/testing';
import { accountTestStore, toasts } from '../../test-support/account-store';
import ChangePasswordPage from './change-password-page';

function setup(changePassword = jest.fn()) {
  const store = accountTestStore({ account: { changePassword } });
  renderPage(<ChangePasswordPage />, { store, path: '/change-password' });
  return { store, changePassword };
}

function fill(current: string, password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirmation } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

describe('ChangePasswordPage', () => {
  it('has a heading and three labelled password fields', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
  });

  it("says 'Confirm Password does not match.' beside the confirmation and sends nothing", () => {
    const { changePassword } = setup();
    fill('secret123', 'newpass1', 'newpass2');
    submit();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Confirm Password does not match.');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('asks for at least 6 characters and the current password', () => {
    const { changePassword } = setup();
    fill('', '12345', '12345');
    submit();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('The new password must be at least 6 characters.');
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Enter your current password.');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("shows the server's 'Current password does not match' beside the field and toasts it", async () => {
    const changePassword = jest
      .fn()
      .mockRejectedValue(httpError(422, 'Current password does not match', { current_password: ['Current password does not match'] }));
    const { store } = setup(changePassword);
    fill('wrong-one', 'newpass1', 'newpass1');
    submit();
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password does not match'));
    expect(toasts(store)).toEqual([{ type: 'error', message: 'Current password does not match' }]);
    expect(screen.getByLabelText('New Password')).toHaveValue('newpass1');
  });

  it('changes the password, toasts the server message, empties the form and stays signed in', async () => {
    const changePassword = jest.fn().mockResolvedValue('Password changed successfully.');
    const { store } = setup(changePassword);
    fill('secret123', 'newpass1', 'newpass1');
    submit();
    await waitFor(() => expect(toasts(store)).toEqual([{ type: 'success', message: 'Password changed successfully.' }]));
    expect(changePassword).toHaveBeenCalledWith({ current_password: 'secret123', password: 'newpass1', password_confirmation: 'newpass1' });
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(store.auth.isLoggedIn).toBe(true);
  });
});
