import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { enqueueOutbox } from '../db/queries/outbox.js';
import { createSmsSender } from '../lib/sms-sender.js';
import { DEMO, postJson } from '../test-support/auth-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { MAX_DELIVERY_ATTEMPTS, deliverDueMessages, retryDelaySeconds } from './outbox-delivery.js';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a free port, keeping what it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; mails: ReceivedMail[] }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, mails };
}

/** An SMS gateway webhook answering `status`, keeping the requests it got. */
async function startGateway(status: () => number): Promise<{ server: Server; url: string; requests: { auth?: string; body: unknown }[] }> {
  const requests: { auth?: string; body: unknown }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ auth: req.headers.authorization, body: JSON.parse(body) as unknown });
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, requests };
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  assert.ok(await check(), what);
}

describe('outbox delivery through the running server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  before(async () => {
    [smtp, gateway] = await Promise.all([startSmtp(), startGateway(() => 200)]);
    t = await createTestApp({
      delivery: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailFrom: 'ShopMart <no-reply@shop.test>',
        smsWebhookUrl: gateway.url,
        smsWebhookToken: 'gateway-secret',
        pollSeconds: 1,
        timeoutMs: 5000,
      },
    });
    await t.app.ready();
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await new Promise<void>((resolve) => gateway.server.close(() => resolve()));
  });

  it('mails a one-time code asked for by e-mail, and marks it sent', async () => {
    const res = await postJson(t.app, '/api/send-otp', { phone: DEMO.email, forgot_password: 1 });
    assert.equal(res.statusCode, 200, res.body);
    await waitFor(() => smtp.mails.length > 0, 'the SMTP server received the mail');
    const mail = smtp.mails[0]!;
    assert.equal(mail.from, 'no-reply@shop.test');
    assert.deepEqual(mail.to, [DEMO.email]);
    assert.match(mail.data, /Subject: Your ShopMart verification code/);
    assert.match(mail.data, /verification code is \d{4}\./);
    const latestEmailStatus = async () =>
      (await t.app.db.query<{ status: string }>(`SELECT status FROM outbox WHERE channel = 'email' ORDER BY id DESC LIMIT 1`))[0]?.status;
    await waitFor(async () => (await latestEmailStatus()) === 'sent', 'the row is marked sent');
  });

  it('sends a one-time code asked for by phone to the SMS gateway with its token', async () => {
    const res = await postJson(t.app, '/api/send-otp', { phone: DEMO.phone, phone_code: '880', forgot_password: 1 });
    assert.equal(res.statusCode, 200, res.body);
    await waitFor(() => gateway.requests.length > 0, 'the gateway got the SMS');
    const request = gateway.requests[0]!;
    assert.equal(request.auth, 'Bearer gateway-secret');
    assert.match((request.body as { to: string }).to, /1700000000$/);
    assert.match((request.body as { message: string }).message, /verification code is \d{4}\./);
  });
});

describe('a failing channel', () => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  before(async () => {
    gateway = await startGateway(() => 503);
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => gateway.server.close(() => resolve()));
  });

  it('is tried again later with a growing wait, then given up on', async () => {
    const db = t.app.db;
    const id = await enqueueOutbox(db, { channel: 'sms', recipient: '+9647700000001', body: 'hello' });
    const sms = createSmsSender(gateway.url, undefined, 2000);
    const failures: string[] = [];
    assert.deepEqual(await deliverDueMessages(db, { sms }, undefined, (channel) => failures.push(channel)), { sent: 0, failed: 1 });
    assert.deepEqual(failures, ['sms'], 'the failure is told by channel (storefront_outbox_send_failures_total)');
    const [first] = await db.query<{ status: string; attempts: number; last_error: string; wait: number }>(
      `SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::int AS wait FROM outbox WHERE id = $1`,
      [id],
    );
    assert.equal(first?.status, 'pending');
    assert.equal(first?.attempts, 1);
    assert.equal(first?.last_error, 'SMS gateway answered HTTP 503');
    assert.ok(Math.abs((first?.wait ?? 0) - retryDelaySeconds(1)) <= 2, `waits ${first?.wait} s`);
    assert.deepEqual(await deliverDueMessages(db, { sms }), { sent: 0, failed: 0 }, 'not due yet');

    await db.query(`UPDATE outbox SET attempts = $2, next_attempt_at = now() WHERE id = $1`, [id, MAX_DELIVERY_ATTEMPTS - 1]);
    await deliverDueMessages(db, { sms });
    const [last] = await db.query<{ status: string }>('SELECT status FROM outbox WHERE id = $1', [id]);
    assert.equal(last?.status, 'failed');
    assert.deepEqual(retryDelaySeconds(1), 30);
    assert.deepEqual(retryDelaySeconds(4), 240);
  });

  it('leaves a channel without a sender queued', async () => {
    const db = t.app.db;
    const id = await enqueueOutbox(db, { channel: 'email', recipient: 'a@b.test', subject: 's', body: 'b' });
    await deliverDueMessages(db, { sms: createSmsSender(gateway.url, undefined, 2000) });
    const [row] = await db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox WHERE id = $1', [id]);
    assert.deepEqual(row, { status: 'pending', attempts: 0 });
  });
});
