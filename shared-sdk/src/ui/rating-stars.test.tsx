import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { RatingStars, type RatingStarsProps, normaliseRating } from './rating-stars';

function renderStars(props: RatingStarsProps) {
  return render(
    <IntlProvider locale="en">
      <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
        <RatingStars {...props} />
      </ThemeProvider>
    </IntlProvider>,
  );
}

describe('RatingStars', () => {
  it('is one element, read as one image', () => {
    const { container } = renderStars({ rating: 4.5, size: 14 });
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(container.querySelectorAll('*')).toHaveLength(1);
    expect(stars.childElementCount).toBe(0);
  });

  it('fills whole stars with their gaps, then part of the next', () => {
    renderStars({ rating: 3.5, size: 10 });
    // 3 stars and 3 gaps of 1 px, then half of the fourth.
    expect(screen.getByRole('img').style.getPropertyValue('--rating-fill')).toBe('38px 100%');
  });

  it('prints the review count beside the stars in the same one element, read with the rating', () => {
    const { container } = renderStars({ rating: '4', count: '1.2K' });
    const rating = screen.getByRole('img', { name: 'Rated 4.0 out of 5 (1.2K reviews)' });
    expect(rating).toHaveTextContent('(1.2K)');
    expect(rating.style.getPropertyValue('--rating-fill')).toBe('68px 100%');
    expect(container.querySelectorAll('*')).toHaveLength(1);
  });

  it('prints the value, hidden from screen readers (the image says it)', () => {
    renderStars({ rating: 4.25, showValue: true, count: 3 });
    expect(screen.getByText('4.3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('(3)')).toBeInTheDocument();
  });

  it('clamps ratings to 0..5 with one decimal', () => {
    expect(normaliseRating(7)).toBe(5);
    expect(normaliseRating(-1)).toBe(0);
    expect(normaliseRating('abc')).toBe(0);
    expect(normaliseRating(null)).toBe(0);
    expect(normaliseRating(3.26)).toBe(3.3);
  });
});
