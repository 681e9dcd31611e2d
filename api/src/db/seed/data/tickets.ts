/** The demo customer's support tickets: one of each status, and one that takes no replies. */

export const SUPPORT_AGENT = { name: 'Maya from ShopMart Support', email: 'agent@support.shopmart.example' } as const;

export interface DemoTicket {
  ticketNo: string;
  issueType: string;
  subject: string;
  status: 'running' | 'completed' | 'cancel';
  customerCanReply: boolean;
  /** Days before the seed's reference time. */
  daysAgo: number;
  /** The conversation, oldest first; the first message is the customer's and is the ticket's body. */
  messages: ReadonlyArray<{ from: 'customer' | 'staff'; text: string }>;
}

export const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    ticketNo: 'TK10000001',
    issueType: 'Delivery problem',
    subject: 'Parcel shows delivered but never arrived',
    status: 'running',
    customerCanReply: true,
    daysAgo: 2,
    messages: [
      { from: 'customer', text: 'The tracking page says my parcel was delivered yesterday, but nothing came to my door.' },
      { from: 'staff', text: 'Sorry about that! We have asked the courier for the proof of delivery and will update you within a day.' },
      { from: 'customer', text: 'Thank you. I was at home all afternoon, in case that helps.' },
    ],
  },
  {
    ticketNo: 'TK10000002',
    issueType: 'Return and refund',
    subject: 'Refund for the returned sneakers',
    status: 'completed',
    customerCanReply: true,
    daysAgo: 14,
    messages: [
      { from: 'customer', text: 'I returned the sneakers last week because they were too small. When will I get my refund?' },
      { from: 'staff', text: 'The shop has received them. Your refund has been issued and should reach your account in 3 to 5 days.' },
      { from: 'customer', text: 'Received it today, thanks for the quick help!' },
      { from: 'staff', text: 'Glad to hear it. We are closing this ticket now.' },
    ],
  },
  {
    ticketNo: 'TK10000003',
    issueType: 'Payment issue',
    subject: 'Charged twice for one order',
    status: 'cancel',
    customerCanReply: true,
    daysAgo: 30,
    messages: [
      { from: 'customer', text: 'My card statement shows two payments for the same order.' },
      { from: 'staff', text: 'The second charge was only a pending authorisation and has been released by your bank. Cancelling this ticket.' },
    ],
  },
  {
    ticketNo: 'TK10000004',
    issueType: 'Account and login',
    subject: 'Your account security check',
    status: 'running',
    customerCanReply: false,
    daysAgo: 1,
    messages: [
      { from: 'customer', text: 'I received an e-mail about a sign-in from a new device. Was that you?' },
      {
        from: 'staff',
        text: 'That was a routine security check and no action is needed. This ticket is for your information only, replies are closed.',
      },
    ],
  },
];
