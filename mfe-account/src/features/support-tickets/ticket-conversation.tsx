import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  toApiFailure,
  tagsOf,
  useQuery,
  useSeededQuery,
  useStores,
  type SupportTicket,
  type TicketMessage,
  FormattedMessage,
  useIntl,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import { Panel } from '../../components/form-controls';
import { accountQueries, keepAnswer } from '../../data/queries';
import { TicketMessageItem } from './ticket-message-item';
import { TicketReplyForm } from './ticket-reply-form';

export interface TicketConversationProps {
  ticket: SupportTicket;
  /** The ticket must be loaded again (a reply was refused because it changed). */
  onStale: () => void;
}

/** The shopper may reply: the ticket allows it and is still running (docs/product.md#support-tickets). */
export function canReply(ticket: SupportTicket): boolean {
  return ticket.user_chat && ticket.status === 'running';
}

/**
 * The conversation, oldest first: first the one the ticket's answer carries, then its own query
 * (GET /support-ticket-messages) on Refresh and on a live event of a new message in this ticket (the
 * query's tag), the shopper's own messages at the inline end, and the reply box when the ticket
 * takes replies.
 */
export const TicketConversation = observer(function TicketConversation({ ticket, onStale }: TicketConversationProps) {
  const { api, auth, queries, ui } = useStores();
  const intl = useIntl();
  const ownId = auth.user?.id;
  const query = accountQueries.ticketMessages(api, ownId, ticket);
  useSeededQuery(query.key, ticket.messages, tagsOf(query, ticket.messages));
  const conversation = useQuery(query);
  const messages = conversation.data ?? ticket.messages;
  const [refreshing, setRefreshing] = useState(false);

  // The conversation as the server now answers it (after a reply or Refresh), kept for a visit again.
  const show = (answered: TicketMessage[]) => {
    conversation.setData(answered);
    keepAnswer(queries, query, answered);
  };

  // Refresh was asked for, so its failure is toasted; a live event's reload is quiet (useQuery keeps
  // what is shown), and Refresh is still there.
  const refresh = async () => {
    setRefreshing(true);
    try {
      show(await queries.refetch(query));
    } catch (error) {
      ui.error(toApiFailure(error).message);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Section aria-labelledby="ticket-conversation-title">
      <Head>
        <h2 id="ticket-conversation-title">
          <FormattedMessage id="account.tickets.conversation" defaultMessage="Conversation" />
        </h2>
        <Button $variant="secondary" onClick={refresh} disabled={refreshing}>
          <FormattedMessage id="account.tickets.refresh" defaultMessage="Refresh" />
        </Button>
      </Head>
      {messages.length === 0 ? (
        <Empty>
          <FormattedMessage id="account.tickets.noMessages" defaultMessage="No messages yet." />
        </Empty>
      ) : (
        <Messages aria-label={intl.formatMessage({ id: 'account.tickets.messages', defaultMessage: 'Messages' })}>
          {messages.map((message) => (
            <TicketMessageItem key={message.id} message={message} own={ownId !== undefined && message.sender_id === ownId} />
          ))}
        </Messages>
      )}
      {canReply(ticket) ? (
        <TicketReplyForm ticketNumber={ticket.ticket_no} onSent={show} onRefused={onStale} />
      ) : (
        <Closed role="note">
          {ticket.status === 'running' ? (
            <FormattedMessage id="account.tickets.noReplies" defaultMessage="This ticket does not accept replies." />
          ) : (
            <FormattedMessage
              id="account.tickets.closed"
              defaultMessage="This ticket is closed. Open a new ticket if you still need help."
            />
          )}
        </Closed>
      )}
    </Section>
  );
});

const Section = styled(Panel).attrs({ as: 'section' })`
  margin-block-start: 16px;
`;

const Head = styled.div`
  ${flexRow('12px', { align: 'center', justify: 'space-between' })}
  margin-block-end: 12px;

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Messages = styled.ol`
  ${flexColumn('14px')}
  margin-block: 0 16px;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Closed = styled.p`
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
`;
