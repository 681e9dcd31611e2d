import styled from 'styled-components';
import { Button, FieldHint, TextField, useStores, FormattedMessage, useIntl, observer } from 'shared-sdk';
import { useForm, type FieldErrors } from 'shared-sdk/forms';
import { AccountPage } from '../../components/account-page';
import { FormActions, Panel } from '../../components/form-controls';

/** The server's least password length (docs/product.md#limits). */
export const PASSWORD_MIN = 6;

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type Values = typeof EMPTY;

/**
 * '/change-password': current password, new password (6 characters at least) and its
 * confirmation ('Confirm Password does not match.', checked here: docs/product.md#validation). The server's errors
 * ('Current password does not match') show beside their fields; success toasts the server's
 * message and empties the form. The server signs out the shopper's other sessions, not this one.
 */
const ChangePasswordPage = observer(function ChangePasswordPage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => {
      const out: FieldErrors = {};
      if (!values.current_password) {
        out.current_password = intl.formatMessage({
          id: 'account.password.currentRequired',
          defaultMessage: 'Enter your current password.',
        });
      }
      if (values.password.length < PASSWORD_MIN) {
        out.password = intl.formatMessage(
          { id: 'account.password.tooShort', defaultMessage: 'The new password must be at least {min} characters.' },
          { min: PASSWORD_MIN },
        );
      }
      if (values.password !== values.password_confirmation) {
        out.password_confirmation = intl.formatMessage({
          id: 'account.password.mismatch',
          defaultMessage: 'Confirm Password does not match.',
        });
      }
      return out;
    },
    onSubmit: async (values) => {
      const message = await api.account.changePassword(values);
      form.reset();
      ui.success(message || intl.formatMessage({ id: 'account.password.changed', defaultMessage: 'Password changed successfully.' }));
    },
  });

  return (
    <AccountPage route="changePassword">
      <Form as="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
        <TextField
          label={<FormattedMessage id="account.password.current" defaultMessage="Current Password" />}
          type="password"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <TextField
          label={<FormattedMessage id="account.password.new" defaultMessage="New Password" />}
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <TextField
          label={<FormattedMessage id="account.password.confirm" defaultMessage="Confirm Password" />}
          type="password"
          autoComplete="new-password"
          {...form.field('password_confirmation')}
        />
        <FieldHint>
          <FormattedMessage
            id="account.password.otherSessions"
            defaultMessage="Changing your password signs you out on your other devices; you stay signed in here."
          />
        </FieldHint>
        <FormActions>
          <Button type="submit" disabled={form.submitting}>
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
