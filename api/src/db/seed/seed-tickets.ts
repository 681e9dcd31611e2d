import type { Queryable } from '../database.js';
import { generatedImageUrl } from '../../media/media-url.js';
import { DEMO_CUSTOMER } from './data/people.js';
import { DEMO_TICKETS, SUPPORT_AGENT, type DemoTicket } from './data/tickets.js';
import { insertRows } from './insert-rows.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The support agent who answers the demo tickets: a user with no password, who cannot sign in. */
async function insertAgent(tx: Queryable): Promise<number> {
  const [agent] = await insertRows<{ id: number }>(
    tx,
    'users',
    [{ name: SUPPORT_AGENT.name, email: SUPPORT_AGENT.email, profile_photo: generatedImageUrl('avatar', 90, SUPPORT_AGENT.name) }],
    { returning: 'id' },
  );
  return agent!.id;
}

async function insertTicket(tx: Queryable, ticket: DemoTicket, customerId: number, agentId: number, now: Date): Promise<void> {
  const openedAt = new Date(now.getTime() - ticket.daysAgo * DAY_MS);
  const [issueType] = await tx.query<{ id: number }>('SELECT id FROM ticket_issue_types WHERE name = $1', [ticket.issueType]);
  const [row] = await insertRows<{ id: number }>(
    tx,
    'support_tickets',
    [
      {
        ticket_no: ticket.ticketNo,
        user_id: customerId,
        issue_type_id: issueType!.id,
        subject: ticket.subject,
        email: DEMO_CUSTOMER.email,
        phone: DEMO_CUSTOMER.phone,
        status: ticket.status,
        customer_can_reply: ticket.customerCanReply,
        created_at: openedAt,
        updated_at: openedAt,
      },
    ],
    { returning: 'id' },
  );
  // A few hours between messages, so the conversation reads in order.
  await insertRows(
    tx,
    'support_ticket_messages',
    ticket.messages.map((message, i) => ({
      ticket_id: row!.id,
      sender_id: message.from === 'staff' ? agentId : customerId,
      is_staff: message.from === 'staff',
      message: message.text,
      created_at: new Date(openedAt.getTime() + i * 3 * HOUR_MS),
    })),
  );
}

/** The demo customer's support tickets with their conversations (after seedPeople and seedContent). */
export async function seedTickets(tx: Queryable, now: Date): Promise<void> {
  const [customer] = await tx.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [DEMO_CUSTOMER.phone]);
  if (!customer) throw new Error('seedTickets needs the demo customer');
  const agentId = await insertAgent(tx);
  for (const ticket of DEMO_TICKETS) await insertTicket(tx, ticket, customer.id, agentId, now);
}
