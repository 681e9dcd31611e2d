import type { ReactNode } from 'react';
import { LoadView, type ApiFailure, type Loadable } from 'shared-sdk';
import { CheckoutSkeleton, GuestNotice, OrderPlacedNotice, RedirectingNotice } from './checkout-layout';
import type { CheckoutLoad } from './use-checkout-load';
import type { PlaceOrderControl } from './use-place-order';

export interface CheckoutViewProps<T> {
  signedIn: boolean;
  load: CheckoutLoad;
  order: PlaceOrderControl;
  /** What the store holds for the page: its lines (T), null when there is nothing to check out, undefined while there is nothing yet. */
  data: T | null | undefined;
  /** Shown for null data: why there is nothing to check out, and a way on. */
  empty: ReactNode;
  /** The checkout form over the lines. */
  children: (data: T) => ReactNode;
}

/** The store has toasted the failure's message already: the page's ErrorState says only that it failed, with Retry. */
const TOASTED: ApiFailure = { status: 0, message: '', errors: {} };

/** The page's load as LoadView reads it; lines the store already holds stay on screen through a reload or its failure. */
function loadable<T>(load: CheckoutLoad, data: T | null | undefined): Loadable<T | null> {
  const { retry } = load;
  if (load.status === 'failed') return { status: 'error', failure: TOASTED, data, retry };
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
