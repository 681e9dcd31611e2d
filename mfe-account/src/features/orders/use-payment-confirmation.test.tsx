import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RootStore } from 'shared-sdk';
import { TestProviders } from 'shared-sdk/testing';
import { order, orderEvent, ordersTestStore } from '../../test-support/orders-store';
import { usePaymentConfirmation } from './use-payment-confirmation';

function setup(details: jest.Mock, orderId: number | null = 11) {
  const { store } = ordersTestStore({ orders: { details } });
  const onPaid = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders store={store}>{children}</TestProviders>;
  const view = renderHook(() => usePaymentConfirmation(orderId, onPaid), { wrapper });
  return { store, onPaid, ...view };
}

const paidEvent = (orderId = 11) => orderEvent({ order_id: orderId, payment_status: 'Paid', changed: ['payment_status'] });
const receive = (store: RootStore, event: ReturnType<typeof orderEvent>) => act(() => store.live.receive(event));
/** Lets the polls due in `ms` run, with their answers. */
const wait = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('usePaymentConfirmation', () => {
  it('turns paid on the order’s event at once, calls onPaid once and stops polling', async () => {
    const details = jest.fn().mockResolvedValue(order({ payment_status: 'Pending' }));
    const { store, onPaid, result } = setup(details);
    expect(result.current).toBe('confirming');

    receive(store, paidEvent());
    expect(result.current).toBe('paid');
    expect(onPaid).toHaveBeenCalledTimes(1);

    // The same news again (another tab's copy, a later change), and the polls that would have come.
    receive(store, paidEvent());
    await wait(60_000);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(details).not.toHaveBeenCalled();
  });

  it('ignores another order’s payment and this order’s other changes', async () => {
    const details = jest.fn().mockResolvedValue(order({ payment_status: 'Pending' }));
    const { store, onPaid, result } = setup(details);
    receive(store, paidEvent(12));
    receive(store, orderEvent({ order_status: 'Confirm' }));
    expect(result.current).toBe('confirming');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('keeps polling as the fallback, and an event after the poll saw it paid changes nothing', async () => {
    const details = jest
      .fn()
      .mockResolvedValueOnce(order({ payment_status: 'Pending' }))
      .mockResolvedValue(order({ payment_status: 'Paid' }));
    const { store, onPaid, result } = setup(details);
    await wait(1000);
    expect(details).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('confirming');
    await wait(1500);
    expect(details).toHaveBeenCalledTimes(2);
    expect(result.current).toBe('paid');
    expect(onPaid).toHaveBeenCalledTimes(1);

    receive(store, paidEvent());
    await wait(60_000);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(details).toHaveBeenCalledTimes(2);
  });

  it('still turns paid on the event after the watch gave up polling', async () => {
    const details = jest.fn().mockResolvedValue(order({ payment_status: 'Pending' }));
    const { store, onPaid, result } = setup(details);
    await wait(11 * 60_000);
    expect(result.current).toBe('slow');
    const polls = details.mock.calls.length;
    await wait(60_000);
    expect(details).toHaveBeenCalledTimes(polls);

    receive(store, paidEvent());
    expect(result.current).toBe('paid');
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', async () => {
    const { store, onPaid, unmount } = setup(jest.fn().mockResolvedValue(order()));
    unmount();
    receive(store, paidEvent());
    expect(onPaid).not.toHaveBeenCalled();
  });
});
