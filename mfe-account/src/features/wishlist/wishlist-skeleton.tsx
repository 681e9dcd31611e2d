import { Skeleton, SkeletonRegion, FormattedMessage, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { CardList } from '../../components/card-list';
import { WISHLIST_IMAGE_SIZE } from './wishlist-item';

/** The wishlist's shape while it loads. */
export function WishlistSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonRegion label={<FormattedMessage id="account.wishlist.loading" defaultMessage="Loading your wishlist…" />}>
      <CardList as="div">
        {Array.from({ length: count }, (_, i) => (
          <Row key={i}>
            <Skeleton width={WISHLIST_IMAGE_SIZE} height={WISHLIST_IMAGE_SIZE} />
            <Lines>
              <Skeleton width="70%" height={18} />
              <Skeleton width="30%" height={14} />
              <Skeleton width={80} height={20} />
            </Lines>
          </Row>
        ))}
      </CardList>
    </SkeletonRegion>
  );
}

const Row = styled.div`
  ${flexRow('16px')}
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
`;
