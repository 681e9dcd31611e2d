import type { Order } from 'shared-sdk';
import styled from 'styled-components';
import { OrderCard } from './order-card';

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
    <List aria-busy={busy || undefined} aria-label={label} data-testid="order-list">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} headingLevel={headingLevel} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;
