import { FormattedMessage } from 'shared-sdk';
import type { OrderStatus } from 'shared-sdk';
import styled from 'styled-components';
import { statusLabel } from './order-status';

type Tone = 'waiting' | 'active' | 'done' | 'stopped';

const TONE: Record<OrderStatus, Tone> = {
  Pending: 'waiting',
  Confirm: 'active',
  Processing: 'active',
  Pickup: 'active',
  'On The Way': 'active',
  Delivered: 'done',
  Cancelled: 'stopped',
};

/** An order's status as a coloured label (the words carry the meaning, the colour only helps). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge $tone={TONE[status] ?? 'waiting'} data-testid="order-status">
      <FormattedMessage {...statusLabel(status)} />
    </Badge>
  );
}

const COLORS: Record<Tone, { background: string; color: string }> = {
  waiting: { background: '#fef3c7', color: '#92400e' },
  active: { background: '#dbeafe', color: '#1e40af' },
  done: { background: '#dcfce7', color: '#166534' },
  stopped: { background: '#fee2e2', color: '#991b1b' },
};

export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding-block: 2px;
  padding-inline: 10px;
  border-radius: 999px;
  background: ${({ $tone }) => COLORS[$tone].background};
  color: ${({ $tone }) => COLORS[$tone].color};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
`;
