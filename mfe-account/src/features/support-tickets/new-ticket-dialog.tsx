import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, TextField, useStores, type NewTicket, useQuery, FormattedMessage, useIntl, observer } from 'shared-sdk';
import { useForm, type FieldErrors } from 'shared-sdk/forms';
import { FieldGrid } from '../../components/form-controls';
import { fileListError } from '../../components/form-files';
import { FormSelect } from '../../components/form-select';
import { FormTextarea } from '../../components/form-textarea';
import { accountQueries } from '../../data/queries';
import { TicketAttachmentsField } from './ticket-attachments-field';

/** The longest message the server takes (api/src/routes/tickets). */
export const MESSAGE_MAX = 5000;

export interface NewTicketDialogProps {
  onClose: () => void;
  /** The ticket was opened (the server's message is already toasted). */
  onCreated: () => void;
}

/**
 * 'New ticket': issue type (GET /ticket-issue-types), subject, message, e-mail (the shopper's),
 * phone, order number and attachments, sent as POST /support-ticket. Issue type, message and e-mail
 * are checked here; the server's field errors show beside their fields and its message in a toast.
 */
export const NewTicketDialog = observer(function NewTicketDialog({ onClose, onCreated }: NewTicketDialogProps) {
  const { api, auth, ui } = useStores();
  const intl = useIntl();
  const formId = useId();
  const issueTypes = useQuery(accountQueries.issueTypes(api));
  const [attachments, setAttachments] = useState<File[]>([]);
  const form = useForm({
    initialValues: () => ({
      issue_type: '',
      subject: '',
      message: '',
      email: auth.user?.email ?? '',
      phone: auth.user?.phone ?? '',
      order_number: '',
    }),
    validate: (values) => {
      const out: FieldErrors = {};
      if (!values.issue_type)
        out.issue_type = intl.formatMessage({ id: 'account.tickets.issueTypeRequired', defaultMessage: 'Choose an issue type.' });
      if (!values.message.trim())
        out.message = intl.formatMessage({ id: 'account.tickets.messageRequired', defaultMessage: 'Write your message.' });
      if (!values.email.trim())
        out.email = intl.formatMessage({ id: 'account.tickets.emailRequired', defaultMessage: 'Enter your email address.' });
      return out;
    },
    onSubmit: async (values) => {
      const { subject, phone, order_number } = values;
      const ticket: NewTicket = {
        issue_type: Number(values.issue_type),
        message: values.message.trim(),
        email: values.email.trim(),
        ...(subject.trim() ? { subject: subject.trim() } : {}),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(order_number.trim() ? { order_number: order_number.trim() } : {}),
        ...(attachments.length ? { attachments } : {}),
      };
      const result = await api.tickets.createTicket(ticket);
      ui.success(
        result.message ||
          intl.formatMessage({ id: 'account.tickets.createdToast', defaultMessage: 'Support ticket created successfully.' }),
      );
      onCreated();
    },
    leavesOnSuccess: true,
  });
  const { errors, submitting: sending } = form;

  const issueTypeError =
    errors.issue_type ??
    (issueTypes.status === 'error'
      ? intl.formatMessage({ id: 'account.tickets.issueTypesFailed', defaultMessage: 'The issue types could not be loaded.' })
      : undefined);

  return (
    <Dialog
      title={<FormattedMessage id="account.tickets.newTitle" defaultMessage="New support ticket" />}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            <FormattedMessage id="account.tickets.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form={formId} disabled={sending}>
            <FormattedMessage id="account.tickets.submit" defaultMessage="Submit ticket" />
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={form.handleSubmit} noValidate aria-busy={sending || undefined}>
        <FormSelect
          label={<FormattedMessage id="account.tickets.issueType" defaultMessage="Issue type" />}
          {...form.field('issue_type')}
          disabled={issueTypes.status !== 'ready'}
          placeholder={
            issueTypes.status === 'loading'
              ? intl.formatMessage({ id: 'account.tickets.issueTypesLoading', defaultMessage: 'Loading…' })
              : intl.formatMessage({ id: 'account.tickets.issueTypeChoose', defaultMessage: 'Choose an issue type' })
          }
          options={(issueTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          error={issueTypeError}
        />
        {issueTypes.status === 'error' && (
          <Retry type="button" onClick={issueTypes.retry}>
            <FormattedMessage id="account.tickets.issueTypesRetry" defaultMessage="Try loading the issue types again" />
          </Retry>
        )}
        <TextField
          label={<FormattedMessage id="account.tickets.subject" defaultMessage="Subject" />}
          dir="auto"
          maxLength={255}
          {...form.field('subject')}
        />
        <FormTextarea
          label={<FormattedMessage id="account.tickets.message" defaultMessage="Message" />}
          dir="auto"
          rows={5}
          maxLength={MESSAGE_MAX}
          showCount
          {...form.field('message')}
        />
        <TextField
          label={<FormattedMessage id="account.tickets.email" defaultMessage="Email" />}
          type="email"
          dir="ltr"
          autoComplete="email"
          {...form.field('email')}
        />
        <FieldGrid>
          <TextField
            label={<FormattedMessage id="account.tickets.phone" defaultMessage="Phone (optional)" />}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...form.field('phone')}
          />
          <TextField
            label={<FormattedMessage id="account.tickets.orderNumberOptional" defaultMessage="Order number (optional)" />}
            maxLength={50}
            {...form.field('order_number')}
          />
        </FieldGrid>
        <TicketAttachmentsField
          files={attachments}
          onChange={setAttachments}
          disabled={sending}
          error={fileListError(errors, 'attachments')}
        />
      </form>
    </Dialog>
  );
});

const Retry = styled.button`
  margin-block: -0.5rem 0.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;
`;
