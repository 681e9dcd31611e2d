import type { ReactNode } from 'react';
import { Icon, Island, useIntl, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import type { FlashSale } from 'shared-sdk';
import { island as countdownIsland } from './countdown-island';
import { parseDate } from './use-time-left';

export type SalePhase = 'incoming' | 'running' | 'ended';

/** Where a sale stands at `now`: start_date <= now < end_date is running (as the API decides). */
export function salePhase(sale: Pick<FlashSale, 'start_date' | 'end_date'>, now = Date.now()): SalePhase {
  if (now < parseDate(sale.start_date)) return 'incoming';
  if (now < parseDate(sale.end_date)) return 'running';
  return 'ended';
}

export interface FlashSaleBannerProps {
  sale: Pick<FlashSale, 'id' | 'name' | 'thumbnail' | 'start_date' | 'end_date'>;
  /** The heading (h1 on the sale's page, h2 on the home page). */
  heading: ReactNode;
  /** A link or two under the countdown. */
  children?: ReactNode;
  /** Called when the countdown reaches zero (the sale starts or ends): reload what depends on it. */
  onPhaseChange?: () => void;
}

/** A flash sale's head: its picture, name and a live countdown to its end (or, before it, to its start). */
export function FlashSaleBanner({ sale, heading, children, onPhaseChange }: FlashSaleBannerProps) {
  const intl = useIntl();
  const phase = salePhase(sale);
  const caption =
    phase === 'incoming'
      ? intl.formatMessage({ id: 'flashSale.startsIn', defaultMessage: 'Starts in' })
      : phase === 'running'
        ? intl.formatMessage({ id: 'flashSale.endsIn', defaultMessage: 'Ends in' })
        : intl.formatMessage({ id: 'flashSale.ended', defaultMessage: 'This flash sale has ended' });
  return (
    <Banner>
      {sale.thumbnail && <img src={sale.thumbnail} alt="" width={200} height={100} loading="lazy" decoding="async" />}
      <Text>
        <Kicker>
          <Icon name="bolt" size={16} filled />
          {phase === 'incoming'
            ? intl.formatMessage({ id: 'flashSale.incoming', defaultMessage: 'Incoming flash sale' })
            : intl.formatMessage({ id: 'flashSale.label', defaultMessage: 'Flash sale' })}
        </Kicker>
        {heading}
        {phase === 'ended' ? (
          <p>{caption}</p>
        ) : (
          // On a static page the countdown is an island of its own; there the page does not change
          // when it reaches zero (the next load of the page shows the sale's new phase).
          <Island
            of={countdownIsland}
            props={{ to: phase === 'incoming' ? sale.start_date : sale.end_date, caption, tone: 'light' }}
            wake="visible"
            inApp={{ onDone: onPhaseChange }}
          />
        )}
        {children}
      </Text>
    </Banner>
  );
}

const Banner = styled.div`
  ${flexRow('20px', { align: 'center' })}
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryScale[700]}, ${({ theme }) => theme.colors.primaryScale[500]});
  color: #ffffff;

  > img {
    flex: none;
    inline-size: 200px;
    block-size: 100px;
    border-radius: ${({ theme }) => theme.radius};
    object-fit: cover;
    background: rgb(255 255 255 / 0.15);
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    > img {
      display: none;
    }
  }
`;

const Text = styled.div`
  ${flexColumn('10px')}
  min-inline-size: 0;

  h1,
  h2 {
    margin: 0;
    color: #ffffff;
    font-size: 1.5rem;
    line-height: 1.2;
  }

  p {
    margin: 0;
  }

  a {
    color: #ffffff;
    font-weight: 600;
  }
`;

const Kicker = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
