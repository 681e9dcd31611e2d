// Request ids end to end (docs/logging.md): the storefront sends one with each API call, an error
// toast shows it in a small "Details: ref …" line under the unchanged message, and the server's log has the
// request's line under the same id.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { DEMO_SHOPPER } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await gotoInteractive(page, `${server.url}/`);
});

/** The server's JSON log lines so far. */
function logLines(): Array<Record<string, unknown>> {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request ids', () => {
  it("show on an error toast as its reference, which finds the server's line", async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByLabel('Phone').fill(DEMO_SHOPPER.phone);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await dialog.getByRole('group', { name: 'Verification code' }).waitFor();
    const code = await server.sms.latestCode(DEMO_SHOPPER.phone);
    await page.keyboard.type(code === '0000' ? '1111' : '0000');
    await dialog.getByRole('button', { name: 'Verify' }).click();

    const message = 'The verification code is invalid or has expired.';
    const toast = page.getByRole('alert').filter({ hasText: message });
    await toast.waitFor();
    assert.equal(await toast.locator('p').textContent(), message, 'the message itself is unchanged');
    const reference = (await toast.locator('small').textContent()) ?? '';
    const id = /^Details: ref (\S+)$/.exec(reference)?.[1];
    assert.ok(id, `a reference line after the message: ${reference}`);

    const line = logLines().find((entry) => entry.reqId === id && entry.msg === 'request');
    assert.ok(line, `the server logged a request line under ${id}`);
    assert.equal(line.route, '/api/verify-otp');
    assert.equal(line.status, 422);
    assert.ok(!JSON.stringify(line).includes(code), 'and not the code');
  });

  it('are echoed on every answer, a sane id the client offers kept and anything else replaced', async () => {
    const offered = await fetch(`${server.url}/api/master`, { headers: { 'X-Request-Id': 'support-case-12345' } });
    assert.equal(offered.headers.get('x-request-id'), 'support-case-12345');
    const forged = await fetch(`${server.url}/api/master`, { headers: { 'X-Request-Id': '","msg":"forged' } });
    assert.match(forged.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    const page404 = await fetch(`${server.url}/no-such-page-here`);
    assert.match(page404.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });
});
