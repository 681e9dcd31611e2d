import { Skeleton, SkeletonRegion, FormattedMessage } from 'shared-sdk';
import { Card, Facts } from './order-card';
import { CardList } from './card-list';

/** The shape of a list of orders while it loads, announced once as loading. */
export function OrderListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonRegion label={<FormattedMessage id="account.orders.loading" defaultMessage="Loading your orders…" />}>
      <CardList as="div">
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} aria-hidden="true">
            <Skeleton width="40%" height={20} />
            <Facts as="div">
              {[0, 1, 2, 3].map((n) => (
                <div key={n}>
                  <Skeleton width="60%" height={12} />
                  <Skeleton width="80%" height={18} style={{ marginBlockStart: 6 }} />
                </div>
              ))}
            </Facts>
          </Card>
        ))}
      </CardList>
    </SkeletonRegion>
  );
}
