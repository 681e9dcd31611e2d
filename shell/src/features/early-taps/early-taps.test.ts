import { readFileSync } from 'node:fs';
import path from 'node:path';

const SCRIPT = readFileSync(path.join(__dirname, 'early-taps.js'), 'utf8');

/** The page as the server sends it: the script runs first, React is not there yet. */
function serverPage(body: string) {
  document.documentElement.removeAttribute('data-interactive');
  document.body.innerHTML = `<div id="root">${body}</div>`;
  // A fresh run of the inline script, as in a new page (its listener is its own).
  new Function(SCRIPT)();
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  // Lets a test's script stop listening before the next one starts.
  document.documentElement.setAttribute('data-interactive', '');
  await flushObservers();
});

test('a tap on a button before the page is interactive is held, shown pending, and replayed once it is', async () => {
  serverPage('<button type="button" id="add">Add to Cart</button>');
  const button = document.getElementById('add') as HTMLButtonElement;
  const handled: string[] = [];
  // React's handler, attached by hydration: it must not see the early tap.
  document.getElementById('root')!.addEventListener('click', () => handled.push('click'));

  button.click();
  button.click();
  expect(handled).toEqual([]);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.hasAttribute('data-held-tap')).toBe(true);

  document.documentElement.setAttribute('data-interactive', '');
  await flushObservers();
  // Two taps on a pending button were one wish: replayed once, no longer pending.
  expect(handled).toEqual(['click']);
  expect(button.hasAttribute('aria-busy')).toBe(false);
  expect(button.hasAttribute('data-held-tap')).toBe(false);

  button.click();
  expect(handled).toEqual(['click', 'click']);
});

test('a held tap whose button was put in a new element by then (a part rendered again) is replayed on its successor', async () => {
  serverPage('<button type="submit" form="sf-shopper-action" name="action" value="buy-now:3">Buy Now</button>');
  document.querySelector('button')!.click();
  // React renders the part again in the browser: the same button, a new element.
  document.getElementById('root')!.innerHTML =
    '<button type="submit" form="sf-shopper-action" name="action" value="cart-add:3">Add to Cart</button>' +
    '<button type="submit" form="sf-shopper-action" name="action" value="buy-now:3">Buy Now</button>';
  const handled: string[] = [];
  document.getElementById('root')!.addEventListener('click', (event) => {
    event.preventDefault();
    handled.push((event.target as HTMLButtonElement).value);
  });
  document.documentElement.setAttribute('data-interactive', '');
  await flushObservers();
  expect(handled).toEqual(['buy-now:3']);
});

test('a tap inside a button (its icon) is held on the button', async () => {
  serverPage('<button type="button" id="heart"><svg><path id="icon"></path></svg></button>');
  document.getElementById('icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(document.getElementById('heart')!.getAttribute('aria-busy')).toBe('true');
});

test('links, GET forms with their own action and disabled buttons are left to the browser', async () => {
  serverPage(`
    <a href="#next" id="link">Next</a>
    <form method="get" action="/products"><button id="sort">Sort</button></form>
    <form id="contact"><button id="send">Send</button></form>
    <button type="button" id="off" disabled>Out of stock</button>`);
  const link = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('link')!.dispatchEvent(link);
  expect(link.defaultPrevented).toBe(false);
  // (jsdom cannot send a form: the submission the browser would make stops here.)
  document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
  const sort = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('sort')!.dispatchEvent(sort);
  expect(sort.defaultPrevented).toBe(false);
  expect(document.getElementById('sort')!.hasAttribute('data-held-tap')).toBe(false);
  expect(document.getElementById('off')!.hasAttribute('data-held-tap')).toBe(false);
  // A form without its own action is the page's (a contact form): held, its fields stay out of the URL.
  const send = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('send')!.dispatchEvent(send);
  expect(send.defaultPrevented).toBe(true);
  expect(document.getElementById('send')!.getAttribute('aria-busy')).toBe('true');
});

test("a submit button of the page's POST form (named by its form attribute) is held, and its replayed click submits nothing the page prevents", async () => {
  // The shell's hidden shopper-action form, after the card's button as in the page; the button names it.
  serverPage(`
    <button type="submit" form="shopper" name="action" value="cart-add:7" id="add">Add to Cart</button>
    <form id="shopper" method="post" action="/shopper-action" hidden><input type="hidden" name="return_to" value="/products"></form>`);
  const button = document.getElementById('add') as HTMLButtonElement;
  expect(button.form).toBe(document.getElementById('shopper'));
  const submitted: string[] = [];
  // (jsdom cannot send a form: a submission the browser would make is recorded and stopped here.)
  button.form!.addEventListener('submit', (event) => {
    submitted.push((event as SubmitEvent).submitter?.getAttribute('value') ?? '');
    event.preventDefault();
  });
  const handled: string[] = [];
  // React's onClick, attached by hydration: it acts in the page and keeps the form from being sent.
  document.getElementById('root')!.addEventListener('click', (event) => {
    handled.push('click');
    event.preventDefault();
  });

  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(submitted).toEqual([]);

  document.documentElement.setAttribute('data-interactive', '');
  await flushObservers();
  expect(handled).toEqual(['click']);
  expect(submitted).toEqual([]);
  expect(button.hasAttribute('data-held-tap')).toBe(false);
});

test("without the page's handler the same button submits its form with its action (what a browser without JavaScript does)", async () => {
  serverPage(`
    <button type="submit" form="shopper" name="action" value="wishlist:7" id="heart"></button>
    <form id="shopper" method="post" action="/shopper-action" hidden></form>`);
  document.documentElement.setAttribute('data-interactive', '');
  await flushObservers();
  const submitted: string[] = [];
  document.getElementById('shopper')!.addEventListener('submit', (event) => {
    submitted.push((event as SubmitEvent).submitter?.getAttribute('value') ?? '');
    event.preventDefault();
  });
  document.getElementById('heart')!.click();
  expect(submitted).toEqual(['wishlist:7']);
});

test('once the page is interactive, taps go straight to the page', async () => {
  serverPage('<button type="button" id="menu">Menu</button>');
  document.documentElement.setAttribute('data-interactive', '');
  await flushObservers();
  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('menu')!.dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(false);
  expect(document.getElementById('menu')!.hasAttribute('aria-busy')).toBe(false);
});

test("a held tap is said in words by the page's status region, which empties once the tap is replayed", async () => {
  serverPage('<button type="button" id="add">Add to Cart</button>');
  const status = document.createElement('p');
  Object.assign(status, { id: 'sf-tap-status' });
  status.setAttribute('role', 'status');
  status.setAttribute('data-taken', 'Got it. This happens as soon as the page is ready.');
  document.body.append(status);
  try {
    document.getElementById('add')!.click();
    expect(status.textContent).toBe('Got it. This happens as soon as the page is ready.');
    document.documentElement.setAttribute('data-interactive', '');
    await flushObservers();
    expect(status.textContent).toBe('');
  } finally {
    status.remove();
  }
});

describe('on a page of islands', () => {
  const island = (settled: boolean) =>
    `<sf-island data-island="catalog/ProductPurchaseIsland" data-wake="load"${settled ? ' data-settled' : ''}><button type="button" id="buy">Buy Now</button></sf-island>` +
    '<button type="button" id="outside">Subscribe</button>';

  function handledClicks(): string[] {
    const handled: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => handled.push((event.target as HTMLElement).id));
    return handled;
  }

  test('a tap on a late island is held past the page being interactive, and replayed once the island has settled', async () => {
    serverPage(island(false));
    const handled = handledClicks();
    document.getElementById('buy')!.click();
    document.documentElement.setAttribute('data-interactive', '');
    await flushObservers();
    // The island has not woken: its button has no handler yet, and the browser would send its form.
    expect(handled).toEqual([]);
    expect(document.getElementById('buy')!.getAttribute('aria-busy')).toBe('true');
    document.querySelector('sf-island')!.setAttribute('data-settled', '');
    await flushObservers();
    expect(handled).toEqual(['buy']);
    expect(document.getElementById('buy')!.hasAttribute('aria-busy')).toBe(false);
  });

  test('once interactive, a tap on a sleeping island is held, and one elsewhere goes straight to the page', async () => {
    serverPage(island(false));
    document.documentElement.setAttribute('data-interactive', '');
    await flushObservers();
    const handled = handledClicks();
    document.getElementById('outside')!.click();
    document.getElementById('buy')!.click();
    expect(handled).toEqual(['outside']);
    document.querySelector('sf-island')!.setAttribute('data-settled', '');
    await flushObservers();
    expect(handled).toEqual(['outside', 'buy']);
    // Every island settled and nothing held: taps are the page's from now on.
    document.getElementById('buy')!.click();
    expect(handled).toEqual(['outside', 'buy', 'buy']);
  });

  test('a settled island takes its taps at once when the page is interactive', async () => {
    serverPage(island(true));
    const handled = handledClicks();
    document.getElementById('buy')!.click();
    expect(handled).toEqual([]);
    document.documentElement.setAttribute('data-interactive', '');
    await flushObservers();
    expect(handled).toEqual(['buy']);
  });
});

test('back online, the bar over a page the service worker kept goes once the server answers (the page, typed into, stays)', async () => {
  serverPage('<div role="status" data-offline-bar>You are offline</div><input aria-label="Search" />');
  const field = document.querySelector('input')!;
  field.value = 'shoes';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // (Every earlier test's run of the script listens too: each asks the same.)
  let answering = false;
  const head = jest.fn(() => Promise.resolve({ ok: answering }));
  Object.assign(window, { fetch: head });
  // The script waits a moment after the event before it asks.
  const aMomentLater = async () => {
    jest.advanceTimersByTime(1000);
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };
  jest.useFakeTimers();
  try {
    window.dispatchEvent(new Event('online'));
    expect(head).not.toHaveBeenCalled();
    await aMomentLater();
    // The server did not answer yet: still offline as far as the shopper can tell.
    expect(document.querySelector('[data-offline-bar]')).not.toBeNull();
    answering = true;
    window.dispatchEvent(new Event('online'));
    await aMomentLater();
  } finally {
    jest.useRealTimers();
    Object.assign(window, { fetch: undefined });
  }
  expect(head).toHaveBeenCalledWith(window.location.href, { method: 'HEAD', cache: 'no-store' });
  expect(document.querySelector('[data-offline-bar]')).toBeNull();
  // What the shopper typed is still there: the page was not asked for again (e2e/tests/offline.test.ts sees the reload otherwise).
  expect(document.querySelector('input')!.value).toBe('shoes');
});
