import { createContext, useContext, useEffect } from 'react';
import { SERVER_STATE_ELEMENT_ID, type Composition, type ServerPageState } from 'shared-sdk';

/** What the server embeds in a page it rendered (see server-render/page-document.ts). */
export interface EmbeddedState {
  composition: Composition;
  page: ServerPageState;
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
