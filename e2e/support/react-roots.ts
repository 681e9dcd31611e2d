import type { Page } from 'playwright-core';

/** What each React root of the page is rooted on: an island's name, or the element's tag and id (docs/islands.md). */
export function reactRoots(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('*'))
      .filter((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')))
      .map((element) => (element as HTMLElement).dataset.island ?? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`),
  );
}

/**
 * Resolves once the root beside the page for toasts and dialogs is rendered: on a page of islands its
 * code comes after the page is interactive (docs/islands.md).
 */
export async function overlaysRendered(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.body.children).some(
      (element) => element.tagName === 'DIV' && Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
    ),
  );
}
