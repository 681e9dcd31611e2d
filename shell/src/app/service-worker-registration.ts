import { reaction } from 'mobx';
import type { RootStore } from 'shared-sdk';

/**
 * Registers the store's service worker (docs/pwa.md) once the page is interactive and idle, so it adds
 * nothing to the first load but these few lines; tells it the page's language (its offline page speaks
 * it); and at a logout tells it to drop the pages it kept. A browser without service workers, or a
 * worker that fails to register, leaves the store as it is without one.
 */
export function registerServiceWorker(store: RootStore): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker;
  const tell = (message: object) => void worker.ready.then((registration) => registration.active?.postMessage(message));
  // A refusal (a browser's policy, a private window, a test that blocks workers) is not the page's
  // problem: the store works as it does without a worker, and says nothing.
  worker.register('/sw.js').then(
    () => tell({ language: document.documentElement.lang }),
    () => undefined,
  );
  reaction(
    () => store.auth.isLoggedIn,
    (signedIn) => signedIn || tell({ forgetPages: true }),
  );
}
