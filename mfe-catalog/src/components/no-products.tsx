import { EmptyState, FormattedMessage, type EmptyStateProps } from 'shared-sdk';

/** A product list's empty state: 'No products found', with the list's own hint and way out. */
export function NoProducts(props: Omit<EmptyStateProps, 'title'>) {
  return <EmptyState {...props} title={<FormattedMessage id="products.empty" defaultMessage="No products found" />} />;
}
