import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Profile, RootStore } from 'shared-sdk';
import { httpError, renderPage, switchLocale } from 'shared-sdk/testing';
import { DEMO_PROFILE, MB, accountTestStore, fileOf, toasts } from '../../test-support/account-store';
import ProfilePage from './profile-page';

const PROFILE: Profile = { ...DEMO_PROFILE, profile_photo: '/media/uploads/old.png' };

function setup(updateProfile = jest.fn(), getProfile = jest.fn().mockResolvedValue(PROFILE), before?: (store: RootStore) => void) {
  const store = accountTestStore({ account: { getProfile, updateProfile } });
  before?.(store);
  renderPage(<ProfilePage />, { store, path: '/profile' });
  return { store, updateProfile, getProfile };
}

/** The store in Arabic, with the few messages these tests read. */
function inArabic(store: RootStore) {
  switchLocale(store, 'ar', 'rtl', {
    'account.profile.dateOfBirth': 'تاريخ الميلاد',
    'account.profile.photo': 'صورة الملف الشخصي',
    'dateField.day': 'اليوم',
    'dateField.month': 'الشهر',
    'dateField.year': 'السنة',
    'filePicker.chooseFile': 'اختر ملفًا',
    'filePicker.none': 'لم يُختر أي ملف',
  });
}

const choosePhoto = (file: File) => fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [file] } });
const datePart = (name: string) => within(screen.getByRole('group', { name: 'Date of birth' })).getByRole('combobox', { name });
const chooseDatePart = (name: string, value: string) => fireEvent.change(datePart(name), { target: { value } });

describe('ProfilePage', () => {
  it('shows the profile in labelled fields, with the photo and verified badges', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Demo Customer');
    expect(screen.getByLabelText('Phone')).toHaveValue('01700000000');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@shopmart.test');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(datePart('Day')).toHaveValue('04');
    expect(datePart('Month')).toHaveValue('05');
    expect(datePart('Year')).toHaveValue('1990');
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

  it('types the name in its own direction', async () => {
    setup();
    expect(await screen.findByLabelText('Name')).toHaveAttribute('dir', 'auto');
  });

  it('sends the date of birth chosen in the three selects as YYYY-MM-DD', async () => {
    const updateProfile = jest.fn().mockResolvedValue({ message: 'Saved.', user: PROFILE });
    setup(updateProfile);
    await screen.findByLabelText('Name');
    expect(screen.getByRole('option', { name: 'May', selected: true })).toBeInTheDocument();
    chooseDatePart('Day', '09');
    chooseDatePart('Month', '12');
    chooseDatePart('Year', '1985');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(1));
    expect(updateProfile.mock.calls[0][0]).toMatchObject({ date_of_birth: '1985-12-09' });
  });

  it('asks for the rest of an incomplete date instead of saving no date', async () => {
    const updateProfile = jest.fn();
    setup(updateProfile);
    await screen.findByLabelText('Name');
    chooseDatePart('Month', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the day, the month and the year, or none of them.');
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'Choose the day, the month and the year, or none of them.',
    );
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('clears the date of birth when all its parts are cleared', async () => {
    const updateProfile = jest.fn().mockResolvedValue({ message: 'Saved.', user: { ...PROFILE, date_of_birth: null } });
    setup(updateProfile);
    await screen.findByLabelText('Name');
    for (const part of ['Day', 'Month', 'Year']) chooseDatePart(part, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(1));
    expect(updateProfile.mock.calls[0][0]).toMatchObject({ date_of_birth: null });
  });

  it('says which photo is chosen beside its button, in words of the store', async () => {
    setup();
    await screen.findByLabelText('Name');
    expect(screen.getByText('Choose file')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile photo')).toHaveAccessibleDescription(expect.stringContaining('No file chosen'));
    choosePhoto(fileOf('me.png', 'image/png'));
    expect(screen.getByLabelText('Profile photo')).toHaveAccessibleDescription(expect.stringContaining('me.png'));
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
  });

  it('shows the date of birth and the photo picker in Arabic', async () => {
    setup(jest.fn(), jest.fn().mockResolvedValue(PROFILE), inArabic);
    const group = await screen.findByRole('group', { name: 'تاريخ الميلاد' });
    expect(within(group).getByRole('combobox', { name: 'اليوم' })).toHaveValue('04');
    expect(within(group).getByRole('option', { name: 'مايو', selected: true })).toBeInTheDocument();
    expect(within(group).getByRole('combobox', { name: 'السنة' })).toHaveValue('1990');
    const photo = screen.getByLabelText('صورة الملف الشخصي');
    expect(photo).toHaveAccessibleName('صورة الملف الشخصي اختر ملفًا');
    expect(photo).toHaveAccessibleDescription(expect.stringContaining('لم يُختر أي ملف'));
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const getProfile = jest.fn().mockRejectedValueOnce(httpError(500, 'Server Error')).mockResolvedValueOnce(PROFILE);
    setup(jest.fn(), getProfile);
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Demo Customer');
  });
});
