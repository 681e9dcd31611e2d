// Identity against the real API: register a new shopper, log out through the dialog, log in, reset the
// password through all three steps (the code read from the SMS the server delivered) and log in again.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const shopper = { phone: '', password: '', name: '' };

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await gotoInteractive(page, `${server.url}/`);
});

const header = () => page.getByRole('banner');

async function logIn(phone: string, password: string): Promise<void> {
  await header().getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('You have successfully logged in.').waitFor();
  await header().getByRole('button', { name: shopper.name }).waitFor();
}

describe('identity', () => {
  it('registers a new shopper from the prefilled form', async () => {
    await header().getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    shopper.name = await dialog.getByLabel('Name').inputValue();
    shopper.phone = await dialog.getByLabel('Phone').inputValue();
    shopper.password = await dialog.getByLabel('Password').inputValue();
    assert.equal(shopper.password.length, 8, 'a generated 8-character password');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('You have successfully registered.').waitFor();
    await header().getByRole('button', { name: shopper.name }).waitFor();
  });

  it('logs out through the confirmation dialog', async () => {
    await header().getByRole('button', { name: shopper.name }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Out' });
    await dialog.getByText('Logout Confirmation').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Logout successfully').waitFor();
    await header().getByRole('button', { name: 'Login' }).waitFor();
  });

  it('logs in with phone and password, and the browser keeps the known-device cookie for the API', async () => {
    await logIn(shopper.phone, shopper.password);
    // Same origin, so the browser sends it with the next login call unasked (docs/security.md).
    const [device] = (await page.context().cookies(`${server.url}/api/login`)).filter((cookie) => cookie.name === 'sm_device');
    assert.ok(device, 'a known-device cookie');
    assert.equal(device.httpOnly, true);
    assert.equal(device.sameSite, 'Strict');
    assert.equal(device.path, '/api');
    assert.ok(device.expires * 1000 > Date.now() + 300 * 24 * 3600 * 1000, 'kept for about a year');
  });

  it('resets the password in three steps and logs in with the new one', async () => {
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.close();
    page = fresh;
    await gotoInteractive(page, `${server.url}/`);
    await header().getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByLabel('Phone').fill(shopper.phone);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await dialog.getByRole('group', { name: 'Verification code' }).waitFor();
    await page.keyboard.type(await server.sms.latestCode(shopper.phone));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByLabel('New Password').fill('brand-new-pass');
    await dialog.getByLabel('Confirm Password').fill('brand-new-pas');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await dialog.getByText('Confirm Password does not match.').waitFor();
    await dialog.getByLabel('Confirm Password').fill('brand-new-pass');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await logIn(shopper.phone, 'brand-new-pass');
  });
});
