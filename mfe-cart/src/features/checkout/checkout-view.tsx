import type { ReactNode } from 'react';
import { LoadView, type Loadable } from 'shared-sdk';
import { CheckoutSkeleton, GuestNotice, OrderPlacedNotice, RedirectingNotice } from './checkout-layout';
import type { PlaceOrderControl } from './use-place-order';

export interface CheckoutViewProps<T> {
  signedIn: boolean;
  /** The page's pricing query (`cartQueries`): its answer is in the store, `data` below. */
  load: Loadable<boolean>;
  order: PlaceOrderControl;
  /** What the store holds for the page: its lines (T), null when there is nothing to check out, undefined while there is nothing yet. */
  data: T | null | undefined;
  /** Shown for null data: why there is nothing to check out, and a way on. */
  empty: ReactNode;
  /** The checkout form over the lines. */
  children: (data: T) => ReactNode;
}

/**
 * The page's load as LoadView reads it, with the store's lines as its data: they stay on screen through a
 * reload or its failure (whose message the store has toasted).
 */
function loadable<T>(load: Loadable<boolean>, data: T | null | undefined): Loadable<T | null> {
  const { retry } = load;
  if (load.status === 'error') return { status: 'error', failure: load.failure, data, retry };
  return load.status === 'loading' || data === undefined ? { status: 'loading', data, retry } : { status: 'ready', data, retry };
}

/**
 * What a checkout page (checkout, buy now) shows: a guest is asked to log in; a placed order is said
 * to be placed (or on its way to the gateway); else the lines' skeleton, Retry, the empty state or the form.
 */
export function CheckoutView<T>({ signedIn, load, order, data, empty, children }: CheckoutViewProps<T>) {
  if (!signedIn) return <GuestNotice />;
  if (order.redirecting) return <RedirectingNotice />;
  if (order.placed) return <OrderPlacedNotice />;
  return (
    <LoadView
      state={loadable(load, data)}
      keepDataOnError
      loading={<CheckoutSkeleton />}
      isEmpty={(loaded) => loaded === null}
      empty={empty}
    >
      {(loaded) => loaded !== null && children(loaded)}
    </LoadView>
  );
}
