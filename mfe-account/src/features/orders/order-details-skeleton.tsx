import { Skeleton, SkeletonRegion, FormattedMessage, flexColumn } from 'shared-sdk';
import styled from 'styled-components';

/** The order details' shape while the order loads. */
export function OrderDetailsSkeleton() {
  return (
    <SkeletonRegion label={<FormattedMessage id="account.orders.detailsLoading" defaultMessage="Loading the order…" />}>
      <Stack>
        <Skeleton height={68} />
        <Skeleton width={260} height={38} />
        <Grid>
          <Skeleton height={120} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Grid>
        <Skeleton height={200} />
        <Skeleton height={180} />
      </Stack>
    </SkeletonRegion>
  );
}

const Stack = styled.div`
  ${flexColumn('20px')}
`;

const Grid = styled.div`
  display: grid;
  gap: 16px;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
