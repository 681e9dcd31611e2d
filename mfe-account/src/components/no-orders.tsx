import { EmptyState, linkTo, Link, FormattedMessage } from 'shared-sdk';

/** The shopper has no orders yet (the order history's All tab, the dashboard): say so and offer the shop. */
export function NoOrders({ headingLevel }: { headingLevel?: 2 | 3 }) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={<FormattedMessage id="account.orders.empty" defaultMessage="You have no orders yet" />}
      message={<FormattedMessage id="account.orders.emptyHint" defaultMessage="When you place an order, it will show up here." />}
      action={
        <Link to={linkTo('home')}>
          <FormattedMessage id="account.orders.startShopping" defaultMessage="Start shopping" />
        </Link>
      }
    />
  );
}
