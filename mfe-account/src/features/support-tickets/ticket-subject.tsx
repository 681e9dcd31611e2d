import { UserText, FormattedMessage } from 'shared-sdk';

/** A ticket's subject as the shopper wrote it, or '(no subject)'. */
export function TicketSubject({ subject }: { subject: string | null }) {
  return subject ? <UserText>{subject}</UserText> : <FormattedMessage id="account.tickets.noSubject" defaultMessage="(no subject)" />;
}
