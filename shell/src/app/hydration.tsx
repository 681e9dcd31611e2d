import { createContext, useContext, useEffect } from 'react';
import { SERVER_STATE_ELEMENT_ID, type Composition, type ServerPageState } from 'shared-sdk';

/** What the server embeds in a page it rendered (see server-render/page-document.ts). */
export interface EmbeddedState {
  composition: Composition;
  page: ServerPageState;
  /** The path and query the page was rendered for: the parameters the page reads, in the server's order. */
  url: string;
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
