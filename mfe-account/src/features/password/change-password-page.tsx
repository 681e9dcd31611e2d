import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField, firstFieldErrors, toApiFailure, useStores, FormattedMessage, useIntl, observer } from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { FieldHint, FormActions, Panel } from '../../components/form-controls';

/** The server's least password length (api-reference B, POST /change-password). */
export const PASSWORD_MIN = 6;

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type Values = typeof EMPTY;

/**
 * '/change-password' (spec 2): current password, new password (6 characters at least) and its
 * confirmation ('Confirm Password does not match.', spec 5, checked here). The server's errors
 * ('Current password does not match') show beside their fields; success toasts the server's
 * message and empties the form. The server signs out the shopper's other sessions, not this one.
 */
const ChangePasswordPage = observer(function ChangePasswordPage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const localErrors = (): Record<string, string> => {
    const out: Record<string, string> = {};
    if (!values.current_password) {
      out.current_password = intl.formatMessage({ id: 'account.password.currentRequired', defaultMessage: 'Enter your current password.' });
    }
    if (values.password.length < PASSWORD_MIN) {
      out.password = intl.formatMessage(
        { id: 'account.password.tooShort', defaultMessage: 'The new password must be at least {min} characters.' },
        { min: PASSWORD_MIN },
      );
    }
    if (values.password !== values.password_confirmation) {
      out.password_confirmation = intl.formatMessage({ id: 'account.password.mismatch', defaultMessage: 'Confirm Password does not match.' });
    }
    return out;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const local = localErrors();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      const message = await api.account.changePassword(values);
      setValues(EMPTY);
      ui.success(message || intl.formatMessage({ id: 'account.password.changed', defaultMessage: 'Password changed successfully.' }));
    } catch (error) {
      const failure = toApiFailure(error);
      setErrors(firstFieldErrors(failure.errors));
      ui.error(failure.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccountPage route="changePassword">
      <Form as="form" onSubmit={submit} noValidate aria-busy={saving || undefined}>
        <TextField
          label={<FormattedMessage id="account.password.current" defaultMessage="Current Password" />}
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={values.current_password}
          onChange={(e) => set('current_password', e.target.value)}
          error={errors.current_password}
        />
        <TextField
          label={<FormattedMessage id="account.password.new" defaultMessage="New Password" />}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
        />
        <TextField
          label={<FormattedMessage id="account.password.confirm" defaultMessage="Confirm Password" />}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={(e) => set('password_confirmation', e.target.value)}
          error={errors.password_confirmation}
        />
        <FieldHint>
          <FormattedMessage
            id="account.password.otherSessions"
            defaultMessage="Changing your password signs you out on your other devices; you stay signed in here."
          />
        </FieldHint>
        <FormActions>
          <Button type="submit" disabled={saving}>
            <FormattedMessage id="account.password.submit" defaultMessage="Change Password" />
          </Button>
        </FormActions>
      </Form>
    </AccountPage>
  );
});

export default ChangePasswordPage;

const Form = styled(Panel)`
  max-inline-size: 32rem;
`;
