import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';

export interface RatingStarsProps {
  /** 0 to 5; fractions fill part of a star. */
  rating: number | string | null | undefined;
  /** Star size in pixels. */
  size?: number;
  /** Also print the number beside the stars, e.g. 4.5. */
  showValue?: boolean;
  /** Printed after the value in brackets, e.g. the review count ('1.2K'). */
  count?: string | number;
}

/** The space between two stars, in pixels. */
const GAP = 1;
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const STAR_MASK = `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${STAR}'/></svg>`)}")`;
const FILLED = '#f59e0b';
const EMPTY = '#e5e7eb';

/** Clamps a rating to 0..5 with one decimal, as the stars and the label show it. */
export function normaliseRating(rating: RatingStarsProps['rating']): number {
  const value = Number(rating ?? 0);
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(5, Math.max(0, value)) * 10) / 10;
}

/**
 * Five stars filled to the rating (partial stars too), read out as one image: 'Rated 4.5 out of 5'.
 * Stars fill from the inline start, so they follow the page direction.
 *
 * The five stars are one element (a list shows dozens of ratings, and a star of its own each would
 * cost ten elements a rating): a star-shaped mask repeated five times over a background coloured up
 * to the rating. With a review count beside them (a product card's '(12)') they are that element's
 * `::before`, so the whole rating is still one element, read 'Rated 4.5 out of 5 (12 reviews)'.
 */
export function RatingStars({ rating, size = 16, showValue = false, count }: RatingStarsProps) {
  const intl = useIntl();
  const value = normaliseRating(rating);
  const shown = intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = intl.formatMessage({ id: 'rating.outOf5', defaultMessage: 'Rated {rating} out of 5' }, { rating: shown });
  // Whole stars with the gaps after them, then the part of the next star.
  const whole = Math.floor(value);
  const filled = `${whole * (size + GAP) + (value - whole) * size}px 100%`;
  const hasCount = count !== undefined && count !== '';
  if (!showValue && hasCount) {
    const countedLabel = intl.formatMessage(
      { id: 'rating.outOf5WithCount', defaultMessage: 'Rated {rating} out of 5 ({count} reviews)' },
      { rating: shown, count },
    );
    return (
      <CountedStars role="img" aria-label={countedLabel} $size={size} style={{ [FILL_PROPERTY]: filled }}>
        {`(${count})`}
      </CountedStars>
    );
  }
  const stars = <Stars role="img" aria-label={label} $size={size} style={{ [FILL_PROPERTY]: filled }} />;
  if (!showValue) return stars;
  return (
    <Wrap>
      {stars}
      <Value aria-hidden="true">{shown}</Value>
      {hasCount && <Count>({count})</Count>}
    </Wrap>
  );
}

/** How much of the stars' width is filled (the background's size), set per rating. */
const FILL_PROPERTY = '--rating-fill';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.85rem;
  line-height: 1;
`;

const starsPaint = css<{ $size: number }>`
  display: inline-block;
  flex: none;
  inline-size: ${({ $size }) => 5 * $size + 4 * GAP}px;
  block-size: ${({ $size }) => $size}px;
  background: linear-gradient(${FILLED}, ${FILLED}) no-repeat ${({ theme }) => (theme?.direction === 'rtl' ? 'right' : 'left')} top ${EMPTY};
  background-size: var(${FILL_PROPERTY});
  -webkit-mask: ${STAR_MASK} 0 0 / ${({ $size }) => `${$size}px ${$size}px`} space no-repeat;
  mask: ${STAR_MASK} 0 0 / ${({ $size }) => `${$size}px ${$size}px`} space no-repeat;
  /* The colours are the information: high-contrast modes keep them. */
  forced-color-adjust: none;
`;

const Stars = styled.span<{ $size: number }>`
  ${starsPaint}
`;

/** The count is the element's text, the stars its ::before (a mask on the element would hide the text). */
const CountedStars = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.85rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.muted};

  &::before {
    content: '';
    ${starsPaint}
  }
`;

const Value = styled.span`
  font-weight: 600;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
