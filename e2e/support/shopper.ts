import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { RunningServer } from './server.ts';

/** The seeded demo shopper (api/src/db/seed/data/people.ts). */
export const DEMO_SHOPPER = { phone: '01700000000', password: 'secret123' };

/** A call to the server's API as the storefront makes it; answers the envelope's data. */
export async function apiData<T>(server: RunningServer, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...init?.headers },
  });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export interface ShopperSession {
  token: string;
  user: unknown;
}

export function logInThroughApi(server: RunningServer, shopper = DEMO_SHOPPER): Promise<ShopperSession> {
  return apiData<{ access: { token: string }; user: unknown }>(server, '/login', {
    method: 'POST',
    body: JSON.stringify(shopper),
  }).then((session) => ({ token: session.access.token, user: session.user }));
}

/**
 * A browser context signed in as the demo shopper from its first page: the session the login modal
 * would store, put in localStorage before the storefront starts (the UI login has its own tests).
 */
export async function shopperContext(
  browser: Browser,
  server: RunningServer,
  viewport = { width: 1280, height: 900 },
  options: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
): Promise<BrowserContext> {
  const session = await logInThroughApi(server);
  const context = await browser.newContext({ viewport, ...options });
  await context.addInitScript(
    (auth) => {
      if (!localStorage.getItem('storefront.auth')) localStorage.setItem('storefront.auth', JSON.stringify(auth));
    },
    { token: session.token, user: session.user, addresses: [], favoriteProducts: 0 },
  );
  return context;
}
