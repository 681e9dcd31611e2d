import { Skeleton, type Loadable, FormattedMessage } from 'shared-sdk';

/** '24 products' under a list's heading; a placeholder of the same height while it loads. */
export function ResultCount({ state }: { state: Loadable<{ total: number }> }) {
  if (state.status === 'error') return null;
  if (state.status === 'loading' && state.data === undefined) return <Skeleton width={100} height="1.5em" />;
  const total = state.data?.total ?? 0;
  return (
    <span aria-live="polite">
      <FormattedMessage
        id="products.count"
        defaultMessage="{count, plural, one {# product} other {# products}}"
        values={{ count: total }}
      />
    </span>
  );
}
