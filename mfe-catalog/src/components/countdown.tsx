import { useIntl, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { useTimeLeft } from './use-time-left';

export interface CountdownProps {
  /** The moment counted down to (a sale's end, or an incoming sale's start). */
  to: string;
  /** 'Ends in' or 'Starts in': read before the time by screen readers and shown as a caption. */
  caption: string;
  onDone?: () => void;
  /** Light digits on a coloured banner, or dark on white. */
  tone?: 'light' | 'dark';
}

/** A flash sale's live countdown: days, hours, minutes and seconds, ticking every second. */
export function Countdown({ to, caption, onDone, tone = 'dark' }: CountdownProps) {
  const intl = useIntl();
  const left = useTimeLeft(to, onDone);
  const units = [
    { value: left.days, label: intl.formatMessage({ id: 'countdown.days', defaultMessage: 'Days' }) },
    { value: left.hours, label: intl.formatMessage({ id: 'countdown.hours', defaultMessage: 'Hours' }) },
    { value: left.minutes, label: intl.formatMessage({ id: 'countdown.minutes', defaultMessage: 'Min' }) },
    { value: left.seconds, label: intl.formatMessage({ id: 'countdown.seconds', defaultMessage: 'Sec' }) },
  ];
  const spoken = intl.formatMessage(
    { id: 'countdown.spoken', defaultMessage: '{days} days {hours} hours {minutes} minutes {seconds} seconds' },
    { days: left.days, hours: left.hours, minutes: left.minutes, seconds: left.seconds },
  );
  return (
    <Wrap $tone={tone} role="timer" aria-label={`${caption} ${spoken}`}>
      <Caption aria-hidden="true">{caption}</Caption>
      <Units aria-hidden="true">
        {/* One element a unit: the number is its text, the unit's name its ::after. */}
        {units.map((unit) => (
          <Unit key={unit.label} $tone={tone} data-label={unit.label} data-testid="countdown-value">
            {twoDigits(unit.value)}
          </Unit>
        ))}
      </Units>
    </Wrap>
  );
}

/**
 * A unit's number, two digits at least ("05"). Written out rather than by `Intl.NumberFormat`: both of
 * the store's languages write Latin digits here (Intl gives "05" for en and for ar, on the server and
 * in the browser), and a page's first number format starts the browser's number data, about 100 ms of
 * a phone's main thread in the countdown's first render (docs/performance.md, "No number formatting
 * before interactive").
 */
export function twoDigits(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(2, '0');
}

type Tone = { $tone: 'light' | 'dark' };

const Wrap = styled.div<Tone>`
  ${flexRow('8px 12px', { wrap: true, align: 'center' })}
  color: ${({ $tone, theme }) => ($tone === 'light' ? '#ffffff' : theme.colors.text)};
`;

const Caption = styled.span`
  font-weight: 600;
`;

/** The units wrap to the next line together. */
const Units = styled.span`
  display: inline-flex;
  gap: 6px;
`;

const Unit = styled.span<Tone>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-inline-size: 48px;
  padding-block: 4px;
  padding-inline: 6px;
  border-radius: 6px;
  background: ${({ $tone, theme }) => ($tone === 'light' ? 'rgb(255 255 255 / 0.18)' : theme.colors.primaryScale[50])};
  line-height: 1.1;
  font-size: 1.15rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ $tone, theme }) => ($tone === 'light' ? '#ffffff' : theme.colors.primaryScale[700])};

  &::after {
    content: attr(data-label);
    color: ${({ $tone, theme }) => ($tone === 'light' ? '#ffffff' : theme.colors.text)};
    font-size: 0.7rem;
    font-weight: 400;
    text-transform: uppercase;
    opacity: 0.85;
  }
`;
