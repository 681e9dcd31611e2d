import { ISLAND_TAG } from 'shared-sdk';

/**
 * What says a shopper is reaching for an island. A click is among them for a tap that came with no
 * pointer event (a screen reader's, a keyboard's on a focused button): early-taps.js holds it on the
 * sleeping island's button and gives it to the island once it has woken. A field changed without
 * any of those (an assistive tool's or an autofill's choice) wakes it too, which adopts the change.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'input', 'change'] as const;

/**
 * Reached for before anything listened (the page was not interactive yet): a tap held on one of its
 * buttons by early-taps.js, which waits for the island to wake, or the focus inside it.
 */
function reachedAlready(mark: HTMLElement): boolean {
  return mark.querySelector('[data-held-tap]') !== null || mark.contains(mark.ownerDocument.activeElement);
}

/**
 * Wakes each mark the first time one of INTERACTIONS reaches it: one listener on the window, ahead
 * of early-taps.js's (on the document), which holds the tap itself. A mark reached for before this
 * listened wakes at once. Answers what stops listening.
 */
export function wakeOnInteraction(marks: HTMLElement[], wake: (mark: HTMLElement) => void, target: Window = window): () => void {
  const asleep = new Set(marks.filter((mark) => !reachedAlready(mark)));
  for (const mark of marks) if (!asleep.has(mark)) wake(mark);
  if (asleep.size === 0) return () => undefined;
  const onInteraction = (event: Event) => {
    const mark = event.target instanceof Element ? event.target.closest(ISLAND_TAG) : null;
    if (!(mark instanceof HTMLElement) || !asleep.delete(mark)) return;
    wake(mark);
    if (asleep.size === 0) stop();
  };
  const stop = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, { capture: true });
  };
  for (const type of INTERACTIONS) target.addEventListener(type, onInteraction, { capture: true, passive: true });
  return stop;
}
