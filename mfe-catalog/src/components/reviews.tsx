import { useState } from 'react';
import {
  EmptyState,
  ErrorState,
  Pagination,
  RatingStars,
  Skeleton,
  SkeletonRegion,
  UserText,
  type RatingSummary,
  type Review,
  useQuery,
  FormattedMessage,
  useIntl,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { useCatalogApi } from '../data/catalog-api';
import { REVIEWS_PAGE_SIZE, catalogQueries, type ReviewTarget } from '../data/queries';

/** A product's or a shop's reviews (GET /reviews): the average, the 5..1 star histogram and the reviews, paged. */
export function Reviews({ target }: { target: ReviewTarget }) {
  const api = useCatalogApi();
  const [page, setPage] = useState(1);
  const state = useQuery(catalogQueries.reviews(api, target, page));

  if (state.status === 'error') return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  if (state.data === undefined) {
    return (
      <SkeletonRegion>
        <Layout>
          <Skeleton height={160} />
          <div style={{ display: 'grid', gap: 12 }}>
            <Skeleton height={72} />
            <Skeleton height={72} />
          </div>
        </Layout>
      </SkeletonRegion>
    );
  }
  const { average_rating_percentage: summary, reviews, total } = state.data;
  if (total === 0 && reviews.length === 0) {
    return <EmptyState headingLevel={3} title={<FormattedMessage id="reviews.empty" defaultMessage="No reviews yet" />} />;
  }
  return (
    <Layout>
      <RatingHistogram summary={summary} />
      <div>
        <List aria-busy={state.status === 'loading'}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </List>
        <Pagination page={page} total={total} pageSize={REVIEWS_PAGE_SIZE} onPageChange={setPage} disabled={state.status === 'loading'} />
      </div>
    </Layout>
  );
}

/** The average and the share of each star count, as bars with their numbers written out. */
export function RatingHistogram({ summary }: { summary: RatingSummary }) {
  const intl = useIntl();
  return (
    <Summary>
      <Average>{intl.formatNumber(Number(summary.rating) || 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</Average>
      <RatingStars rating={summary.rating} size={18} />
      <Muted>
        <FormattedMessage
          id="reviews.count"
          defaultMessage="{count, plural, one {# review} other {# reviews}}"
          values={{ count: summary.total_review }}
        />
      </Muted>
      <Bars>
        {(['5', '4', '3', '2', '1'] as const).map((star) => {
          const percent = Math.round(Math.min(100, Math.max(0, Number(summary.percentages?.[star] ?? 0))));
          return (
            <li key={star}>
              <span>
                <FormattedMessage
                  id="reviews.starLabel"
                  defaultMessage="{stars, plural, one {# star} other {# stars}}"
                  values={{ stars: Number(star) }}
                />
              </span>
              <Track aria-hidden="true">
                <span style={{ inlineSize: `${percent}%` }} />
              </Track>
              <span>{intl.formatNumber(percent / 100, { style: 'percent' })}</span>
            </li>
          );
        })}
      </Bars>
    </Summary>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const intl = useIntl();
  const date = new Date(review.created_at);
  return (
    <Item>
      {review.customer_profile ? (
        <Avatar src={review.customer_profile} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <Initial aria-hidden="true">{review.customer_name.trim().charAt(0).toUpperCase() || '?'}</Initial>
      )}
      <div>
        <Head>
          <strong>
            <UserText>{review.customer_name}</UserText>
          </strong>
          {!Number.isNaN(date.getTime()) && <time dateTime={review.created_at}>{intl.formatDate(date, { dateStyle: 'medium' })}</time>}
        </Head>
        <RatingStars rating={review.rating} size={14} />
        {review.description && <p dir="auto">{review.description}</p>}
      </div>
    </Item>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
`;

const Summary = styled.div`
  ${flexColumn('6px', { align: 'flex-start' })}
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Average = styled.span`
  font-size: 2.5rem;
  font-weight: 700;
  line-height: 1;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Bars = styled.ul`
  display: grid;
  gap: 6px;
  inline-size: 100%;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;

  li {
    display: grid;
    grid-template-columns: 4.5em minmax(0, 1fr) 3em;
    align-items: center;
    gap: 8px;
  }

  li > span:last-child {
    text-align: end;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Track = styled.span`
  display: block;
  block-size: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;

  span {
    display: block;
    block-size: 100%;
    background: #f59e0b;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  ${flexRow('12px')}
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  > div {
    ${flexColumn('4px')}
    min-inline-size: 0;
  }

  p {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  ${flexRow('4px 12px', { wrap: true, align: 'baseline' })}

  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;

const Avatar = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
`;

const Initial = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryScale[100]};
  color: ${({ theme }) => theme.colors.primaryScale[800]};
  font-weight: 700;
`;
