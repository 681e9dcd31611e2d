import { ComingSoonPage } from 'shared-sdk';

/** '/support-tickets' (spec 2). */
export default function SupportTicketsPage() {
  return <ComingSoonPage route="supportTickets" />;
}
