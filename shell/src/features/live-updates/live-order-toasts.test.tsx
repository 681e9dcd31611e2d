import { act } from '@testing-library/react';
import type { LiveEvent, OrderLiveData } from 'shared-sdk';
import { renderWithStore } from '../../test-support/render-with-store';
import { LiveOrderToasts } from './live-order-toasts';

function orderEvent(data: Partial<OrderLiveData>): LiveEvent {
  return {
    kind: 'order',
    id: '1',
    data: {
      order_id: 12,
      order_code: 'SM-2611-0012',
      order_status: 'On The Way',
      payment_status: 'Paid',
      refund_status: null,
      changed: ['order_status'],
      ...data,
    },
  };
}

describe('LiveOrderToasts', () => {
  it("toasts an order's new status with a link to the order", async () => {
    const { store } = await renderWithStore(<LiveOrderToasts />);
    act(() => store.live.receive(orderEvent({})));
    expect(store.ui.toasts).toHaveLength(1);
    expect(store.ui.toasts[0]).toMatchObject({
      type: 'info',
      message: 'Order #\u2066SM-2611-0012\u2069 is On The Way',
      link: { label: 'View order', to: '/order-history/12' },
    });
  });

  it('says a payment and a refund, and nothing for a change worth no toast', async () => {
    const { store } = await renderWithStore(<LiveOrderToasts />);
    act(() => {
      store.live.receive(orderEvent({ changed: ['payment_status'] }));
      store.live.receive(orderEvent({ order_status: 'Cancelled', changed: ['refund_status'], refund_status: 'Refunded' }));
      store.live.receive(orderEvent({ changed: ['refund_status'], refund_status: 'Pending' }));
      store.live.receive({ kind: 'basket', id: '2' });
    });
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual([
      'Order #\u2066SM-2611-0012\u2069 is paid',
      'Order #\u2066SM-2611-0012\u2069 was refunded',
    ]);
  });

  it('leaves an order a page shows to that page', async () => {
    const { store } = await renderWithStore(<LiveOrderToasts />);
    const release = store.live.showOrders([12]);
    act(() => store.live.receive(orderEvent({})));
    expect(store.ui.toasts).toHaveLength(0);
    release();
    act(() => store.live.receive(orderEvent({ order_status: 'Delivered' })));
    expect(store.ui.toasts[0]?.message).toBe('Order #\u2066SM-2611-0012\u2069 is Delivered');
  });
});
