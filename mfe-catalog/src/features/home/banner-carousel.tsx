import { useState } from 'react';
import { Icon, useIntl, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import type { Banner } from 'shared-sdk';
import { Picture } from '../../components/picture';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 450;

/**
 * The home banners, one at a time, with Previous/Next and a button per banner. No autoplay: the
 * shopper moves it (nothing moves under a reader's eyes). The first banner loads eagerly: it is the
 * page's largest picture.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;
  const count = banners.length;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  return (
    <Wrap
      aria-roledescription={intl.formatMessage({ id: 'home.carousel', defaultMessage: 'carousel' })}
      aria-label={intl.formatMessage({ id: 'home.banners', defaultMessage: 'Banners' })}
    >
      <Slides>
        {banners.map((banner, i) => (
          <Slide
            key={banner.id}
            hidden={i !== index}
            aria-roledescription={intl.formatMessage({ id: 'home.slide', defaultMessage: 'slide' })}
            aria-label={intl.formatMessage({ id: 'home.slideOf', defaultMessage: '{number} of {count}' }, { number: i + 1, count })}
          >
            <Picture
              src={banner.thumbnail}
              alt={banner.title}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
            />
          </Slide>
        ))}
      </Slides>
      {count > 1 && (
        <>
          <Arrow
            type="button"
            $side="start"
            onClick={() => go(index - 1)}
            aria-label={intl.formatMessage({ id: 'home.previousBanner', defaultMessage: 'Previous banner' })}
          >
            <Icon name="chevron" size={22} flipInRtl style={{ rotate: '180deg' }} />
          </Arrow>
          <Arrow
            type="button"
            $side="end"
            onClick={() => go(index + 1)}
            aria-label={intl.formatMessage({ id: 'home.nextBanner', defaultMessage: 'Next banner' })}
          >
            <Icon name="chevron" size={22} flipInRtl />
          </Arrow>
          <Dots>
            {banners.map((banner, i) => (
              <li key={banner.id}>
                <button
                  type="button"
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={intl.formatMessage({ id: 'home.showBanner', defaultMessage: 'Show banner {number}' }, { number: i + 1 })}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </Dots>
        </>
      )}
    </Wrap>
  );
}

const Wrap = styled.section`
  position: relative;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
`;

const Slides = styled.div`
  aspect-ratio: ${BANNER_WIDTH} / ${BANNER_HEIGHT};
`;

const Slide = styled.div`
  block-size: 100%;

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Arrow = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: 50%;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 12px;' : 'inset-inline-end: 12px;')}
  translate: 0 -50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border: 0;
  border-radius: 50%;
  background: rgb(255 255 255 / 0.9);
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 2px 8px rgb(15 23 42 / 0.2);
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }

  /* On phones the dots move the banners; the arrows would cover half of a small picture. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    display: none;
  }
`;

const Dots = styled.ul`
  position: absolute;
  inset-block-end: 10px;
  inset-inline: 0;
  ${flexRow('4px', { justify: 'center' })}
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    display: block;
    inline-size: 24px;
    block-size: 24px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
  }

  button::before {
    content: '';
    display: block;
    inline-size: 10px;
    block-size: 10px;
    margin: auto;
    border-radius: 50%;
    background: rgb(255 255 255 / 0.6);
    box-shadow: 0 0 0 1px rgb(0 0 0 / 0.15);
  }

  button[aria-current='true']::before {
    background: #ffffff;
    inline-size: 22px;
    border-radius: 999px;
  }

  button:focus-visible {
    outline: 2px solid #ffffff;
    outline-offset: 1px;
    border-radius: 999px;
  }
`;
