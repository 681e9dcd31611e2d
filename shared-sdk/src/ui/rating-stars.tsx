import { useIntl } from 'shared-sdk';
import styled from 'styled-components';

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

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Clamps a rating to 0..5 with one decimal, as the stars and the label show it. */
export function normaliseRating(rating: RatingStarsProps['rating']): number {
  const value = Number(rating ?? 0);
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(5, Math.max(0, value)) * 10) / 10;
}

/**
 * Five stars filled to the rating (partial stars too), read out as one image: 'Rated 4.5 out of 5'.
 * Stars fill from the inline start, so they follow the page direction.
 */
export function RatingStars({ rating, size = 16, showValue = false, count }: RatingStarsProps) {
  const intl = useIntl();
  const value = normaliseRating(rating);
  const shown = intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = intl.formatMessage({ id: 'rating.outOf5', defaultMessage: 'Rated {rating} out of 5' }, { rating: shown });
  return (
    <Wrap>
      <Stars role="img" aria-label={label}>
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.min(1, Math.max(0, value - i));
          return (
            <Star key={i} style={{ inlineSize: size, blockSize: size }}>
              <StarSvg size={size} $filled={false} />
              {fill > 0 && (
                <Fill style={{ inlineSize: `${fill * 100}%` }}>
                  <StarSvg size={size} $filled />
                </Fill>
              )}
            </Star>
          );
        })}
      </Stars>
      {showValue && <Value aria-hidden="true">{shown}</Value>}
      {count !== undefined && count !== '' && <Count>({count})</Count>}
    </Wrap>
  );
}

function StarSvg({ size, $filled }: { size: number; $filled: boolean }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" $filled={$filled}>
      <path d={STAR} />
    </Svg>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.85rem;
  line-height: 1;
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 1px;
`;

const Star = styled.span`
  position: relative;
  display: inline-block;
`;

const Fill = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  block-size: 100%;
  overflow: hidden;

  svg {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
  }
`;

const Svg = styled.svg<{ $filled: boolean }>`
  display: block;
  fill: ${({ $filled }) => ($filled ? '#f59e0b' : '#e5e7eb')};
`;

const Value = styled.span`
  font-weight: 600;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
