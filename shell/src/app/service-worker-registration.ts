import { reaction } from 'mobx';
import type { RootStore } from 'shared-sdk';
import { whenIdle } from './when-idle';

/**
 * How long after the page has loaded and gone idle the worker is registered. The worker is for the next
 * visit and for a dropped network, not for this page: registering it sooner has it install (its own
 * script, the offline page, the toasts' code) and take the page's requests over while the page is still
 * loading its islands, pictures and dictionary. On this machine that cost Lighthouse's mobile run about
 * 450 ms of blocking time (docs/pwa.md, "Not in the way").
 */
const REGISTER_AFTER_MS = 5000;

/**
 * Registers the store's service worker (docs/pwa.md) once the page has settled, so it adds nothing to
 * the first load but these few lines; tells it the page's language (its offline page speaks it); and
 * at a logout tells it to drop the pages it kept (a worker from an earlier visit hears that at once). A
 * browser without service workers, or a worker that fails to register, leaves the store as it is
 * without one.
 */
export function registerServiceWorker(store: RootStore): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker;
  const tell = (message: object) => void worker.ready.then((registration) => registration.active?.postMessage(message));
  reaction(
    () => store.auth.isLoggedIn,
    (signedIn) => signedIn || tell({ forgetPages: true }),
  );
  // A refusal (a browser's policy, a private window, a test that blocks workers) is not the page's
  // problem: the store works as it does without a worker, and says nothing.
  const register = () =>
    worker.register('/sw.js').then(
      () => tell({ language: document.documentElement.lang }),
      () => undefined,
    );
  setTimeout(() => whenIdle(register), REGISTER_AFTER_MS);
}
