import type { Order } from 'shared-sdk';
import { OrderCard } from './order-card';
import { CardList } from './card-list';

export interface OrderListProps {
  orders: Order[];
  headingLevel?: 2 | 3;
  /** While the next page loads, the list stays and says it is busy. */
  busy?: boolean;
  /** The list's accessible name. */
  label?: string;
}

/** Orders, newest first as the server sends them. */
export function OrderList({ orders, headingLevel, busy = false, label }: OrderListProps) {
  return (
    <CardList aria-busy={busy || undefined} aria-label={label} data-testid="order-list">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} headingLevel={headingLevel} />
        </li>
      ))}
    </CardList>
  );
}
