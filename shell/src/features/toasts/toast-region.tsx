import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';
import { useStores } from 'shared-sdk';

const loadStacks = () => import(/* webpackChunkName: "toasts" */ './toast-stacks');
const ToastStacks = lazy(() => loadStacks().then((module) => ({ default: module.ToastStacks })));

/** Fetches the toasts' code ahead of the first toast (app/idle-prefetch.ts does, once the page is idle). */
export function preloadToasts(): Promise<unknown> {
  return loadStacks();
}

/**
 * Where the ui store's toasts show (toast-stacks.tsx). No page starts with a toast, so their code
 * (stacks, items, timers, the header clearance) is not part of the first load: it is fetched when
 * the page is idle, or with the first toast when that comes sooner.
 */
export const ToastRegion = observer(function ToastRegion() {
  const { ui } = useStores();
  if (ui.toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStacks />
    </Suspense>
  );
});
