import styled from 'styled-components';
import {
  EmptyState,
  UserText,
  LoadView,
  Skeleton,
  SkeletonRegion,
  linkTo,
  useStores,
  useQuery,
  Link,
  useParams,
  FormattedMessage,
  useIntl,
  observer,
} from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { Panel } from '../../components/form-controls';
import { accountQueries } from '../../data/queries';
import { TicketConversation } from './ticket-conversation';
import { TicketFacts } from './ticket-facts';

/**
 * '/support-ticket/:ticketNumber': one ticket (GET /support-ticket/show), its attachments
 * and conversation, and the reply box when the ticket takes replies. A number that is not one of
 * the shopper's tickets (422 'invalid ticket number') shows a not-found state.
 */
const SupportTicketDetailsPage = observer(function SupportTicketDetailsPage() {
  const { api, auth } = useStores();
  const intl = useIntl();
  const { ticketNumber = '' } = useParams();
  const query = accountQueries.ticket(api, auth.user?.id, ticketNumber);
  // A new status (closed by support) asks again (the query's tag, from the answer): it changes what the
  // page offers, and remounts the conversation below. New messages are the conversation's own.
  const ticket = useQuery(query);
  const notFound = ticket.status === 'error' && (ticket.failure.status === 422 || ticket.failure.status === 404);
  const documentTitle = intl.formatMessage(
    { id: 'account.tickets.detailsHeading', defaultMessage: 'Ticket {number}' },
    { number: ticketNumber },
  );
  // The number comes from the address bar: on the page it is isolated as any text a shopper typed.
  const number = <UserText>{ticketNumber}</UserText>;
  const back = (
    <BackLink to={linkTo('supportTickets')}>
      <FormattedMessage id="account.tickets.back" defaultMessage="All tickets" />
    </BackLink>
  );

  return (
    <AccountPage
      route="supportTicketDetails"
      heading={
        notFound ? undefined : <FormattedMessage id="account.tickets.detailsHeading" defaultMessage="Ticket {number}" values={{ number }} />
      }
      title={notFound ? undefined : documentTitle}
      actions={back}
    >
      {notFound ? (
        <EmptyState
          title={<FormattedMessage id="account.tickets.notFound" defaultMessage="Ticket not found" />}
          message={
            <FormattedMessage
              id="account.tickets.notFoundMessage"
              defaultMessage="There is no ticket {number} among your tickets."
              values={{ number }}
            />
          }
        />
      ) : (
        <LoadView
          state={ticket}
          loading={
            <SkeletonRegion>
              <Panel>
                <Skeleton height={24} width="60%" />
                <Skeleton height={48} style={{ marginBlockStart: 16 }} />
              </Panel>
              <Panel style={{ marginBlockStart: 16 }}>
                {[0, 1, 2].map((n) => (
                  <Skeleton key={n} height={56} style={{ marginBlockEnd: 12 }} />
                ))}
              </Panel>
            </SkeletonRegion>
          }
        >
          {(data) => (
            <>
              <TicketFacts ticket={data} />
              {/* A new status or reply setting starts the conversation over from the new answer. */}
              <TicketConversation key={`${data.ticket_no}:${data.status}:${String(data.user_chat)}`} ticket={data} onStale={ticket.retry} />
            </>
          )}
        </LoadView>
      )}
    </AccountPage>
  );
});

export default SupportTicketDetailsPage;

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font-weight: 600;
`;
