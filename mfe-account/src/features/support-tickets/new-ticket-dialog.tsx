import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, TextField, firstFieldErrors, toApiFailure, useStores, type NewTicket, useAsync, FormattedMessage, useIntl, observer } from 'shared-sdk';
import { FieldGrid } from '../../components/form-controls';
import { fileListError } from '../../components/form-files';
import { FormSelect } from '../../components/form-select';
import { FormTextarea } from '../../components/form-textarea';
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
  const issueTypes = useAsync(() => api.tickets.getIssueTypes(), 'issue-types');
  const [issueType, setIssueType] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(auth.user?.email ?? '');
  const [phone, setPhone] = useState(auth.user?.phone ?? '');
  const [orderNumber, setOrderNumber] = useState('');
  const [attachments, setAttachments] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const localErrors = () => {
    const out: Record<string, string> = {};
    if (!issueType) out.issue_type = intl.formatMessage({ id: 'account.tickets.issueTypeRequired', defaultMessage: 'Choose an issue type.' });
    if (!message.trim()) out.message = intl.formatMessage({ id: 'account.tickets.messageRequired', defaultMessage: 'Write your message.' });
    if (!email.trim()) out.email = intl.formatMessage({ id: 'account.tickets.emailRequired', defaultMessage: 'Enter your email address.' });
    return out;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const local = localErrors();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const ticket: NewTicket = {
      issue_type: Number(issueType),
      message: message.trim(),
      email: email.trim(),
      ...(subject.trim() ? { subject: subject.trim() } : {}),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(orderNumber.trim() ? { order_number: orderNumber.trim() } : {}),
      ...(attachments.length ? { attachments } : {}),
    };
    setSending(true);
    try {
      const result = await api.tickets.createTicket(ticket);
      ui.success(result.message || intl.formatMessage({ id: 'account.tickets.createdToast', defaultMessage: 'Support ticket created successfully.' }));
      onCreated();
    } catch (error) {
      const failure = toApiFailure(error);
      setErrors(firstFieldErrors(failure.errors));
      ui.error(failure.message);
      setSending(false);
    }
  };

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
      <form id={formId} onSubmit={submit} noValidate aria-busy={sending || undefined}>
        <FormSelect
          label={<FormattedMessage id="account.tickets.issueType" defaultMessage="Issue type" />}
          name="issue_type"
          value={issueType}
          onChange={(e) => setIssueType(e.target.value)}
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
          name="subject"
          dir="auto"
          maxLength={255}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={errors.subject}
        />
        <FormTextarea
          label={<FormattedMessage id="account.tickets.message" defaultMessage="Message" />}
          name="message"
          dir="auto"
          rows={5}
          maxLength={MESSAGE_MAX}
          showCount
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.message}
        />
        <TextField
          label={<FormattedMessage id="account.tickets.email" defaultMessage="Email" />}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <FieldGrid>
          <TextField
            label={<FormattedMessage id="account.tickets.phone" defaultMessage="Phone (optional)" />}
            name="phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={errors.phone}
          />
          <TextField
            label={<FormattedMessage id="account.tickets.orderNumberOptional" defaultMessage="Order number (optional)" />}
            name="order_number"
            maxLength={50}
            value={orderNumber}
            onChange={(e) => setOrderNumber(e.target.value)}
            error={errors.order_number}
          />
        </FieldGrid>
        <TicketAttachmentsField files={attachments} onChange={setAttachments} disabled={sending} error={fileListError(errors, 'attachments')} />
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
