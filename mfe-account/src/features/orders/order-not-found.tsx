import { EmptyState, linkTo, Link, FormattedMessage } from 'shared-sdk';

/** An order id that is not the shopper's (or not an order at all): the server answers 404 or 422 alike. */
export function OrderNotFound() {
  return (
    <EmptyState
      title={<FormattedMessage id="account.orders.notFound" defaultMessage="Order not found" />}
      message={
        <FormattedMessage id="account.orders.notFoundHint" defaultMessage="This order does not exist or does not belong to your account." />
      }
      action={
        <Link to={linkTo('orderHistory')}>
          <FormattedMessage id="account.orders.backToHistory" defaultMessage="Back to order history" />
        </Link>
      }
    />
  );
}
