import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from 'shared-sdk/testing';
import { accountTestStore } from '../test-support/account-store';
import { StatusTabs, type StatusTab } from './status-tabs';

const TABS: StatusTab[] = ['All', 'Pending', 'Processing', 'On The Way', 'Delivered', 'Cancelled'].map((label, i) => ({
  key: label.toLowerCase(),
  label,
  count: i,
  to: `/order-history?status=${label.toLowerCase()}`,
  current: label === 'Pending',
}));

function renderTabs(tabs = TABS) {
  renderPage(<StatusTabs label="Order status" tabs={tabs} countText={(count) => `(${count} orders)`} />, { store: accountTestStore() });
  return screen.getByRole('navigation', { name: 'Order status' });
}

/**
 * jsdom lays nothing out: give the strip a scroll box (its width, its content's, where it is
 * scrolled; scrollLeft negative towards the end in right to left) and report a scroll.
 */
function scrollTo(
  nav: HTMLElement,
  { scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number },
) {
  Object.defineProperty(nav, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(nav, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(nav, 'scrollLeft', { configurable: true, writable: true, value: scrollLeft });
  act(() => {
    fireEvent.scroll(nav);
  });
}

const fades = (nav: HTMLElement) => ({ start: nav.hasAttribute('data-more-start'), end: nav.hasAttribute('data-more-end') });

/** A box at x = left, `width` wide (what getBoundingClientRect answers in a browser). */
function placeAt(element: HTMLElement, left: number, width: number) {
  element.getBoundingClientRect = () => ({
    left,
    right: left + width,
    width,
    top: 0,
    bottom: 40,
    height: 40,
    x: left,
    y: 0,
    toJSON: () => ({}),
  });
}

describe('StatusTabs', () => {
  it('is a named navigation of links, the current one marked, every one a stop of the keyboard', () => {
    const nav = renderTabs();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(TABS.map((tab) => tab.to));
    expect(within(nav).getByRole('link', { name: 'Pending (1 orders)' })).toHaveAttribute('aria-current', 'page');
    for (const link of links) expect(link.tabIndex).toBe(0);
  });

  it('fades no end while every tab shows', () => {
    const nav = renderTabs();
    scrollTo(nav, { scrollLeft: 0, scrollWidth: 900, clientWidth: 900 });
    expect(fades(nav)).toEqual({ start: false, end: false });
  });

  it('fades the ends that hide tabs, following the scroll position, left to right', () => {
    const nav = renderTabs();
    scrollTo(nav, { scrollLeft: 0, scrollWidth: 900, clientWidth: 360 });
    expect(fades(nav)).toEqual({ start: false, end: true });
    scrollTo(nav, { scrollLeft: 200, scrollWidth: 900, clientWidth: 360 });
    expect(fades(nav)).toEqual({ start: true, end: true });
    scrollTo(nav, { scrollLeft: 540, scrollWidth: 900, clientWidth: 360 });
    expect(fades(nav)).toEqual({ start: true, end: false });
  });

  it('does the same right to left, where scrolling towards the end makes scrollLeft negative', () => {
    const nav = renderTabs();
    scrollTo(nav, { scrollLeft: 0, scrollWidth: 900, clientWidth: 360 });
    expect(fades(nav)).toEqual({ start: false, end: true });
    scrollTo(nav, { scrollLeft: -200, scrollWidth: 900, clientWidth: 360 });
    expect(fades(nav)).toEqual({ start: true, end: true });
    scrollTo(nav, { scrollLeft: -540, scrollWidth: 900, clientWidth: 360 });
    expect(fades(nav)).toEqual({ start: true, end: false });
  });

  it('scrolls a tab the keyboard reaches clear of the fades, and only the strip', () => {
    const nav = renderTabs();
    scrollTo(nav, { scrollLeft: 0, scrollWidth: 900, clientWidth: 360 });
    placeAt(nav, 0, 360);
    const cancelled = within(nav).getByRole('link', { name: 'Cancelled (5 orders)' });
    placeAt(cancelled, 700, 110);
    act(() => cancelled.focus());
    // Its far edge (810) lands 32 px inside the strip's (360): scrolled by 482.
    expect(nav.scrollLeft).toBe(482);
    const all = within(nav).getByRole('link', { name: 'All (0 orders)' });
    placeAt(all, -470, 50);
    act(() => all.focus());
    // Its near edge (-470) comes 32 px inside the strip's start: back by 502.
    expect(nav.scrollLeft).toBe(-20);
  });
});
