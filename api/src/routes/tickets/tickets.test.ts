import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { INVALID_TICKET_NUMBER, REPLIES_NOT_ALLOWED, STAFF_NAME, TICKET_CLOSED } from '../../domain/tickets.js';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { multipartBody, type FormValue } from '../../test-support/multipart.js';
import { pngLargerThan, sampleGif, sampleJpeg, samplePdf, samplePng } from '../../test-support/sample-files.js';
import { appForSuite } from '../../test-support/test-app.js';
import { createTestUser, type TestUser } from '../../test-support/users.js';
import { MESSAGE_SENT_MESSAGE, TICKET_CREATED_MESSAGE } from './index.js';
import { english } from '../../test-support/english.js';

const t = appForSuite();
let issueTypeId: number;
before(async () => {
  const [type] = await t.app.db.query<{ id: number }>("SELECT id FROM ticket_issue_types WHERE name = 'Order issue'");
  issueTypeId = type!.id;
});

type Method = 'GET' | 'POST';
const inject = (method: Method, url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload === undefined ? {} : { payload }) });

const postForm = (user: TestUser, fields: Record<string, FormValue | FormValue[]>) => {
  const { payload, headers } = multipartBody(fields);
  return t.app.inject({ method: 'POST', url: '/api/support-ticket', headers: { ...user.auth, ...headers }, payload });
};

const TICKET = { subject: 'Parcel late', message: 'My parcel has not arrived.', email: 'shopper@example.com' };

interface TicketBody {
  id: number;
  ticket_no: string;
  status: string;
  user_chat: boolean;
  attachments: Array<{ url: string; mime_type: string; file_name: string; size: number }>;
  messages: Array<{ id: number; message: string; sender_id: number | null; sender_name: string }>;
}

async function openTicket(user: TestUser, extra: object = {}): Promise<TicketBody> {
  const response = await inject('POST', '/api/support-ticket', user, { issue_type: issueTypeId, ...TICKET, ...extra });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.support_ticket;
}

function assertFieldError(response: { statusCode: number; body: string; json(): unknown }, field: string, pattern?: RegExp) {
  assert.equal(response.statusCode, 422, response.body);
  const body = response.json() as { errors: Record<string, string[]> };
  assert.ok(body.errors?.[field], `errors name ${field}: ${response.body}`);
  if (pattern) assert.match(body.errors[field]![0]!, pattern);
}

function assertRefusal(response: { statusCode: number; json(): unknown }, message: string) {
  assert.equal(response.statusCode, 422);
  assert.deepEqual(response.json(), { message });
}

/** Staff side, which has no API: set a ticket's status or reply rule, add a staff message. */
async function staffUpdate(ticketNo: string, change: { status?: string; customer_can_reply?: boolean; reply?: string }) {
  if (change.status) await t.app.db.query('UPDATE support_tickets SET status = $2 WHERE ticket_no = $1', [ticketNo, change.status]);
  if (change.customer_can_reply !== undefined) {
    await t.app.db.query('UPDATE support_tickets SET customer_can_reply = $2 WHERE ticket_no = $1', [ticketNo, change.customer_can_reply]);
  }
  if (change.reply) {
    await t.app.db.query(
      `INSERT INTO support_ticket_messages (ticket_id, sender_id, is_staff, message)
       SELECT id, NULL, true, $2 FROM support_tickets WHERE ticket_no = $1`,
      [ticketNo, change.reply],
    );
  }
}

describe('tickets: auth', () => {
  it('answers 401 Unauthenticated. on every route without a valid token', async () => {
    const calls: Array<[Method, string]> = [
      ['GET', '/api/ticket-issue-types'],
      ['GET', '/api/support-tickets'],
      ['POST', '/api/support-ticket'],
      ['GET', '/api/support-ticket/show?ticket_number=TK1'],
      ['GET', '/api/support-ticket-messages?ticket_number=TK1'],
      ['POST', '/api/support-ticket-message'],
    ];
    for (const [method, url] of calls) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer bad' },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.deepEqual(response.json(), { message: 'Unauthenticated.' });
    }
  });
});

describe('GET /api/ticket-issue-types', () => {
  it('lists the active issue types in order', async () => {
    const user = await createTestUser(t.app);
    await t.app.db.query("INSERT INTO ticket_issue_types (name, sort_order, is_active) VALUES ('Retired', 0, false)");
    const response = await inject('GET', '/api/ticket-issue-types', user);
    assert.equal(response.statusCode, 200);
    const types: Array<{ id: number; name: string }> = response.json().data.issue_types;
    assert.equal(types[0]!.name, 'Order issue');
    assert.ok(types.length >= 5);
    assert.ok(!types.some((type) => type.name === 'Retired'));
    assert.deepEqual(Object.keys(types[0]!).sort(), ['id', 'name']);
  });
});

describe('POST /api/support-ticket', () => {
  it('opens a running ticket from JSON, its message first in the conversation', async () => {
    const user = await createTestUser(t.app);
    const response = await inject('POST', '/api/support-ticket', user, {
      issue_type: String(issueTypeId),
      ...TICKET,
      phone: '017-1111 2222',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, english(TICKET_CREATED_MESSAGE));
    const ticket = response.json().data.support_ticket;
    assert.match(ticket.ticket_no, /^TK\d{8}$/);
    assert.equal(ticket.status, 'running');
    assert.equal(ticket.issue_type, 'Order issue');
    assert.equal(ticket.subject, 'Parcel late');
    assert.equal(ticket.order_number, null);
    assert.equal(ticket.phone, '01711112222');
    assert.equal(ticket.message, TICKET.message);
    assert.equal(ticket.user_chat, true);
    assert.deepEqual(ticket.attachments, []);
    assert.equal(ticket.messages.length, 1);
    assert.equal(ticket.messages[0].sender_id, user.id);
    assert.equal(ticket.messages[0].sender_name, 'Test Shopper');
    assert.ok(!Number.isNaN(Date.parse(ticket.created_at)));
  });

  it('stores JPEG, PNG and PDF attachments recognised by their bytes (attachments[] or attachments)', async () => {
    const user = await createTestUser(t.app);
    const response = await postForm(user, {
      issue_type: issueTypeId,
      ...TICKET,
      'attachments[]': [
        { fileName: 'photo.jpg', data: sampleJpeg(), contentType: 'image/jpeg' },
        { fileName: 'screen.png', data: samplePng() },
        { fileName: 'receipt', data: samplePdf(), contentType: 'text/plain' },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const ticket: TicketBody = response.json().data.support_ticket;
    assert.deepEqual(
      ticket.attachments.map((a) => a.mime_type),
      ['image/jpeg', 'image/png', 'application/pdf'],
    );
    // The display name always ends in the type read from the bytes (docs/input-robustness.md).
    assert.deepEqual(
      ticket.attachments.map((a) => a.file_name),
      ['photo.jpg', 'screen.png', 'receipt.pdf'],
    );
    const pdf = await t.app.inject({ url: ticket.attachments[2]!.url });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), /^attachment; filename="receipt\.pdf"/);
    assert.deepEqual(pdf.rawPayload, samplePdf());
    assert.equal(ticket.attachments[2]!.size, samplePdf().length);

    const single = await postForm(user, { issue_type: issueTypeId, ...TICKET, attachments: { fileName: 'a.png', data: samplePng() } });
    assert.equal(single.json().data.support_ticket.attachments.length, 1);
  });

  it('names the order only when it is one of the caller’s orders', async () => {
    const user = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const [shop] = await t.app.db.query<{ id: number }>('SELECT id FROM shops ORDER BY id LIMIT 1');
    for (const [owner, code] of [
      [user, `ORD-${user.id}`],
      [other, `ORD-${other.id}`],
    ] as const) {
      await t.app.db.query(
        `INSERT INTO orders (order_code, user_id, shop_id, address, payment_method, quantity, total_amount, payable_amount)
         VALUES ($1, $2, $3, '{}', 'cash', 1, 10, 10)`,
        [code, owner.id, shop!.id],
      );
    }
    assert.equal((await openTicket(user, { order_number: `ORD-${user.id}` })).messages.length, 1);
    const foreign = await inject('POST', '/api/support-ticket', user, {
      issue_type: issueTypeId,
      ...TICKET,
      order_number: `ORD-${other.id}`,
    });
    assertFieldError(foreign, 'order_number', /selected order number is invalid/);
    const unknown = await inject('POST', '/api/support-ticket', user, { issue_type: issueTypeId, ...TICKET, order_number: 'NOPE' });
    assertFieldError(unknown, 'order_number');
  });

  it('answers 422 naming each invalid field, storing nothing', async () => {
    const user = await createTestUser(t.app);
    const cases: Array<[object, string, RegExp?]> = [
      [{ issue_type: undefined }, 'issue_type', /required/],
      [{ issue_type: 999_999 }, 'issue_type', /selected issue type is invalid/],
      [{ issue_type: 'abc' }, 'issue_type'],
      [{ issue_type: -3 }, 'issue_type'],
      [{ message: undefined }, 'message', /message field is required/],
      [{ message: ' ' }, 'message'],
      [{ message: 'x'.repeat(5001) }, 'message', /5000/],
      [{ email: undefined }, 'email', /required/],
      [{ email: 'nobody' }, 'email', /valid email/],
      [{ subject: 's'.repeat(256) }, 'subject'],
      [{ phone: 'call me maybe' }, 'phone', /format is invalid/],
      [{ order_number: 'x'.repeat(51) }, 'order_number'],
      [{ attachments: ['not a file'] }, 'attachments.0', /must be a file/],
    ];
    for (const [extra, field, pattern] of cases) {
      assertFieldError(await inject('POST', '/api/support-ticket', user, { issue_type: issueTypeId, ...TICKET, ...extra }), field, pattern);
    }
    const [row] = await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM support_tickets WHERE user_id = $1', [user.id]);
    assert.equal(row!.n, 0);
  });

  it('refuses attachments that are not JPEG, PNG or PDF by their bytes, over 2 MB, or more than 5', async () => {
    const user = await createTestUser(t.app);
    const base = { issue_type: issueTypeId, ...TICKET };
    const textAsPng = await postForm(user, {
      ...base,
      'attachments[]': { fileName: 'notes.png', data: Buffer.from('just text'), contentType: 'image/png' },
    });
    assertFieldError(textAsPng, 'attachments.0', /must be a file of type: jpg, png, pdf/);
    const gif = await postForm(user, {
      ...base,
      'attachments[]': [
        { fileName: 'a.png', data: samplePng() },
        { fileName: 'b.gif', data: sampleGif() },
      ],
    });
    assertFieldError(gif, 'attachments.1', /must be a file of type/);
    const big = await postForm(user, { ...base, 'attachments[]': { fileName: 'big.png', data: pngLargerThan(2 * 1024 * 1024) } });
    assertFieldError(big, 'attachments.0', /must not be greater than 2048 kilobytes/);
    const six = Array.from({ length: 6 }, (_, i) => ({ fileName: `${i}.png`, data: samplePng() }));
    assertFieldError(await postForm(user, { ...base, 'attachments[]': six }), 'attachments', /not have more than 5 files/);
    const five = await postForm(user, { ...base, 'attachments[]': six.slice(0, 5) });
    assert.equal(five.statusCode, 200, five.body);
    const [row] = await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM media_files WHERE owner_user_id = $1', [user.id]);
    assert.equal(row!.n, 5, 'only the accepted ticket stored files');
  });
});

describe('GET /api/support-tickets', () => {
  it('lists only the caller’s tickets, latest first, with counts per status and a status filter', async () => {
    const user = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    await openTicket(other);
    const opened = [];
    for (let i = 0; i < 4; i++) opened.push(await openTicket(user, { subject: `Ticket ${i}` }));
    await staffUpdate(opened[0]!.ticket_no, { status: 'completed' });
    await staffUpdate(opened[1]!.ticket_no, { status: 'cancel' });

    const all = await inject('GET', '/api/support-tickets', user);
    assert.equal(all.statusCode, 200, all.body);
    const data = all.json().data;
    assert.deepEqual(
      { total: data.total, running: data.running, completed: data.completed, cancel: data.cancel },
      {
        total: 4,
        running: 2,
        completed: 1,
        cancel: 1,
      },
    );
    assert.deepEqual(
      data.support_tickets.map((s: { ticket_no: string }) => s.ticket_no),
      opened.map((o) => o.ticket_no).reverse(),
    );
    assert.deepEqual(Object.keys(data.support_tickets[0]).sort(), [
      'created_at',
      'id',
      'issue_type',
      'order_number',
      'status',
      'subject',
      'ticket_no',
    ]);

    const running = (await inject('GET', '/api/support-tickets?status=running&per_page=1', user)).json().data;
    assert.equal(running.total, 2);
    assert.equal(running.support_tickets.length, 1);
    assert.equal(running.support_tickets[0].ticket_no, opened[3]!.ticket_no);
    const completed = (await inject('GET', '/api/support-tickets?status=completed', user)).json().data;
    assert.deepEqual(
      completed.support_tickets.map((s: { ticket_no: string }) => s.ticket_no),
      [opened[0]!.ticket_no],
    );
    assert.equal((await inject('GET', '/api/support-tickets?page=2&per_page=3', user)).json().data.support_tickets.length, 1);
  });

  it('answers 422 for an unknown status or bad paging', async () => {
    const user = await createTestUser(t.app);
    for (const [query, field] of [
      ['status=open', 'status'],
      ['page=0', 'page'],
      ['per_page=500', 'per_page'],
    ] as const) {
      assertFieldError(await inject('GET', `/api/support-tickets?${query}`, user), field);
    }
  });
});

describe('GET /api/support-ticket/show and /api/support-ticket-messages', () => {
  it('shows the ticket with the conversation, staff replies included', async () => {
    const user = await createTestUser(t.app);
    const ticket = await openTicket(user);
    await staffUpdate(ticket.ticket_no, { reply: 'We are looking into it.' });
    const shown = await inject('GET', `/api/support-ticket/show?ticket_number=${ticket.ticket_no}`, user);
    assert.equal(shown.statusCode, 200, shown.body);
    const body = shown.json().data.support_ticket;
    assert.equal(body.ticket_no, ticket.ticket_no);
    assert.equal(body.user_chat, true);
    assert.deepEqual(
      body.messages.map((m: { message: string }) => m.message),
      [TICKET.message, 'We are looking into it.'],
    );
    assert.equal(body.messages[1].sender_name, english(STAFF_NAME));
    assert.equal(body.messages[1].sender_id, null);

    const messages = await inject('GET', `/api/support-ticket-messages?ticket_number=${ticket.ticket_no}`, user);
    assert.equal(messages.statusCode, 200);
    assert.deepEqual(messages.json().data.messages, body.messages);
    assert.deepEqual(Object.keys(body.messages[0]).sort(), ['created_at', 'id', 'message', 'profile_photo', 'sender_id', 'sender_name']);
  });

  it("answers 422 'invalid ticket number' for an unknown ticket or another user's", async () => {
    const owner = await createTestUser(t.app);
    const intruder = await createTestUser(t.app);
    const ticket = await openTicket(owner);
    for (const number of [ticket.ticket_no, 'TK00000000']) {
      assertRefusal(await inject('GET', `/api/support-ticket/show?ticket_number=${number}`, intruder), english(INVALID_TICKET_NUMBER));
      assertRefusal(await inject('GET', `/api/support-ticket-messages?ticket_number=${number}`, intruder), english(INVALID_TICKET_NUMBER));
    }
    assertFieldError(await inject('GET', '/api/support-ticket/show', owner), 'ticket_number', /required/);
    assertFieldError(await inject('GET', `/api/support-ticket-messages?ticket_number=${'x'.repeat(51)}`, owner), 'ticket_number');
  });
});

describe('POST /api/support-ticket-message', () => {
  it('adds the reply and answers the whole conversation', async () => {
    const user = await createTestUser(t.app);
    const ticket = await openTicket(user);
    const response = await inject('POST', '/api/support-ticket-message', user, { ticket_number: ticket.ticket_no, message: ' Any news? ' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, english(MESSAGE_SENT_MESSAGE));
    const messages = response.json().data.messages;
    assert.deepEqual(
      messages.map((m: { message: string }) => m.message),
      [TICKET.message, 'Any news?'],
    );
    assert.equal(messages[1].sender_id, user.id);
    const long = await inject('POST', '/api/support-ticket-message', user, { ticket_number: ticket.ticket_no, message: 'm'.repeat(5000) });
    assert.equal(long.statusCode, 200);
  });

  it('refuses replies on a ticket that does not allow them, or is completed or cancelled', async () => {
    const user = await createTestUser(t.app);
    const cases: Array<[{ status?: string; customer_can_reply?: boolean }, string]> = [
      [{ customer_can_reply: false }, english(REPLIES_NOT_ALLOWED)],
      [{ status: 'completed' }, english(TICKET_CLOSED)],
      [{ status: 'cancel' }, english(TICKET_CLOSED)],
    ];
    for (const [change, message] of cases) {
      const ticket = await openTicket(user);
      await staffUpdate(ticket.ticket_no, change);
      const shown = await inject('GET', `/api/support-ticket/show?ticket_number=${ticket.ticket_no}`, user);
      assert.equal(shown.json().data.support_ticket.user_chat, false, JSON.stringify(change));
      assertRefusal(
        await inject('POST', '/api/support-ticket-message', user, { ticket_number: ticket.ticket_no, message: 'Hello?' }),
        message,
      );
      const messages = await inject('GET', `/api/support-ticket-messages?ticket_number=${ticket.ticket_no}`, user);
      assert.equal(messages.json().data.messages.length, 1, 'nothing added');
    }
  });

  it("refuses another user's ticket and invalid input", async () => {
    const owner = await createTestUser(t.app);
    const intruder = await createTestUser(t.app);
    const ticket = await openTicket(owner);
    assertRefusal(
      await inject('POST', '/api/support-ticket-message', intruder, { ticket_number: ticket.ticket_no, message: 'Hi' }),
      english(INVALID_TICKET_NUMBER),
    );
    const cases: Array<[object, string, RegExp?]> = [
      [{ ticket_number: ticket.ticket_no }, 'message', /required/],
      [{ ticket_number: ticket.ticket_no, message: '' }, 'message', /required/],
      [{ ticket_number: ticket.ticket_no, message: 'm'.repeat(5001) }, 'message', /5000/],
      [{ ticket_number: ticket.ticket_no, message: 42 }, 'message'],
      [{ message: 'Hi' }, 'ticket_number', /required/],
    ];
    for (const [payload, field, pattern] of cases) {
      assertFieldError(await inject('POST', '/api/support-ticket-message', owner, payload), field, pattern);
    }
    const messages = await inject('GET', `/api/support-ticket-messages?ticket_number=${ticket.ticket_no}`, owner);
    assert.equal(messages.json().data.messages.length, 1);
  });
});

describe('demo seed', () => {
  it('gives the demo customer tickets in every status, with staff replies, one closed to replies', async () => {
    const [demo] = await t.app.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '01700000000'");
    const token = await issueAccessToken(t.app.db, demo!.id);
    const customer = { id: demo!.id, token, phone: '01700000000', auth: { authorization: `Bearer ${token}` } };
    const list = (await inject('GET', '/api/support-tickets', customer)).json().data;
    assert.ok(list.running >= 1 && list.completed >= 1 && list.cancel >= 1, JSON.stringify(list));
    const shown: TicketBody[] = [];
    for (const summary of list.support_tickets as Array<{ ticket_no: string }>) {
      shown.push((await inject('GET', `/api/support-ticket/show?ticket_number=${summary.ticket_no}`, customer)).json().data.support_ticket);
    }
    assert.ok(shown.every((ticket) => ticket.messages.length >= 2 && ticket.messages[0]!.sender_id === demo!.id));
    assert.ok(shown.every((ticket) => ticket.messages.some((m) => m.sender_id !== demo!.id && m.sender_name.length > 0)));
    const noReplies = shown.filter((ticket) => ticket.status === 'running' && !ticket.user_chat);
    assert.equal(noReplies.length, 1);
    assertRefusal(
      await inject('POST', '/api/support-ticket-message', customer, { ticket_number: noReplies[0]!.ticket_no, message: 'Hi' }),
      english(REPLIES_NOT_ALLOWED),
    );
  });
});
