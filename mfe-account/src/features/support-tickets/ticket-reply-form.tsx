import { useState, type FormEvent } from 'react';
import { Button, firstFieldErrors, toApiFailure, useStores, type TicketMessage, FormattedMessage, useIntl } from 'shared-sdk';
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!text.trim()) {
      setError(intl.formatMessage({ id: 'account.tickets.replyRequired', defaultMessage: 'Write a reply first.' }));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const result = await api.tickets.sendTicketMessage(ticketNumber, text.trim());
      onSent(result.messages);
      setText('');
      if (result.message) ui.success(result.message);
    } catch (error) {
      const failure = toApiFailure(error);
      const fields = firstFieldErrors(failure.errors);
      setError(fields.message);
      ui.error(failure.message);
      if (failure.status === 422 && !fields.message) onRefused();
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={sending || undefined}>
      <FormTextarea
        label={<FormattedMessage id="account.tickets.reply" defaultMessage="Your reply" />}
        name="message"
        dir="auto"
        rows={4}
        maxLength={MESSAGE_MAX}
        showCount
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      <FormActions>
        <Button type="submit" disabled={sending}>
          <FormattedMessage id="account.tickets.send" defaultMessage="Send reply" />
        </Button>
      </FormActions>
    </form>
  );
}
