import type { MouseEvent } from 'react';

/**
 * A plain left click on a link the page handles itself (pagination, Clear filters): one with a
 * modifier or another button (a new tab, a new window, a download) is left to the browser.
 */
export function isPlainClick(event: MouseEvent<Element>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
