// The account area against the real API, as the demo shopper: dashboard, order history by status,
// cancelling a pending order, a new address, the password form's own check, a support ticket, the
// wishlist, and the redirect home when the session ends on an account page.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import { scaled } from '../support/load-scaled-timeouts.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData, logInThroughApi, shopperContext } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  context = await shopperContext(browser, server);
  page = await context.newPage();
});

const main = () => page.getByRole('main');

describe('the account area', () => {
  it('greets the shopper on the dashboard', async () => {
    await gotoInteractive(page, `${server.url}/dashboard`);
    await main().getByText('Hello, Demo Customer!').waitFor();
    assert.equal(await page.title(), 'Dashboard - ShopMart');
  });

  it('filters orders by status in the URL and cancels a pending order after confirming', async () => {
    await gotoInteractive(page, `${server.url}/order-history`);
    await main().getByTestId('order-card').first().waitFor();
    await main()
      .getByRole('navigation', { name: 'Order status' })
      .getByRole('link', { name: /^Pending/ })
      .click();
    await page.waitForURL(/[?&]status=pending/);
    const pending = main().getByTestId('order-card').first();
    await pending.waitFor();
    await pending.getByRole('link', { name: /^Order #/ }).click();
    await page.waitForURL(/\/order-history\/\d+$/);

    await main().getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByText(/Do you want to cancel order #/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('This order was cancelled.').waitFor();
    assert.equal(await main().getByRole('button', { name: 'Cancel order' }).count(), 0, 'a cancelled order cannot be cancelled again');
  });

  it('adds a delivery address', async () => {
    await gotoInteractive(page, `${server.url}/manage-address`);
    await main().getByRole('link', { name: 'Add New Address' }).click();
    await page.waitForURL(/\/manage-address\/new$/);
    await main().getByLabel('Full name').fill('Rana Karim');
    await main().getByLabel('Phone').fill('07701234567');
    await main().getByLabel('Area').fill('Karrada');
    await main().getByLabel('Post code').fill('10071');
    await main().getByLabel('Address line', { exact: true }).fill('Street 62, house 9');
    await main().getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Address saved successfully.').waitFor();
    await page.waitForURL(/\/manage-address$/);
    await main().getByText('Rana Karim').waitFor();
  });

  it("checks the new password's confirmation before asking the server", async () => {
    await gotoInteractive(page, `${server.url}/change-password`);
    await main().getByLabel('Current Password').fill('secret123');
    await main().getByLabel('New Password').fill('another-pass');
    await main().getByLabel('Confirm Password').fill('another-pas');
    const asked = page
      .waitForRequest((r) => r.url().endsWith('/api/change-password'), { timeout: scaled(1500) })
      .then(
        () => true,
        () => false,
      );
    await main().getByRole('button', { name: 'Change Password' }).click();
    await main().getByText('Confirm Password does not match.').waitFor();
    assert.equal(await asked, false, 'nothing was sent');
  });

  it('opens a support ticket, which then shows in the list', async () => {
    await gotoInteractive(page, `${server.url}/support-tickets`);
    await main().getByRole('button', { name: 'New ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'New support ticket' });
    const issueType = dialog.getByLabel('Issue type');
    await issueType.locator('option').nth(1).waitFor({ state: 'attached' });
    await issueType.selectOption({ index: 1 });
    await dialog.getByLabel('Subject').fill('Parcel left at the wrong door');
    await dialog.getByLabel('Message').fill('The courier left my parcel at number 11 instead of 9.');
    await dialog.getByRole('button', { name: 'Submit ticket' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main().getByText('Parcel left at the wrong door').waitFor();
  });

  it('keeps a favourite in the wishlist and removes it after confirming', async () => {
    const { token } = await logInThroughApi(server);
    const { products } = await apiData<{ products: { id: number; name: string; is_favorite: boolean }[] }>(
      server,
      '/products?per_page=20',
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const product = products.find((p) => !p.is_favorite);
    assert.ok(product, 'a product that is not a favourite yet');
    const countBefore = Number(await page.getByTestId('header-wishlist-count').innerText());
    await gotoInteractive(page, `${server.url}/products/${product.id}/details`);
    await page.getByTestId('purchase-price').waitFor();
    await main()
      .getByRole('button', { name: `Add ${product.name} to wishlist` })
      .first()
      .click();
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="header-wishlist-count"]')?.textContent) === before + 1,
      countBefore,
    );

    await gotoInteractive(page, `${server.url}/wishlist`);
    const item = main().getByTestId('wishlist-item').filter({ hasText: product.name });
    await item.waitFor();
    await item.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from wishlist' });
    await dialog.getByText(`Do you want to remove ${product.name} from your wishlist?`).waitFor();
    await dialog.getByRole('button', { name: 'Yes, remove' }).click();
    await item.waitFor({ state: 'detached' });
    assert.equal(Number(await page.getByTestId('header-wishlist-count').innerText()), countBefore);
  });

  it('sends the shopper home when the session ends on an account page', async () => {
    await gotoInteractive(page, `${server.url}/profile`);
    await main().getByLabel('Name').first().waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Demo Customer' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Logout successfully').waitFor();
  });
});
