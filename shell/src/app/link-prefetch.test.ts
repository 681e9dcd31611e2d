import { installLinkPrefetch } from './link-prefetch';

describe('link prefetch', () => {
  let started: string[];
  let uninstall: () => void;
  beforeEach(() => {
    started = [];
    uninstall = installLinkPrefetch((url) => started.push(url.pathname + url.search));
    document.body.innerHTML = `
      <a href="/products/7/details">Shirt</a>
      <a href="https://elsewhere.example/x">Elsewhere</a>
      <a href="/invoice/1.pdf" download>Invoice</a>`;
  });
  afterEach(() => uninstall());

  const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

  it("starts a page's data when its link gets focus, a touch or a press, once", () => {
    link('Shirt').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('Shirt').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(started).toEqual(['/products/7/details']);
    uninstall();
    started = [];
    uninstall = installLinkPrefetch((url) => started.push(url.pathname + url.search));
    link('Shirt').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started).toEqual(['/products/7/details']);
  });

  it('waits for the pointer to rest on a link', () => {
    jest.useFakeTimers();
    try {
      link('Shirt').dispatchEvent(new Event('pointerover', { bubbles: true }));
      link('Shirt').dispatchEvent(new Event('pointerout', { bubbles: true }));
      jest.advanceTimersByTime(200);
      expect(started).toEqual([]);
      link('Shirt').dispatchEvent(new Event('pointerover', { bubbles: true }));
      jest.advanceTimersByTime(200);
      expect(started).toEqual(['/products/7/details']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves other sites and downloads alone', () => {
    link('Elsewhere').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('Invoice').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(started).toEqual([]);
  });
});
