import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Profile } from 'shared-sdk';
import { MB, accountTestStore, fileOf, httpError, renderPage, toasts } from '../../test/account-test-store';
import ProfilePage from './profile-page';

const PROFILE: Profile = {
  id: 1,
  name: 'Demo Customer',
  phone: '01700000000',
  phone_verified: true,
  email: 'demo@shopmart.test',
  email_verified: false,
  profile_photo: '/media/uploads/old.png',
  gender: 'female',
  date_of_birth: '1990-05-04',
  country: 'Bangladesh',
  phone_code: '880',
};

function setup(updateProfile = jest.fn(), getProfile = jest.fn().mockResolvedValue(PROFILE)) {
  const store = accountTestStore({ account: { getProfile, updateProfile } });
  renderPage(<ProfilePage />, { store, path: '/profile' });
  return { store, updateProfile, getProfile };
}

const choosePhoto = (file: File) => fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [file] } });

describe('ProfilePage', () => {
  it('shows the profile in labelled fields, with the photo and verified badges', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Demo Customer');
    expect(screen.getByLabelText('Phone')).toHaveValue('01700000000');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@shopmart.test');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-05-04');
    const photo = screen.getByRole('img', { name: 'Your profile photo' });
    expect(photo).toHaveAttribute('src', '/media/uploads/old.png');
    expect(photo).toHaveAttribute('width', '96');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile photo')).toHaveAttribute('accept', expect.stringContaining('image/png'));
  });

  it('saves the changes, toasts the server message and updates the header user', async () => {
    const saved = { ...PROFILE, name: 'Dana Customer', gender: null, profile_photo: '/media/uploads/new.png' };
    const updateProfile = jest.fn().mockResolvedValue({ message: 'Profile updated successfully.', user: saved });
    const { store } = setup(updateProfile);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: ' Dana Customer ' } });
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: '' } });
    const photo = fileOf('me.png', 'image/png', 500 * 1024);
    choosePhoto(photo);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts(store)).toEqual([{ type: 'success', message: 'Profile updated successfully.' }]));
    expect(updateProfile).toHaveBeenCalledWith({
      name: 'Dana Customer',
      phone: '01700000000',
      email: 'demo@shopmart.test',
      gender: null,
      date_of_birth: '1990-05-04',
      profile_photo: photo,
    });
    expect(store.auth.user).toMatchObject({ id: 1, name: 'Dana Customer', profile_photo: '/media/uploads/new.png' });
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Customer');
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', '/media/uploads/new.png');
  });

  it('shows the first server error beside each field and the message in an error toast', async () => {
    const updateProfile = jest.fn().mockRejectedValue(
      httpError(422, 'The phone has already been taken.', {
        phone: ['The phone has already been taken.', 'second'],
        email: ['The email field must be a valid email address.'],
      }),
    );
    const { store } = setup(updateProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('The phone has already been taken.'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email field must be a valid email address.');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(toasts(store)).toEqual([{ type: 'error', message: 'The phone has already been taken.' }]);
    expect(store.auth.user?.name).toBe('Demo Customer');
  });

  it('refuses a photo over 2 MB beside the field and never sends it', async () => {
    const updateProfile = jest.fn().mockResolvedValue({ message: 'Profile updated successfully.', user: PROFILE });
    setup(updateProfile);
    await screen.findByLabelText('Name');
    choosePhoto(fileOf('huge.jpg', 'image/jpeg', 2 * MB + 1));
    expect(screen.getByLabelText('Profile photo')).toHaveAccessibleDescription(
      expect.stringContaining('The profile photo must not be larger than 2 MB.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The profile photo must not be larger than 2 MB.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(1));
    expect(updateProfile.mock.calls[0][0]).not.toHaveProperty('profile_photo');
  });

  it('takes a photo of exactly 2 MB and previews it', async () => {
    const createObjectURL = jest.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    setup();
    await screen.findByLabelText('Name');
    choosePhoto(fileOf('ok.gif', 'image/gif', 2 * MB));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of the new profile photo' })).toHaveAttribute('src', 'blob:preview');
  });

  it('refuses a file that is not a PNG, JPG or GIF', async () => {
    setup();
    await screen.findByLabelText('Name');
    choosePhoto(fileOf('cv.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('The profile photo must be a PNG, JPG or GIF image.');
  });

  it('shows the server error of the photo beside it', async () => {
    const updateProfile = jest.fn().mockRejectedValue(
      httpError(422, 'The profile photo field must be a file of type: png, jpg, gif.', {
        profile_photo: ['The profile photo field must be a file of type: png, jpg, gif.'],
      }),
    );
    setup(updateProfile);
    await screen.findByLabelText('Name');
    choosePhoto(fileOf('fake.png', 'image/png'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Profile photo')).toHaveAccessibleDescription(
        expect.stringContaining('The profile photo field must be a file of type: png, jpg, gif.'),
      ),
    );
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const getProfile = jest.fn().mockRejectedValueOnce(httpError(500, 'Server Error')).mockResolvedValueOnce(PROFILE);
    setup(jest.fn(), getProfile);
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Demo Customer');
  });
});
