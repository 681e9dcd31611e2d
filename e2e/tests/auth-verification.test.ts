// Identity with the operator's settings turned up (SETTINGS_OVERRIDES): registration with OTP
// verification on, the code read from the SMS the server delivered (support/sms-inbox.ts),
// and the social sign-in buttons of three active providers failing quietly when their scripts
// cannot be fetched (offline).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

const SETTINGS = {
  register_otp_verify: true,
  social_auths: {
    google: { is_active: true, client_id: 'e2e-google.apps.googleusercontent.com' },
    facebook: { is_active: true, client_id: '100000000000001' },
    apple: { is_active: true, client_id: 'com.example.e2e', redirect_url: 'https://shop.example/apple' },
  },
};
const PROVIDER_HOSTS = /^https:\/\/(accounts\.google\.com|connect\.facebook\.net|appleid\.cdn-apple\.com)\//;

let server: RunningServer;
let browser: Browser;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server({ SETTINGS_OVERRIDES: JSON.stringify(SETTINGS) }), opened.browser()]);
});

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await gotoInteractive(page, `${server.url}/`);
  return page;
}

describe('registration with OTP verification on', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await openPage(context);
  });
  after(() => context?.close());

  it('registers, opens the OTP dialog with the code sent, refuses a wrong code and verifies the right one', async () => {
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign Up' }).click();
    const registration = page.getByRole('dialog', { name: 'Registration' });
    const name = await registration.getByLabel('Name').inputValue();
    const phone = await registration.getByLabel('Phone').inputValue();
    await registration.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('You have successfully registered.').waitFor();
    await header.getByRole('button', { name }).waitFor();

    const otp = page.getByRole('dialog', { name: 'OTP Verification' });
    await otp.getByText(phone).waitFor();
    await page.getByText('A verification code has been sent to your phone.').waitFor();
    const code = await server.sms.latestCode(phone);

    const wrong = code === '0000' ? '1111' : '0000';
    await otp.getByRole('group', { name: 'Verification code' }).waitFor();
    await page.keyboard.type(wrong);
    await otp.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The verification code is invalid or has expired.').waitFor();
    assert.ok(await otp.isVisible(), 'a wrong code leaves the dialog open');

    for (const [index, digit] of [...code].entries()) {
      await otp.getByRole('textbox', { name: `Digit ${index + 1} of 4` }).fill(digit);
    }
    await otp.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Your phone has been verified.').waitFor();
    await otp.waitFor({ state: 'hidden' });

    const profile = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('storefront.auth') ?? '{}') as { token?: string };
      const response = await fetch('/api/profile', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
      return (await response.json()) as { data: { user: { phone_verified: boolean } } };
    });
    assert.equal(profile.data.user.phone_verified, true, 'the server marked the phone verified');
  });
});

describe('social sign-in offline', () => {
  it('shows the three active providers, and a click with the providers unreachable fails quietly', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const blocked: string[] = [];
      await context.route(PROVIDER_HOSTS, (route) => {
        blocked.push(route.request().url());
        return route.abort('internetdisconnected');
      });
      const page = await openPage(context);
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));

      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      const login = page.getByRole('dialog', { name: 'Login' });
      for (const provider of ['Google', 'Facebook', 'Apple']) {
        const button = login.getByRole('button', { name: `Sign in with ${provider}` });
        await button.click();
        // The buttons are busy while the script is fetched, and usable again once it failed.
        await page.waitForFunction(
          (label) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === label && !b.disabled),
          `Sign in with ${provider}`,
        );
      }
      assert.equal(blocked.length, 3, `each provider's script was requested once: ${blocked.join(', ')}`);
      assert.deepEqual(pageErrors, [], 'no uncaught error');
      assert.equal(await page.getByRole('alert').count(), 0, 'no error toast');
      assert.ok(await login.isVisible(), 'the login dialog stays open');

      // Phone and password still work.
      await login.getByLabel('Phone').fill('01700000000');
      await login.getByLabel('Password').fill('secret123');
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('You have successfully logged in.').waitFor();
    } finally {
      await context.close();
    }
  });
});
