import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import { appForSuite } from '../../test-support/test-app.js';
import { CONTACT_PER_ADDRESS, SUPPORT_SENT_MESSAGE } from './index.js';
import { english } from '../../test-support/english.js';
import { createTestUser } from '../../test-support/users.js';

interface StoredMessage {
  id: number;
  name: string | null;
  phone: string | null;
  email: string | null;
  user_id: number | null;
  subject: string;
  message: string;
}

interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  payload: { kind: string; contact_message_id: number };
  status: string;
}

describe('POST /api/support', () => {
  const t = appForSuite();
  beforeEach(async () => {
    await t.app.db.query('DELETE FROM contact_messages');
    await t.app.db.query('DELETE FROM outbox');
    await t.app.db.query('DELETE FROM rate_limits');
  });

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/support', payload: payload as object });
  const messages = () =>
    t.app.db.query<StoredMessage>('SELECT id, name, phone, email, user_id, subject, message FROM contact_messages ORDER BY id');
  const outbox = () => t.app.db.query<OutboxRow>('SELECT channel, recipient, subject, body, payload, status FROM outbox ORDER BY id');

  it('stores the message, queues a notification and answers with a message', async () => {
    const res = await post({ name: 'Rana', phone: '01711111111', subject: 'Late order', message: 'Where is my parcel?' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: english(SUPPORT_SENT_MESSAGE) });
    assert.equal(english(SUPPORT_SENT_MESSAGE), 'Your message has been sent successfully.');

    const [stored, ...more] = await messages();
    assert.equal(more.length, 0);
    assert.deepEqual(
      { ...stored, id: undefined },
      {
        id: undefined,
        name: 'Rana',
        phone: '01711111111',
        email: null,
        user_id: null,
        subject: 'Late order',
        message: 'Where is my parcel?',
      },
    );

    const [mail, ...others] = await outbox();
    assert.equal(others.length, 0);
    assert.equal(mail!.channel, 'email');
    assert.equal(mail!.recipient, 'support@shopmart.example');
    assert.equal(mail!.status, 'pending');
    assert.match(mail!.subject, /Late order/);
    assert.match(mail!.body, /Rana/);
    assert.match(mail!.body, /Where is my parcel\?/);
    assert.deepEqual(mail!.payload, { kind: 'contact_message', contact_message_id: stored!.id });
  });

  it('takes name, phone and e-mail as optional; empty or null is stored as null', async () => {
    for (const extra of [
      { email: 'a@b.example' },
      { name: '', phone: '', email: 'a@b.example' },
      { name: null, phone: '+964 770 123 4567', email: null },
      { name: '  ', email: ' A@B.example ' },
    ]) {
      const res = await post({ subject: 'Hi', message: 'Hello', ...extra });
      assert.equal(res.statusCode, 200, JSON.stringify(extra));
    }
    assert.deepEqual(
      (await messages()).map((row) => [row.name, row.phone, row.email]),
      [
        [null, null, 'a@b.example'],
        [null, null, 'a@b.example'],
        [null, '+9647701234567', null],
        [null, null, 'a@b.example'],
      ],
    );
  });

  it('asks a guest for an e-mail or a phone to answer them at, in their language (422 naming email)', async () => {
    for (const extra of [{}, { phone: '', email: '' }, { phone: null, email: null }, { phone: '   ' }]) {
      const english = await post({ subject: 'Hi', message: 'Hello', ...extra });
      assert.equal(english.statusCode, 422, JSON.stringify(extra));
      assert.deepEqual(english.json().errors, { email: ['Please leave an e-mail or a phone number so we can answer you.'] });
      assert.equal(english.json().message, 'Please leave an e-mail or a phone number so we can answer you.');
    }
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { subject: 'Hi', message: 'Hello' },
      headers: { 'accept-language': 'ar' },
    });
    assert.equal(arabic.statusCode, 422);
    assert.deepEqual(arabic.json().errors, { email: ['يرجى ترك بريد إلكتروني أو رقم هاتف لنتمكن من الرد عليك.'] });
    assert.equal((await messages()).length, 0, 'nothing stored');
    assert.equal((await outbox()).length, 0, 'nothing queued');
  });

  it('answers a signed-in shopper through their account: neither e-mail nor phone needed, the account named in the mail', async () => {
    const user = await createTestUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { subject: 'Hi', message: 'Hello' },
      headers: user.auth,
    });
    assert.equal(res.statusCode, 200);
    const [stored] = await messages();
    assert.equal(stored!.user_id, user.id);
    assert.equal(stored!.email, null);
    assert.match((await outbox())[0]!.body, new RegExp(`Account: user #${user.id}`));
  });

  it('puts the e-mail to answer at into the notification', async () => {
    const res = await post({ name: 'Rana', email: 'rana@mail.example', subject: 'Late order', message: 'Where is my parcel?' });
    assert.equal(res.statusCode, 200);
    const [mail] = await outbox();
    assert.match(mail!.body, /^E-mail: rana@mail\.example$/m);
    assert.match(mail!.body, /^Phone: \(no phone\)$/m);
  });

  it('answers 422 naming each invalid field', async () => {
    const cases: Array<[unknown, string[]]> = [
      [{ message: 'Hello' }, ['subject']],
      [{ subject: 'Hi' }, ['message']],
      [{ subject: '   ', message: 'Hello' }, ['subject']],
      [{ subject: 'x'.repeat(256), message: 'Hello' }, ['subject']],
      [{ subject: 'Hi', message: 'x'.repeat(5001) }, ['message']],
      [{ subject: 'Hi', message: 'Hello', name: 'x'.repeat(256) }, ['name']],
      [{ subject: 'Hi', message: 'Hello', phone: '1'.repeat(31) }, ['phone']],
      [{ subject: 'Hi', message: 'Hello', phone: '1'.repeat(21) }, ['phone']],
      [{ subject: 'Hi', message: 'Hello', phone: '12345' }, ['phone']],
      [{ subject: 'Hi', message: 'Hello', phone: 'call me' }, ['phone']],
      [{ subject: 'Hi', message: 'Hello', phone: '12+345678' }, ['phone']],
      [{ subject: 'Hi', message: 'Hello', email: 'not-an-email' }, ['email']],
      [{ subject: 'Hi', message: 'Hello', email: 'x'.repeat(250) + '@b.example' }, ['email']],
      [{ subject: 42, message: 'Hello' }, ['subject']],
      [{}, ['subject', 'message']],
    ];
    for (const [payload, fields] of cases) {
      const res = await post(payload);
      assert.equal(res.statusCode, 422, JSON.stringify(payload).slice(0, 80));
      const body = res.json();
      assert.deepEqual(Object.keys(body.errors).sort(), [...fields].sort(), JSON.stringify(payload).slice(0, 80));
      assert.equal(body.message, Object.values<string[]>(body.errors)[0]![0]);
    }
    assert.match((await post({ message: 'Hello' })).json().message, /subject field is required/);
    assert.equal((await messages()).length, 0, 'nothing stored');
    assert.equal((await outbox()).length, 0, 'nothing queued');
  });

  it('accepts the longest allowed values', async () => {
    const res = await post({ name: 'n'.repeat(255), phone: `+${'1'.repeat(20)}`, subject: 's'.repeat(255), message: 'm'.repeat(5000) });
    assert.equal(res.statusCode, 200);
    assert.equal((await messages())[0]!.message.length, 5000);
  });

  it('stores the message without a notification when the store has no e-mail address', async () => {
    await setSetting(t.app.db, 'contact_us', { phone: '1', email: '', whatsapp: '', messenger: '' });
    await setSetting(t.app.db, 'email', '');
    const res = await post({ subject: 'Hi', message: 'Hello', phone: '01711111111' });
    assert.equal(res.statusCode, 200);
    assert.equal((await messages()).length, 1);
    assert.equal((await outbox()).length, 0);
  });

  it('takes at most 5 messages from one address in 15 minutes, storing and mailing nothing more (429 with Retry-After)', async () => {
    const valid = { subject: 'Hello', message: 'A question', email: 'guest@mail.example' };
    const answers = await Promise.all(
      Array.from({ length: CONTACT_PER_ADDRESS.max + 5 }, () => t.app.inject({ method: 'POST', url: '/api/support', payload: valid })),
    );
    assert.equal(answers.filter((answer) => answer.statusCode === 200).length, CONTACT_PER_ADDRESS.max);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    assert.equal(refused.length, 5);
    assert.ok(Number(refused[0]!.headers['retry-after']) > 0);
    assert.equal(typeof refused[0]!.json().message, 'string');
    assert.equal((await messages()).length, CONTACT_PER_ADDRESS.max);
    assert.ok((await outbox()).length <= CONTACT_PER_ADDRESS.max, 'no e-mail queued for a refused message');
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/support', payload: valid, remoteAddress: '10.1.2.3' });
    assert.equal(elsewhere.statusCode, 200, 'another address is not limited by this one');
  });
});
