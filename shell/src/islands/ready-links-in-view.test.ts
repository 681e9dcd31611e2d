import { readyInView } from 'shared-sdk';
import { IN_VIEW_DWELL_MS, MAX_READIED_IN_VIEW, eachPageCodeOnce, readyCardsInView, readyLinksInView } from './ready-links-in-view';

/** jsdom has no IntersectionObserver: this one is told by the test what enters and leaves the view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  show(element: Element, isIntersecting = true) {
    if (!this.watched.has(element)) return;
    this.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function cards(count: number, marked = true): HTMLAnchorElement[] {
  document.body.innerHTML = '';
  return Array.from({ length: count }, (_, index) => {
    const link = document.createElement('a');
    link.href = `/products/${index + 1}/details`;
    if (marked) for (const [name, value] of Object.entries(readyInView)) link.setAttribute(name, value);
    document.body.appendChild(link);
    return link;
  });
}

const observer = () => FakeIntersectionObserver.current!;

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

test('readies a marked link that stays in view, once', () => {
  const [first] = cards(1);
  const ready = jest.fn();
  readyLinksInView(ready);
  observer().show(first!);
  jest.advanceTimersByTime(IN_VIEW_DWELL_MS - 1);
  expect(ready).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(ready).toHaveBeenCalledWith(first!.href);
  observer().show(first!);
  jest.advanceTimersByTime(IN_VIEW_DWELL_MS);
  expect(ready).toHaveBeenCalledTimes(1);
});

test('a link scrolled past before the dwell is not readied', () => {
  const [first] = cards(1);
  const ready = jest.fn();
  readyLinksInView(ready);
  observer().show(first!);
  jest.advanceTimersByTime(IN_VIEW_DWELL_MS / 2);
  observer().show(first!, false);
  jest.advanceTimersByTime(IN_VIEW_DWELL_MS);
  expect(ready).not.toHaveBeenCalled();
});

test('watches only marked links, and readies at most a few pages', () => {
  cards(2, false);
  readyLinksInView(jest.fn());
  expect(observer().watched.size).toBe(0);

  const links = cards(MAX_READIED_IN_VIEW + 2);
  const ready = jest.fn();
  readyLinksInView(ready);
  for (const link of links) observer().show(link);
  jest.advanceTimersByTime(IN_VIEW_DWELL_MS);
  expect(ready.mock.calls.map(([href]) => href)).toEqual(links.slice(0, MAX_READIED_IN_VIEW).map((link) => link.href));
  expect(observer().watched.size).toBe(0);
});

test('stopping cancels a dwell under way', () => {
  const [first] = cards(1);
  const ready = jest.fn();
  const stop = readyLinksInView(ready);
  observer().show(first!);
  stop();
  jest.advanceTimersByTime(IN_VIEW_DWELL_MS);
  expect(ready).not.toHaveBeenCalled();
});

test('tells of each marked link as it first comes into view, before the dwell', () => {
  const [first, second] = cards(2);
  const sighted = jest.fn();
  readyLinksInView(jest.fn(), document, sighted);
  observer().show(first!);
  expect(sighted.mock.calls).toEqual([[first!.href]]);
  observer().show(first!, false);
  observer().show(first!);
  observer().show(second!);
  expect(sighted.mock.calls).toEqual([[first!.href], [second!.href]]);
});

test("asks once for each remote page module links lead to, and for no shell page's or other site's", () => {
  const load = jest.fn();
  const loadCode = eachPageCodeOnce(load);
  for (const href of [
    '/products/1/details',
    '/products/2/details',
    '/shops/3',
    '/about-us',
    'https://elsewhere.example/products/4/details',
  ]) {
    loadCode(new URL(href, window.location.href).href);
  }
  expect(load.mock.calls).toEqual([
    ['catalog', './ProductDetailsPage'],
    ['catalog', './ShopDetailsPage'],
  ]);
});

test("readies a card's page's code once a card is seen, its page once it stayed in view, and nothing once the page is handed over", () => {
  // jsdom has no requestIdleCallback: whenIdle then waits 200 ms.
  const [first, second] = cards(2);
  const prepare = jest.fn();
  const loadCode = jest.fn();
  const handingOver = new AbortController();
  readyCardsInView({ prepare, loadCode, signal: handingOver.signal });
  observer().show(first!);
  jest.advanceTimersByTime(200);
  expect(loadCode.mock.calls).toEqual([['catalog', './ProductDetailsPage']]);
  expect(prepare).not.toHaveBeenCalled();
  jest.advanceTimersByTime(IN_VIEW_DWELL_MS);
  expect(prepare.mock.calls.map(([url]: [URL]) => url.pathname)).toEqual(['/products/1/details']);
  observer().show(second!);
  handingOver.abort();
  jest.advanceTimersByTime(IN_VIEW_DWELL_MS + 200);
  expect(prepare).toHaveBeenCalledTimes(1);
  expect(loadCode).toHaveBeenCalledTimes(1);
});
