// Toasts on a phone never cover what just opened (issue: phone toasts over what was just opened):
// 'has been added to cart' followed by the cart drawer sits inside the drawer, under its title, and
// the drawer's title, close button and 'Select all' stay where a finger finds them.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData, shopperContext } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

/** Whether the control is what a tap at its centre reaches (nothing lies over it). */
async function reachable(page: Page, control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  assert.ok(box, 'the control is on screen');
  const handle = await control.elementHandle();
  return page.evaluate(
    ([x, y, element]) => {
      const top = document.elementFromPoint(x as number, y as number);
      return !!top && ((element as Element) === top || (element as Element).contains(top));
    },
    [box.x + box.width / 2, box.y + box.height / 2, handle] as const,
  );
}

describe('a toast on a phone', () => {
  it('shows inside the cart drawer that opens after it, covering none of its controls', async () => {
    const context = await shopperContext(browser, server, { width: 390, height: 844 });
    const page = await context.newPage();
    const { products } = await apiData<{ products: { id: number; quantity: number }[] }>(server, '/products?per_page=10');
    const product = products.find((candidate) => candidate.quantity > 0)!;
    await gotoInteractive(page, `${server.url}/products/${product.id}/details`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('has been added to cart').waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByRole('checkbox', { name: 'Select all' }).waitFor();
    const toast = drawer.getByTestId('toasts-dialog').getByText('has been added to cart');
    await toast.waitFor();
    for (const [what, control] of [
      ['the title', drawer.getByRole('heading', { name: 'Shopping Cart' })],
      ['the close button', drawer.getByRole('button', { name: 'Close' }).first()],
      ['Select all', drawer.getByRole('checkbox', { name: 'Select all' })],
    ] as const) {
      assert.ok(await reachable(page, control), `${what} is not covered by the toast`);
    }
    await context.close();
  });
});
