import { ComingSoonPage } from 'shared-sdk';

/** '/support-ticket/:ticketNumber' (spec 2). */
export default function SupportTicketDetailsPage() {
  return <ComingSoonPage route="supportTicketDetails" />;
}
