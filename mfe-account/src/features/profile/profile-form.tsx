import { useState } from 'react';
import { Button, DateOfBirthField, TextField, useStores, type Gender, type Profile, FormattedMessage, useIntl, observer } from 'shared-sdk';
import { useForm, type FieldErrors } from 'shared-sdk/forms';
import { FieldGrid, FormActions, Panel } from '../../components/form-controls';
import { FormSelect } from '../../components/form-select';
import { accountQueries, keepAnswer } from '../../data/queries';
import { ProfileContactField } from './profile-contact-field';
import { ProfilePhotoField } from './profile-photo-field';

const GENDERS: Gender[] = ['male', 'female', 'other'];

/** The latest date of birth the server takes: yesterday (it must be before today), as YYYY-MM-DD. */
function latestBirthDate(now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

interface Values {
  name: string;
  phone: string;
  email: string;
  gender: Gender | '';
  date_of_birth: string;
}

const valuesOf = (profile: Profile): Values => ({
  name: profile.name,
  phone: profile.phone ?? '',
  email: profile.email ?? '',
  gender: profile.gender ?? '',
  date_of_birth: profile.date_of_birth ?? '',
});

/**
 * Edits the profile (POST /update-profile, multipart with the photo). Server field errors show
 * beside their fields (first message) and the message in an error toast; on success the server's
 * message is toasted and the auth store's user takes the new name and photo, so the header follows.
 */
export const ProfileForm = observer(function ProfileForm({ profile }: { profile: Profile }) {
  const { api, auth, ui, queries } = useStores();
  const intl = useIntl();
  const [saved, setSaved] = useState(profile);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  // Some of the date's parts chosen, not all: saving now would drop the date without a word.
  const [birthDatePartial, setBirthDatePartial] = useState(false);
  const form = useForm<Values>({
    initialValues: () => valuesOf(profile),
    validate: (): FieldErrors =>
      birthDatePartial
        ? {
            date_of_birth: intl.formatMessage({
              id: 'account.profile.dateOfBirthIncomplete',
              defaultMessage: 'Choose the day, the month and the year, or none of them.',
            }),
          }
        : {},
    onSubmit: async (values) => {
      // A refused photo was never kept: the rest of the profile is saved without it.
      setPhotoProblem(null);
      const result = await api.account.updateProfile({
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim() || null,
        gender: values.gender || null,
        date_of_birth: values.date_of_birth || null,
        ...(photo ? { profile_photo: photo } : {}),
      });
      const user = result.user;
      auth.setUser({
        ...auth.user,
        id: user.id,
        name: user.name,
        phone: user.phone,
        email: user.email,
        profile_photo: user.profile_photo,
      });
      // The profile page visited again shows the saved profile, not the one the cache kept from before.
      keepAnswer(queries, accountQueries.profile(api, auth.user?.id), user);
      setSaved(user);
      form.reset(valuesOf(user));
      setPhoto(null);
      ui.success(result.message || intl.formatMessage({ id: 'account.profile.saved', defaultMessage: 'Profile updated successfully.' }));
    },
  });
  const { values, errors, submitting: saving, setValue: set } = form;

  return (
    <Panel as="form" onSubmit={form.handleSubmit} noValidate aria-busy={saving || undefined}>
      {/* A new photo chosen resets the input (the picker is re-created), so the same photo can be chosen again. */}
      <ProfilePhotoField
        key={saved.profile_photo ?? 'none'}
        current={saved.profile_photo}
        chosen={photo}
        disabled={saving}
        error={photoProblem ?? errors.profile_photo}
        onChoose={(file, problem) => {
          setPhoto(file);
          setPhotoProblem(problem);
        }}
      />
      <FieldGrid>
        <TextField
          label={<FormattedMessage id="account.profile.name" defaultMessage="Name" />}
          dir="auto"
          autoComplete="name"
          {...form.field('name')}
        />
        <ProfileContactField
          label={<FormattedMessage id="account.profile.phone" defaultMessage="Phone" />}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          verified={saved.phone ? saved.phone_verified : null}
          {...form.field('phone')}
        />
        <ProfileContactField
          label={<FormattedMessage id="account.profile.email" defaultMessage="Email" />}
          type="email"
          dir="ltr"
          autoComplete="email"
          verified={saved.email ? saved.email_verified : null}
          {...form.field('email')}
        />
        <FormSelect
          label={<FormattedMessage id="account.profile.gender" defaultMessage="Gender" />}
          name="gender"
          value={values.gender}
          onChange={(e) => set('gender', e.target.value as Gender | '')}
          placeholder={intl.formatMessage({ id: 'account.profile.genderNone', defaultMessage: 'Not specified' })}
          options={GENDERS.map((gender) => ({ value: gender, label: genderLabel(intl.formatMessage, gender) }))}
          error={errors.gender}
        />
        <DateOfBirthField
          label={<FormattedMessage id="account.profile.dateOfBirth" defaultMessage="Date of birth" />}
          min="1900-01-01"
          max={latestBirthDate()}
          value={values.date_of_birth}
          onChange={(value, partial) => {
            set('date_of_birth', value);
            setBirthDatePartial(partial);
          }}
          error={errors.date_of_birth}
        />
      </FieldGrid>
      <FormActions>
        <Button type="submit" disabled={saving}>
          {saving ? (
            <FormattedMessage id="account.profile.saving" defaultMessage="Saving…" />
          ) : (
            <FormattedMessage id="account.profile.save" defaultMessage="Save Changes" />
          )}
        </Button>
      </FormActions>
    </Panel>
  );
});

type Format = ReturnType<typeof useIntl>['formatMessage'];

function genderLabel(format: Format, gender: Gender): string {
  switch (gender) {
    case 'male':
      return format({ id: 'account.profile.genderMale', defaultMessage: 'Male' });
    case 'female':
      return format({ id: 'account.profile.genderFemale', defaultMessage: 'Female' });
    default:
      return format({ id: 'account.profile.genderOther', defaultMessage: 'Other' });
  }
}
