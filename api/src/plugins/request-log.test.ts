import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, beforeEach, describe, it } from 'node:test';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { errorHandler } from './error-handler.js';
import { loggedPath, loggerOptions, requestIdOf, requestLog } from './request-log.js';

type Line = Record<string, unknown> & { level: number; msg: string };

let app: FastifyInstance;
let lines: Line[] = [];

/** The app's options as buildApp sets them (app.ts), writing its log into `lines`. */
before(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  app = Fastify({
    logger: { ...loggerOptions('info'), stream },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
  });
  await app.register(requestLog);
  await app.register(errorHandler);
  app.decorateRequest('session', null);
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/probe', { logLevel: 'silent' }, async () => ({ ok: true }));
  app.get('/users/:id', async (request) => {
    request.session = { id: 42, tokenId: 7 };
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('kaboom');
  });
  app.post('/careless', async (request) => {
    // What redaction is for: a line that logs a body and the headers by mistake.
    request.log.info({ body: request.body, headers: request.headers }, 'careless line');
    return { ok: true };
  });
  await app.ready();
});
after(() => app?.close());
beforeEach(() => {
  lines = [];
});

const requestLines = () => lines.filter((line) => line.msg === 'request' || line.msg === 'slow request');

describe('request ids', () => {
  it('keep a sane id the client offers and echo it on the answer', async () => {
    const response = await app.inject({ url: '/hello', headers: { 'x-request-id': 'web-0123abcd' } });
    assert.equal(response.headers['x-request-id'], 'web-0123abcd');
    assert.equal(requestLines()[0]?.reqId, 'web-0123abcd');
  });

  for (const offered of ['short', 'has space in it', '{"msg":"forged"}', 'a'.repeat(65), 'line\\nbreak-12345']) {
    it(`replace an offered id that is not a plain token (${offered.slice(0, 20)})`, async () => {
      const response = await app.inject({ url: '/hello', headers: { 'x-request-id': offered } });
      const id = String(response.headers['x-request-id']);
      assert.notEqual(id, offered);
      assert.match(id, /^[0-9a-f-]{36}$/);
      assert.equal(requestLines()[0]?.reqId, id);
    });
  }

  it('are on every answer: not found and server errors too', async () => {
    for (const url of ['/nowhere', '/fails']) {
      const response = await app.inject({ url });
      assert.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/, url);
    }
  });
});

describe('the request line', () => {
  it('is one info line with route, path without the query, status, duration, size and address', async () => {
    const response = await app.inject({ url: '/hello?search=my+address&token=abc', remoteAddress: '203.0.113.9' });
    assert.equal(response.statusCode, 200);
    assert.equal(lines.length, 1, JSON.stringify(lines));
    const [line] = lines;
    assert.equal(line?.level, 30);
    assert.equal(line?.msg, 'request');
    assert.equal(line?.method, 'GET');
    assert.equal(line?.route, '/hello');
    assert.equal(line?.path, '/hello');
    assert.equal(line?.status, 200);
    assert.equal(typeof line?.ms, 'number');
    assert.equal(line?.bytes, Buffer.byteLength(response.body));
    assert.equal(line?.ip, '203.0.113.9');
    assert.equal(line?.userId, undefined);
    assert.doesNotMatch(JSON.stringify(line), /my\+address|token=abc/);
  });

  it('names the route pattern and the signed-in user by id', async () => {
    await app.inject({ url: '/users/5', headers: { authorization: 'Bearer abcdefghijklmnop' } });
    const [line] = requestLines();
    assert.equal(line?.route, '/users/:id');
    assert.equal(line?.path, '/users/5');
    assert.equal(line?.userId, 42);
    assert.doesNotMatch(JSON.stringify(lines), /abcdefghijklmnop/);
  });

  it('is not written for a route that asks for silence', async () => {
    const response = await app.inject({ url: '/probe' });
    assert.equal(response.statusCode, 200);
    assert.ok(response.headers['x-request-id']);
    assert.deepEqual(lines, []);
  });

  it('is an error line for a 5xx, and the stack is logged once (by the error handler)', async () => {
    const response = await app.inject({ url: '/fails' });
    assert.equal(response.statusCode, 500);
    const [line] = requestLines();
    assert.equal(line?.level, 50);
    assert.equal(line?.status, 500);
    const stacks = lines.filter((entry) => JSON.stringify(entry).includes('kaboom'));
    assert.equal(stacks.length, 1, 'one line carries the error');
    assert.equal(stacks[0]?.reqId, line?.reqId, 'and it has the same reqId');
  });
});

describe('the logged path', () => {
  it('masks capability tokens in payment, invoice and upload paths, and keeps slugs and asset names', () => {
    const token = 'Xk3_9fQmZ2pL-7aBcD0eFgHiJkLmNoPqRsTuVwXyZ12';
    assert.equal(loggedPath(`/pay/${token}`), '/pay/[token]');
    assert.equal(loggedPath(`/invoice/${token.slice(0, 32)}?print=1`), '/invoice/[token]');
    assert.equal(loggedPath(`/media/uploads/${token}.png`), '/media/uploads/[token].png');
    assert.equal(
      loggedPath('/products/apple-iphone-15-pro-max-256gb-natural-titanium'),
      '/products/apple-iphone-15-pro-max-256gb-natural-titanium',
    );
    assert.equal(loggedPath('/remotes/catalog/main.2df3a362.js'), '/remotes/catalog/main.2df3a362.js');
  });
});

describe('redaction', () => {
  it('blanks secrets in a logged body and in logged headers', async () => {
    await app.inject({
      method: 'POST',
      url: '/careless',
      headers: { authorization: 'Bearer leaked-token-123', cookie: 'sm_device=leaked-cookie' },
      payload: {
        phone: '07701234567',
        password: 'leaked-pass',
        password_confirmation: 'leaked-pass',
        current_password: 'old-leak',
        otp: '4821',
        token: 'reset-leak',
        code: 'jwt-leak',
      },
    });
    const careless = lines.find((line) => line.msg === 'careless line');
    assert.ok(careless);
    const text = JSON.stringify(careless);
    for (const secret of ['leaked-token-123', 'leaked-cookie', 'leaked-pass', 'old-leak', '4821', 'reset-leak', 'jwt-leak']) {
      assert.ok(!text.includes(secret), `${secret} is not in ${text}`);
    }
    assert.match(text, /"password":"\[Redacted\]"/);
    assert.match(text, /"authorization":"\[Redacted\]"/);
  });

  it('keeps an error code outside a body', async () => {
    app.log.warn({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }, 'connect failed');
    assert.match(JSON.stringify(lines.at(-1)), /ECONNREFUSED/);
  });
});
