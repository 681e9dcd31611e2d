import type { OrderDetails, OrderProduct } from 'shared-sdk';
import styled from 'styled-components';
import { OrderProductLine } from './order-product-line';

/** A product the shopper may review now: from a delivered order, still in the store, not rated in this order. */
export function canReview(order: Pick<OrderDetails, 'order_status'>, product: OrderProduct): boolean {
  return order.order_status === 'Delivered' && product.id !== null && product.rating === null;
}

export interface OrderProductsProps {
  order: OrderDetails;
  onReview: (product: OrderProduct) => void;
}

/** The order's lines, each with its review action when it can be reviewed. */
export function OrderProducts({ order, onReview }: OrderProductsProps) {
  return (
    <List>
      {order.products.map((product, index) => (
        <OrderProductLine
          key={`${product.id ?? 'gone'}-${index}`}
          product={product}
          onReview={canReview(order, product) ? () => onReview(product) : undefined}
        />
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
