// Pages of islands (docs/islands.md): the server's HTML of the content pages is static, and the
// browser hydrates only the parts a shopper operates, each with a root of its own. Which roots exist
// is read off the page (React marks each root's container); no hydration warning in either
// language; a remote's static page fetches none of its files before it has settled; an island works; one whose code
// cannot load leaves its server HTML working as forms. Home: the catalog's islands wake as they
// should, the federation runtime only with the first of them, and the cards' buttons, which no
// island holds, act for a guest and for a customer.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive, consoleProblems, isPlaywrightNotice } from '../support/browser.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import { overlaysRendered, reactRoots } from '../support/react-roots.ts';
import type { RunningServer } from '../support/server.ts';
import { DEMO_SHOPPER, apiData, logInThroughApi, shopperContext } from '../support/shopper.ts';

let server: RunningServer;
let browser: Browser;
const opened = resourcesOfThisFile();

before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

/** Resolves once an island named `name` has a root (a woken island's code may still be on its way). */
function hydrated(page: Page, name: string): Promise<unknown> {
  return page.waitForFunction(
    (island) =>
      Array.from(document.querySelectorAll(`sf-island[data-island="${island}"]`)).some((mark) =>
        Object.keys(mark).some((key) => key.startsWith('__reactContainer$')),
      ),
    name,
  );
}

/**
 * The remotes' files the page fetched before it settled (the `storefront:idle-prefetch` mark): after it,
 * the code the next click most likely needs is fetched ahead (docs/islands.md, "The first click").
 */
async function remoteFilesBeforeSettled(page: Page, requests: { url: string; at: number }[]): Promise<string[]> {
  await page.waitForFunction(() => performance.getEntriesByName('storefront:idle-prefetch').length > 0);
  const settledAt = await page.evaluate(
    () => performance.timeOrigin + (performance.getEntriesByName('storefront:idle-prefetch')[0]?.startTime ?? Number.POSITIVE_INFINITY),
  );
  return requests.filter((request) => request.at < settledAt).map((request) => request.url);
}

async function openPage(path: string, locale?: 'ar'): Promise<{ page: Page; problems: string[]; remoteFiles: () => Promise<string[]> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (locale) await context.addCookies([{ name: 'storefront_locale', value: locale, url: server.url }]);
  const page = await context.newPage();
  const problems = consoleProblems(page);
  const remoteRequests: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/')) remoteRequests.push({ url: request.url(), at: Date.now() });
  });
  await gotoInteractive(page, `${server.url}${path}`);
  return { page, problems, remoteFiles: () => remoteFilesBeforeSettled(page, remoteRequests) };
}

/** The catalogue's static lists, rendered by the catalog remote on the server and never run in the browser. */
const REMOTE_PAGES = ['/categories', '/shops'];

describe('a page of islands', () => {
  for (const locale of [undefined, 'ar'] as const) {
    it(`hydrates only its islands, without a warning${locale ? ' (Arabic)' : ''}`, async () => {
      for (const path of ['/about-us', '/terms-and-conditions', '/privacy-policy', ...REMOTE_PAGES]) {
        const { page, problems, remoteFiles } = await openPage(path, locale);
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale ?? 'en');
        // The store chrome's islands that wake with the page, the cart's side tab as soon as it is seen (this
        // screen is wide enough to show it), and the root beside the page for toasts and dialogs.
        await hydrated(page, 'shell/cart-side-tab');
        await overlaysRendered(page);
        assert.deepEqual((await reactRoots(page)).sort(), ['div', 'shell/cart-side-tab', 'shell/header'], path);
        // The language menu wakes when the shopper reaches for it.
        await page.locator('sf-island[data-island="shell/language-switcher"] button').first().hover();
        await hydrated(page, 'shell/language-switcher');
        assert.deepEqual(problems, [], `${path}: console errors or warnings`);
        assert.deepEqual(await remoteFiles(), [], `${path}: no remote's file is fetched before the page has settled`);
        await page.context().close();
      }
    });
  }

  it("never wakes the cart's side tab on a phone, where it is not shown, and wakes it on a wide screen", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await gotoInteractive(page, `${server.url}/about-us`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    await overlaysRendered(page);
    assert.deepEqual((await reactRoots(page)).sort(), ['div', 'shell/header']);
    await page.setViewportSize({ width: 1440, height: 900 });
    await hydrated(page, 'shell/cart-side-tab');
    await page.getByTestId('cart-side-tab').click();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
    await phone.close();
  });

  it('preloads from its head the scripts it runs before it is interactive, and a page the browser renders alone does not', async () => {
    const preloadsOf = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1] ?? '');
    const preloaded = preloadsOf(await (await fetch(`${server.url}/about-us`)).text());
    assert.ok(
      preloaded.some((href) => /\/islands\.[0-9a-f]+\.js$/.test(href)),
      `the islands' boot is preloaded (${preloaded.join(', ')})`,
    );
    assert.ok(
      preloaded.some((href) => /\/island-header\.[0-9a-f]+\.js$/.test(href)),
      "the header's island is preloaded",
    );
    // Each is a script the page then runs before it is interactive: none is fetched for nothing.
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoInteractive(page, `${server.url}/about-us`);
    const ranBeforeInteractive = await page.evaluate(() => {
      const interactiveAt = performance.getEntriesByName('storefront:interactive')[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= interactiveAt)
        .map((entry) => new URL(entry.name).pathname);
    });
    for (const href of preloaded) assert.ok(ranBeforeInteractive.includes(href), `${href} was loaded before the page was interactive`);
    await context.close();
    // The checkout renders in the browser alone (docs/server-rendering.md): the shell's index.html, whose boot preloads sit in an inert template.
    const checkout = await (await fetch(`${server.url}/checkout`)).text();
    assert.deepEqual(preloadsOf(checkout.replace(/<template id="islands-boot">[\s\S]*?<\/template>/, '')), []);
  });

  it("loads the next click's code once the shopper engages with the page, not as it settles", async () => {
    const { page, remoteFiles } = await openPage('/about-us');
    await page.waitForFunction(() => performance.getEntriesByName('storefront:idle-prefetch').length > 0);
    await page.waitForTimeout(1000);
    const cartFiles = async () =>
      (await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))).filter((name) =>
        name.includes('/remotes/cart/'),
      );
    assert.deepEqual(await cartFiles(), [], 'nothing of the cart drawer before the shopper engages');
    assert.deepEqual(await remoteFiles(), []);
    await page.mouse.move(200, 300);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/remotes/cart/')));
    await page.context().close();
  });

  it("loads the cart drawer's code as the page settles for a shopper with lines in the cart, and the drawer opens with it", async () => {
    const { token } = await logInThroughApi(server);
    const basket = await apiData<{ total: number }>(server, '/carts', { headers: { Authorization: `Bearer ${token}` } });
    assert.ok(basket.total > 0, 'the demo shopper has lines in the cart');
    const context = await shopperContext(browser, server, { width: 1440, height: 900 });
    const page = await context.newPage();
    await gotoInteractive(page, `${server.url}/about-us`);
    const startOf = (pattern: string) =>
      page.evaluate(
        (source) => performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))?.startTime ?? null,
        pattern,
      );
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('CartDrawer')));
    // Not the engagement's prefetch (nobody touched the page; without an engagement it starts 5 s
    // after the page settled, with its own chunk): the drawer's early load started first.
    const earlyAt = await startOf('/drawer-ahead\\.[0-9a-f]+\\.js$');
    const engagementAt = await startOf('/idle-prefetch\\.[0-9a-f]+\\.js$');
    assert.ok(
      earlyAt !== null && (engagementAt === null || engagementAt > earlyAt),
      `the drawer's early load came first (${earlyAt}, ${engagementAt})`,
    );
    const cartCodeAtClick: string[] = [];
    page.on('request', (request) => request.url().includes('/remotes/cart/') && cartCodeAtClick.push(request.url()));
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).getByTestId('cart-line').first().waitFor();
    assert.deepEqual(cartCodeAtClick, [], 'the opening fetched no code');
    await context.close();
  });

  it('starts the federation runtime with the first remote island, after home is interactive', async () => {
    const { page, problems } = await openPage('/');
    // The carousel wakes when the shopper reaches for it (nothing in it moves by itself).
    await page.getByRole('button', { name: 'Next banner' }).hover();
    await hydrated(page, 'catalog/BannerCarouselIsland');
    const scripts = await page.evaluate((mark) => {
      const interactive = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, before: entry.startTime < interactive }));
    }, 'storefront:interactive');
    const before = scripts.filter((script) => script.before).map((script) => script.url);
    assert.ok(before.length > 0 && before.length < scripts.length, JSON.stringify(scripts));
    assert.ok(
      !before.some((url) => new URL(url).pathname.startsWith('/remotes/')),
      `no remote file before interactive: ${before.join(', ')}`,
    );
    // The runtime names its global __FEDERATION__: no file the page ran before it was interactive holds it.
    for (const url of before)
      assert.ok(!(await (await page.request.get(url)).text()).includes('__FEDERATION__'), `${url} holds the federation runtime`);
    assert.ok(await page.evaluate(() => '__FEDERATION__' in globalThis), 'the carousel started it');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('hydrates a list whole when the browser must change it: a page past the end becomes the last', async () => {
    const { page } = await openPage('/categories?page=99');
    await page.waitForURL((url) => url.searchParams.get('page') !== '99');
    assert.deepEqual(await reactRoots(page), ['div#root']);
    await page.context().close();
  });

  it('hydrates on home the chrome, then the countdowns and Just for you near the screen, and the carousel when reached for, without a warning', async () => {
    for (const locale of [undefined, 'ar'] as const) {
      const { page, problems } = await openPage('/', locale);
      const roots = await reactRoots(page);
      assert.ok(!roots.includes('div#root'), 'the page itself is not hydrated');
      assert.ok(roots.includes('shell/header'), 'the header hydrated at once');
      assert.ok(!roots.includes('shell/language-switcher'), 'the language menu waits for the shopper');
      assert.ok(!roots.includes('catalog/BannerCarouselIsland'), 'the carousel waits for the shopper');
      assert.ok(!roots.includes('catalog/JustForYouIsland'), 'Just for you waits until it is near the screen');
      await page.locator('sf-island[data-island="catalog/JustForYouIsland"]').scrollIntoViewIfNeeded();
      await page.locator('section[aria-labelledby="home-just-for-you"] [data-testid="product-card"]').first().waitFor();
      // A sale's countdown passed near the screen on the way: it wakes too (its code may still be coming).
      await hydrated(page, 'catalog/CountdownIsland');
      const later = await reactRoots(page);
      assert.ok(later.includes('catalog/JustForYouIsland'));
      // A card of the static list is never hydrated: only islands are roots.
      assert.ok(
        later.every((root) => root === 'div' || /^(shell|catalog)\//.test(root)),
        later.join(', '),
      );
      // The carousel works: the tap that wakes it is held and given to it once it has hydrated.
      // The slide shown: the one not hidden inside the carousel (both role descriptions are in the page's language).
      const carousel = 'sf-island[data-island="catalog/BannerCarouselIsland"] section[aria-roledescription]';
      const shownSlide = (selector: string) =>
        document.querySelector(`${selector} [aria-roledescription]:not([hidden])`)?.getAttribute('aria-label');
      const first = await page.evaluate(shownSlide, carousel);
      assert.ok(first, 'a slide is shown');
      await page.locator(`${carousel} button`).last().click();
      await hydrated(page, 'catalog/BannerCarouselIsland');
      await page.waitForFunction(
        ([selector, before]) =>
          document.querySelector(`${selector} [aria-roledescription]:not([hidden])`)?.getAttribute('aria-label') !== before,
        [carousel, first] as const,
      );
      assert.deepEqual(problems, [], `home${locale ? ' (Arabic)' : ''}: console errors or warnings`);
      await page.context().close();
    }
  });

  it("acts for a static card's buttons: a guest is asked to log in, a customer's line is added and their heart follows the wishlist", async () => {
    const guest = await openPage('/');
    // The first popular card in stock (a sold-out card's button is disabled).
    const firstCard = (page: Page) =>
      page
        .locator('section[aria-labelledby="home-popular"]')
        .getByTestId('product-card')
        .filter({ has: page.getByRole('button', { name: /^Add to Cart: / }) })
        .first();
    await firstCard(guest.page)
      .getByRole('button', { name: /^Add to Cart: / })
      .click();
    await guest.page.getByText('Please login first!').waitFor();
    await guest.page.getByRole('dialog', { name: 'Login' }).waitFor();
    assert.equal(new URL(guest.page.url()).pathname, '/', 'the form was not sent');
    await guest.page.context().close();

    const context = await shopperContext(browser, server, { width: 1440, height: 900 });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && !isPlaywrightNotice(message.text()))
        problems.push(message.text());
    });
    // The hearts show the wishlist once the shopper's favourites have come.
    const favoritesLoaded = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/favorite-products');
    let favorites = favoritesLoaded();
    await gotoInteractive(page, `${server.url}/`);
    await favorites;
    const card = firstCard(page);
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('button', { name: `Add to Cart: ${name}` }).click();
    await page.getByText('has been added to cart').waitFor();
    const session = await logInThroughApi(server);
    const cart = await apiData<{ cart_items: { products: { name: string }[] }[] }>(server, '/carts', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    assert.ok(
      cart.cart_items.some((group) => group.products.some((line) => line.name === name)),
      `${name} is in the cart`,
    );

    const heart = card.locator('button[name="action"][value^="wishlist:"]');
    const selector = `button[value="${await heart.getAttribute('value')}"]`;
    const pressed = await heart.getAttribute('aria-pressed');
    const toggled = pressed === 'true' ? 'false' : 'true';
    await heart.click();
    const pressedNow = (expected: string) =>
      page.waitForFunction(([css, value]) => document.querySelector(css)?.getAttribute('aria-pressed') === value, [
        selector,
        expected,
      ] as const);
    await pressedNow(toggled);
    assert.match((await heart.getAttribute('aria-label')) ?? '', toggled === 'true' ? /^Remove .+ from wishlist$/ : /^Add .+ to wishlist$/);
    // Loaded again, the heart shows the wishlist as the server keeps it.
    favorites = favoritesLoaded();
    await gotoInteractive(page, `${server.url}/`);
    await favorites;
    await pressedNow(toggled);
    await heart.click();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("keeps home's server HTML when the catalog cannot load: no slot fallback, the page as it was sent", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route('**/remotes/catalog/**', (route) => route.abort('connectionrefused'));
    await gotoInteractive(page, `${server.url}/`);
    const roots = await reactRoots(page);
    assert.ok(roots.includes('shell/header'), "the shell's islands still wake");
    assert.ok(!roots.some((root) => root.startsWith('catalog/')), roots.join(', '));
    assert.equal(await page.getByText('This part of the store is unavailable right now.').count(), 0);
    await page.locator('section[aria-labelledby="home-popular"]').getByTestId('product-card').first().waitFor();
    await context.close();
  });

  it('works through its islands: the header opens the login dialog, and a sign-in shows in the header', async () => {
    const { page, problems } = await openPage('/about-us');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Phone').fill(DEMO_SHOPPER.phone);
    await dialog.getByLabel('Password').fill(DEMO_SHOPPER.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('You have successfully logged in.').waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Demo Customer/ })
      .waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('hands the page to the app at the first in-store link: the next page in place, focus on its heading, Back to the page', async () => {
    const { page, problems } = await openPage('/about-us');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Shops' }).click();
    await page.waitForURL(/\/shops$/);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Shops');
    assert.equal(await page.title(), 'Shops - ShopMart');
    assert.deepEqual(await reactRoots(page), ['div#root'], 'the app renders the page, the islands are gone');
    await page.goBack();
    await page.waitForURL(/\/about-us$/);
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'no page was loaded');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('readies the page of a card the shopper stops at once they engage and prerenders it, so a tap shows it and asks the API nothing', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const problems = consoleProblems(page);
    const detailsAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/product-details') detailsAsked.push(url.searchParams.get('product_id') ?? '');
    });
    await gotoInteractive(page, `${server.url}/`);
    await page.waitForFunction(() => performance.getEntriesByName('storefront:idle-prefetch').length > 0);
    const card = page.getByTestId('product-card').first().getByRole('link');
    const productId = /\/products\/(\d+)/.exec((await card.getAttribute('href')) ?? '')?.[1];
    // Home's cards are below a phone's first screen; a page nobody touches readies nothing.
    await page.waitForTimeout(1000);
    assert.deepEqual(detailsAsked, [], 'nothing readied before the shopper engages');
    // The watching's code came as the page settled, so the watching starts with the engagement.
    assert.ok(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/ready-links-in-view\.[0-9a-f]+\.js$/.test(entry.name)),
      ),
      "the in-view watching's code was fetched before any engagement",
    );
    const readied = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/product-details' && url.searchParams.get('product_id') === productId;
    });
    await card.scrollIntoViewIfNeeded();
    await readied;
    await page.waitForLoadState('networkidle');
    // Rendered ahead, hidden, outside the document: the page of islands is as it was.
    await page.waitForFunction(() => performance.getEntriesByName('storefront:next-page-prerendered').length > 0);
    await page.evaluate(() => Object.assign(window, { islandsRoot: document.getElementById('root') }));
    const name = ((await card.textContent()) ?? '').trim();
    assert.equal(await page.getByRole('heading', { level: 1, name }).count(), 0);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    assert.ok(scrolledTo > 0, 'the card is below the first screen');
    await card.tap();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    assert.deepEqual(
      detailsAsked.filter((id) => id === productId),
      [productId],
      'asked once, while in view: the tap found the product in the query cache',
    );
    assert.equal(
      await page.evaluate(() => document.getElementById('root') !== (window as unknown as { islandsRoot: Element }).islandsRoot),
      true,
      "the prerendered page took #root's place",
    );
    // Shown as a navigation of the app's: its title, the focus on its heading; Back and Forward are the app's.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), name);
    assert.equal(await page.title(), `${name} - ShopMart`);
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await page.getByTestId('product-card').first().waitFor();
    // Back where the shopper was as they tapped.
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrolledTo);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    assert.equal(await page.evaluate(() => 'islandsRoot' in window), true, 'Back and Forward loaded no page');
    assert.deepEqual(problems, []);
    await phone.close();
  });

  it("fetches the app's code once the page has settled, without running it, and the first click takes it from the cache", async () => {
    const { page, problems } = await openPage('/about-us');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const takeoverLoads: { url: string; cached: boolean }[] = [];
    cdp.on('Network.responseReceived', ({ response }) => {
      if (/\/islands-takeover\.[0-9a-f]+\.js$/.test(response.url))
        takeoverLoads.push({ url: response.url, cached: Boolean(response.fromDiskCache || response.fromPrefetchCache) });
    });
    const hint = page.locator('link[rel="prefetch"][href*="islands-takeover."]');
    await hint.waitFor({ state: 'attached' });
    const href = await hint.getAttribute('href');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      await reactRoots(page).then((roots) => roots.includes('div#root')),
      false,
      'fetched, not run: the islands still run the page',
    );
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Shops' }).click();
    await page.waitForURL(/\/shops$/);
    await page.getByRole('heading', { level: 1, name: 'Shops' }).waitFor();
    const atClick = takeoverLoads.filter(({ url }) => url.endsWith(href!.replace(/^.*\//, '')));
    assert.ok(
      atClick.length > 0 && atClick.at(-1)!.cached,
      `the click's load of the app's code came from the cache (${JSON.stringify(takeoverLoads)})`,
    );
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('switches language by loading the page again in it', async () => {
    const { page } = await openPage('/about-us?lang=en');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: /^Language/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'العربية' }).click()]);
    await page.locator('html[lang="ar"][data-interactive]').waitFor({ state: 'attached' });
    // The whole page, static parts included, is Arabic now; the URL's ?lang= would have kept English.
    assert.notEqual(await page.getByRole('heading', { level: 1 }).textContent(), heading);
    assert.equal(new URL(page.url()).search, '');
    await page.context().close();
  });

  it("keeps an island's server HTML working when its code cannot load", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route(/island-header\.[0-9a-f]+\.js$/, (route) => route.abort());
    await gotoInteractive(page, `${server.url}/about-us`);
    assert.ok(!(await reactRoots(page)).includes('shell/header'), 'the header is not hydrated');
    // The search is the GET form it is without JavaScript.
    const search = page.getByRole('banner').getByRole('combobox').first();
    await search.fill('shirt');
    await Promise.all([page.waitForURL(/\/products\?(.*&)?search=shirt/), search.press('Enter')]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('holds a tap on an island still on its way after the page is interactive, and gives it to the island when it wakes', async () => {
    const { products } = await apiData<{ products: { id: number; quantity: number }[] }>(server, '/products?per_page=10');
    const product = products.find((candidate) => candidate.quantity > 0);
    assert.ok(product, 'a product in stock');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // The purchase island's code comes late: past the loader's bound, so the page is interactive without it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/__federation_expose_ProductPurchaseIsland\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await gotoInteractive(page, `${server.url}/products/${product.id}/details`);
    const mark = page.locator('sf-island[data-island="catalog/ProductPurchaseIsland"]');
    assert.equal(await mark.getAttribute('data-settled'), null, 'the island has not woken');
    const buyNow = mark.getByRole('button', { name: 'Buy Now', exact: true });
    await buyNow.click();
    // Held, not sent as the form it is without JavaScript.
    assert.equal(await buyNow.getAttribute('aria-busy'), 'true');
    release();
    await page.getByText('Please login first!').waitFor();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/products/${product.id}/details`);
    await context.close();
  });
});
