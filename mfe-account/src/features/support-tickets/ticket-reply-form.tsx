import { Button, useStores, type TicketMessage, FormattedMessage, useIntl } from 'shared-sdk';
import { useForm, type FieldErrors } from 'shared-sdk/forms';
import { FormActions } from '../../components/form-controls';
import { FormTextarea } from '../../components/form-textarea';
import { MESSAGE_MAX } from './new-ticket-dialog';

export interface TicketReplyFormProps {
  ticketNumber: string;
  /** The conversation as the server answers it after the reply. */
  onSent: (messages: TicketMessage[]) => void;
  /** The server refused the reply for the ticket's sake (closed meanwhile): the page loads it again. */
  onRefused: () => void;
}

/** A reply of up to 5000 characters, sent with POST /support-ticket-message. */
export function TicketReplyForm({ ticketNumber, onSent, onRefused }: TicketReplyFormProps) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const form = useForm({
    initialValues: { message: '' },
    validate: (values): FieldErrors =>
      values.message.trim()
        ? {}
        : { message: intl.formatMessage({ id: 'account.tickets.replyRequired', defaultMessage: 'Write a reply first.' }) },
    onSubmit: async (values) => {
      const result = await api.tickets.sendTicketMessage(ticketNumber, values.message.trim());
      onSent(result.messages);
      form.reset();
      if (result.message) ui.success(result.message);
    },
    onFailure: (failure, fields) => {
      ui.error(failure.message);
      if (failure.status === 422 && !fields.message) onRefused();
    },
  });

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
      <FormTextarea
        label={<FormattedMessage id="account.tickets.reply" defaultMessage="Your reply" />}
        dir="auto"
        rows={4}
        maxLength={MESSAGE_MAX}
        showCount
        {...form.field('message')}
      />
      <FormActions>
        <Button type="submit" disabled={form.submitting}>
          <FormattedMessage id="account.tickets.send" defaultMessage="Send reply" />
        </Button>
      </FormActions>
    </form>
  );
}
