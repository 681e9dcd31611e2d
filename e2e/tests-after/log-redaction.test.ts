import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkLogLines, type KnownSecrets } from './log-redaction-check.ts';

const known: KnownSecrets = {
  passwords: ['secret123', 'brand-new-pass'],
  sent: [
    { to: '+8801712345678', message: 'Your ShopMart verification code is 4821. It expires in 5 minutes. Never share it with anyone.' },
  ],
};
const requestLine = JSON.stringify({
  level: 30,
  reqId: 'web-0123abcd',
  method: 'GET',
  route: '/api/master',
  path: '/api/master',
  status: 200,
  ms: 3.1,
  msg: 'request',
});
const json = (value: object) => JSON.stringify({ level: 30, reqId: 'r-12345678', ...value });

/** The kinds found when `text` is logged next to a good request line. */
function kindsFor(text: string): string[] {
  const lines = [requestLine, text].map((line, index) => ({ file: 'x.log.jsonl', number: index + 1, text: line }));
  return checkLogLines(lines, known).problems.map((problem) => problem.kind);
}

describe('the log redaction check', () => {
  it('passes request lines and ordinary lines', () => {
    assert.deepEqual(kindsFor(json({ msg: 'one-time code queued', outboxId: 3, channel: 'phone', purpose: 'register' })), []);
    assert.deepEqual(kindsFor(json({ msg: 'careless', body: { password: '[Redacted]' }, err: { code: 'ECONNREFUSED' } })), []);
    assert.deepEqual(
      kindsFor(json({ msg: 'request', method: 'GET', path: '/products/apple-iphone-15-pro-max-256gb-natural-titan', status: 200 })),
      [],
    );
  });

  const leaks: Array<[string, string, RegExp]> = [
    ['a bearer token', json({ msg: 'x', header: 'Bearer Xk3_9fQmZ2pL-7aBcD0eFgHiJkLmNoPq' }), /bearer token/],
    ['an access token', json({ msg: 'request', path: '/api/x/Xk3_9fQmZ2pL-7aBcD0eFgHiJkLmNoPqRsTuVwXyZ12' }), /access token/],
    ['a fixture password', 'login failed for 01700000000 with secret123', /fixture password/],
    ['an OTP text', json({ msg: 'sent', body: 'Your code: verification code is 9911.' }), /one-time code text/],
    ['a phone next to its code', json({ msg: 'queued', to: '+8801712345678', c: 4821 }), /phone next to its code/],
    ['a cookie value', 'cookie: sm_device=abcDEF123', /cookie value/],
    ['an authorization header', json({ msg: 'x', headers: { authorization: 'Basic dXNlcjpwYXNz' } }), /unredacted headers\.authorization/],
    ['a set-cookie header', json({ msg: 'x', res: { headers: { 'set-cookie': ['a=b'] } } }), /unredacted res\.headers\.set-cookie/],
    ['a cookie header', json({ msg: 'x', req: { headers: { cookie: 'a=b' } } }), /unredacted req\.headers\.cookie/],
    ['a password field', json({ msg: 'x', body: { password_confirmation: 'hunter22' } }), /unredacted body\.password_confirmation/],
    ['an OTP field', json({ msg: 'x', body: { otp: '1234' } }), /unredacted body\.otp/],
    ['a 4-digit code field', json({ msg: 'x', code: '5678' }), /unredacted code/],
  ];
  for (const [what, line, kind] of leaks) {
    it(`catches ${what}`, () => {
      const kinds = kindsFor(line);
      assert.ok(
        kinds.some((found) => kind.test(found)),
        `${what}: ${JSON.stringify(kinds)}`,
      );
    });
  }

  it('fails on no lines at all, and on lines without any request line', () => {
    assert.deepEqual(
      checkLogLines([], known).problems.map((p) => p.kind),
      ['no log lines at all'],
    );
    const startup = [{ file: 'x', number: 1, text: json({ msg: 'Server listening at http://127.0.0.1:1' }) }];
    assert.deepEqual(
      checkLogLines(startup, known).problems.map((p) => p.kind),
      ['no request lines'],
    );
  });

  it('fails on a request line without its reqId', () => {
    const { reqId: _dropped, ...line } = JSON.parse(requestLine) as Record<string, unknown>;
    const result = checkLogLines([{ file: 'x', number: 1, text: JSON.stringify(line) }], known);
    assert.deepEqual(
      result.problems.map((p) => p.kind),
      ['request line without reqId'],
    );
    assert.equal(result.requestLines, 1);
  });
});
