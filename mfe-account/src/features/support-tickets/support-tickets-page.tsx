import { useState } from 'react';
import {
  Button,
  DEFAULT_PAGE_SIZE,
  EmptyState,
  LoadView,
  mapAsync,
  Pagination,
  Skeleton,
  SkeletonRegion,
  linkTo,
  useStores,
  useQuery,
  useClampedPage,
  usePageParam,
  useNavigate,
  useSearchParams,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { CardList } from '../../components/card-list';
import { accountQueries, forgetKinds } from '../../data/queries';
import { NewTicketDialog } from './new-ticket-dialog';
import { TicketListItem } from './ticket-list-item';
import { TicketStatusTabs } from './ticket-status-tabs';
import { ticketStatusParam } from './ticket-status';

/**
 * '/support-tickets': the shopper's tickets, by status (tabs with the counts the server
 * gives) a page at a time; `status` and `page` live in the URL. 'New ticket' opens the form; a
 * ticket opened there shows in the list at once (All, page 1, unless Running is shown).
 */
const SupportTicketsPage = observer(function SupportTicketsPage() {
  const store = useStores();
  const { api, auth } = store;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = ticketStatusParam(params.get('status'));
  const [page, goTo] = usePageParam();
  const [creating, setCreating] = useState(false);
  const query = accountQueries.tickets(api, auth.user?.id, { page, per_page: DEFAULT_PAGE_SIZE, ...(status ? { status } : {}) });
  const list = useQuery(query);
  const total = list.data?.total ?? 0;
  useClampedPage(list.status === 'ready', page, total, goTo);

  // The new ticket is running and the latest: show it, on the first page of All or Running.
  const created = () => {
    setCreating(false);
    const leaving = page > 1 || (status !== null && status !== 'running');
    // It counts in every list the cache keeps: those are asked again (this one by `retry` when it stays).
    forgetKinds(store, auth.user?.id, ['tickets']);
    if (leaving) navigate(linkTo('supportTickets'));
    else list.retry();
  };

  return (
    <AccountPage
      route="supportTickets"
      actions={
        <Button onClick={() => setCreating(true)}>
          <FormattedMessage id="account.tickets.new" defaultMessage="New ticket" />
        </Button>
      }
    >
      <TicketStatusTabs current={status} counts={list.data} />
      <LoadView
        state={mapAsync(list, (data) => data.support_tickets)}
        loading={
          <SkeletonRegion>
            <CardList as="div">
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} height={96} />
              ))}
            </CardList>
          </SkeletonRegion>
        }
        isEmpty={(tickets) => tickets.length === 0}
        empty={
          <EmptyState
            title={<FormattedMessage id="account.tickets.emptyTitle" defaultMessage="No tickets here" />}
            message={
              <FormattedMessage
                id="account.tickets.emptyMessage"
                defaultMessage="Need help with an order or your account? Open a new ticket."
              />
            }
          />
        }
      >
        {(tickets) => (
          <>
            <CardList aria-busy={list.status === 'loading' || undefined}>
              {tickets.map((ticket) => (
                <li key={ticket.id}>
                  <TicketListItem ticket={ticket} />
                </li>
              ))}
            </CardList>
            <Pagination page={page} total={total} onPageChange={(n) => goTo(n)} disabled={list.status === 'loading'} />
          </>
        )}
      </LoadView>
      {creating && <NewTicketDialog onClose={() => setCreating(false)} onCreated={created} />}
    </AccountPage>
  );
});

export default SupportTicketsPage;
