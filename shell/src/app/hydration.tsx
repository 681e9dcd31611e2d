import { createContext, useContext, useEffect, type ErrorInfo } from 'react';
import { SERVER_STATE_ELEMENT_ID, type Composition, type ServerPageState } from 'shared-sdk';

/** What the server embeds in a page it rendered (see server-render/page-document.ts). */
export interface EmbeddedState {
  composition: Composition;
  page: ServerPageState;
  /** The path and query the page was rendered for: the parameters the page reads, in the server's order. */
  url: string;
  /** A page of islands (docs/islands.md): the browser hydrates each island, never the page. */
  islands?: true;
}

/**
 * The browser takes the URL the server rendered the page for before anything reads it: the server
 * keeps only the parameters a page reads, with values it can use, in its own order (api's
 * page-request.ts), so a hand-typed `?sort=` or `?max_price=…&min_price=…` rendered forms (their
 * hidden inputs) the browser, reading its own URL, would have rendered otherwise: a hydration error.
 * Same URL on both sides, same HTML. Only a path of this origin is taken; the hash stays.
 */
export function adoptRenderedUrl(state: EmbeddedState, location: Location = window.location, history: History = window.history): void {
  const rendered = state.url;
  if (typeof rendered !== 'string' || !/^\/(?!\/)/.test(rendered)) return;
  if (rendered === location.pathname + location.search) return;
  history.replaceState(history.state, '', rendered + location.hash);
}

/** The state a server-rendered page carries, or null on a page the browser renders alone. */
export function readEmbeddedState(doc: Document = document): EmbeddedState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as EmbeddedState;
  } catch (error) {
    console.error('The page state the server embedded is not valid JSON; the page renders in the browser.', error);
    return null;
  }
}

const PageCommittedContext = createContext<() => void>(() => undefined);
export const PageCommittedProvider = PageCommittedContext.Provider;

/**
 * Rendered inside the page's Suspense boundary: its effect runs once the page itself has committed
 * (hydrated), which is when what the browser keeps (session, cart) may change the page.
 */
export function PageCommitted() {
  const committed = useContext(PageCommittedContext);
  useEffect(() => committed(), [committed]);
  return null;
}

/**
 * `<html data-interactive>` once the first page has committed (a server-rendered page: hydrated):
 * from then on a click or a key reaches the page's handlers. Before, on a slow phone, a tap on
 * server-rendered HTML does nothing; the browser tests wait for it before they act.
 */
export function markInteractive(): void {
  document.documentElement.dataset.interactive = '';
  // The bench counts a page's JavaScript before it is interactive up to here (e2e/bench/first-load.ts).
  performance.mark(INTERACTIVE_MARK);
}

export const INTERACTIVE_MARK = 'storefront:interactive';

/** React's error for a boundary the server gave up on (production builds say only its number). */
const SERVER_FALLBACK = /could not finish this Suspense boundary|react\.dev\/errors\/419|error #419/i;

/**
 * A remote whose server build failed or was late renders in the browser, and React reports the
 * server's error for that boundary: expected, so said as information. Anything else (a mismatch
 * between the server's HTML and the first render) is a defect and stays an error.
 */
export function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  const message = error instanceof Error ? error.message : String(error);
  if (SERVER_FALLBACK.test(message)) console.info('A part of the page the server could not render was rendered in the browser.');
  else console.error('Hydration recovered from an error:', error, info.componentStack ?? '');
}
