import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from 'shared-sdk';
import { Countdown, twoDigits } from './countdown';
import { parseDate, remainingUntil } from './use-time-left';

function renderCountdown(to: string, onDone = jest.fn()) {
  render(
    <IntlProvider locale="en">
      <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
        <Countdown to={to} caption="Ends in" onDone={onDone} />
      </ThemeProvider>
    </IntlProvider>,
  );
  return onDone;
}

const values = () => screen.getAllByTestId('countdown-value').map((el) => el.textContent);

describe('flash sale countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingUntil(Date.parse('2026-11-24T13:04:05Z'), Date.parse('2026-11-22T10:00:00Z'))).toMatchObject({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
    expect(remainingUntil(0, 1000)).toMatchObject({ ms: 0, done: true });
    expect(parseDate('2026-11-22 10:00:00')).toBe(new Date('2026-11-22T10:00:00').getTime());
  });

  it('ticks every second and is read as one timer', () => {
    renderCountdown('2026-11-23T11:01:03Z');
    expect(values()).toEqual(['01', '01', '01', '03']);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Ends in 1 days 1 hours 1 minutes 3 seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(values()).toEqual(['01', '01', '01', '02']);
    act(() => jest.advanceTimersByTime(3000));
    expect(values()).toEqual(['01', '01', '00', '59']);
  });

  it('writes each number as Intl does in both store languages, without Intl', () => {
    for (const locale of ['en', 'ar']) {
      const intl = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
      for (const n of [0, 5, 9, 10, 59, 123, 1234]) expect(twoDigits(n)).toBe(intl.format(n));
    }
  });

  it('stops at zero and calls onDone once', () => {
    const onDone = renderCountdown('2026-11-22T10:00:02Z');
    act(() => jest.advanceTimersByTime(5000));
    expect(values()).toEqual(['00', '00', '00', '00']);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
