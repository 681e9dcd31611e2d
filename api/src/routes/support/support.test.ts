import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { CONTACT_PER_ADDRESS, SUPPORT_SENT_MESSAGE } from './index.js';
import { english } from '../../test-support/english.js';

interface StoredMessage {
  id: number;
  name: string | null;
  phone: string | null;
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
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.db.query('DELETE FROM contact_messages');
    await t.app.db.query('DELETE FROM outbox');
    await t.app.db.query('DELETE FROM rate_limits');
  });

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/support', payload: payload as object });
  const messages = () => t.app.db.query<StoredMessage>('SELECT id, name, phone, subject, message FROM contact_messages ORDER BY id');
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

  it('takes name and phone as optional; empty or null is stored as null', async () => {
    for (const extra of [{}, { name: '', phone: '' }, { name: null, phone: null }, { name: '  ' }]) {
      const res = await post({ subject: 'Hi', message: 'Hello', ...extra });
      assert.equal(res.statusCode, 200, JSON.stringify(extra));
    }
    for (const row of await messages()) {
      assert.equal(row.name, null);
      assert.equal(row.phone, null);
    }
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
    const res = await post({ name: 'n'.repeat(255), phone: '1'.repeat(30), subject: 's'.repeat(255), message: 'm'.repeat(5000) });
    assert.equal(res.statusCode, 200);
    assert.equal((await messages())[0]!.message.length, 5000);
  });

  it('stores the message without a notification when the store has no e-mail address', async () => {
    await setSetting(t.app.db, 'contact_us', { phone: '1', email: '', whatsapp: '', messenger: '' });
    await setSetting(t.app.db, 'email', '');
    const res = await post({ subject: 'Hi', message: 'Hello' });
    assert.equal(res.statusCode, 200);
    assert.equal((await messages()).length, 1);
    assert.equal((await outbox()).length, 0);
  });

  it('takes at most 5 messages from one address in 15 minutes, storing and mailing nothing more (429 with Retry-After)', async () => {
    const valid = { subject: 'Hello', message: 'A question' };
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
