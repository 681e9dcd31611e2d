/** How long a pointer rests on a link before its page's data is fetched (a pass-over costs nothing). */
const HOVER_DELAY_MS = 80;

/**
 * Fetches a page's data when a link to it is about to be followed: a pointer resting on it, a
 * touch or a press starting on it, or keyboard focus. The route loader puts the answers in the store's query
 * cache, where the page finds them at the click. Same-origin links only; one start per URL until
 * the cache would ask again anyway.
 */
export function installLinkPrefetch(startData: (url: URL) => void, doc: Document = document): () => void {
  const started = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const prefetch = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const url = new URL(link.href, doc.baseURI);
    if (url.origin !== doc.location.origin) return;
    const key = url.pathname + url.search;
    const last = started.get(key);
    if (last !== undefined && Date.now() - last < 20_000) return;
    started.set(key, Date.now());
    startData(url);
  };
  const onPointerOver = (event: Event) => {
    clearTimeout(timer);
    timer = setTimeout(() => prefetch(event.target), HOVER_DELAY_MS);
  };
  const onImmediate = (event: Event) => prefetch(event.target);
  const onPointerOut = () => clearTimeout(timer);

  doc.addEventListener('pointerover', onPointerOver, { passive: true });
  doc.addEventListener('pointerout', onPointerOut, { passive: true });
  doc.addEventListener('touchstart', onImmediate, { passive: true });
  // A mouse press comes about 100 ms before its click: a link pressed without a rest on it first.
  doc.addEventListener('pointerdown', onImmediate, { passive: true });
  doc.addEventListener('focusin', onImmediate);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('pointerout', onPointerOut);
    doc.removeEventListener('touchstart', onImmediate);
    doc.removeEventListener('pointerdown', onImmediate);
    doc.removeEventListener('focusin', onImmediate);
  };
}
