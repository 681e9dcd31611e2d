import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * An island woken after the shopper acted (docs/islands.md, "Wake"): `ui`'s server HTML is put in
 * the page, `shopperActs` changes it as a shopper would (a select chosen, a radio picked) before any
 * script listens, then `ui` is hydrated over it. Answers the container.
 */
export function hydrateAfter(ui: ReactElement, shopperActs: (container: HTMLElement) => void): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  shopperActs(container);
  act(() => void render(ui, { container, hydrate: true }));
  return container;
}
