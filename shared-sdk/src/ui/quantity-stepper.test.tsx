import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { QuantityStepper } from './quantity-stepper';

/** The stepper as the purchase box holds it (1..5); every change it reports is recorded. */
function Holder({ changes }: { changes: number[] }) {
  const [value, setValue] = useState(1);
  return (
    <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
      <IntlProvider locale="en">
        <QuantityStepper
          value={value}
          max={5}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
        <output data-testid="held">{value}</output>
      </IntlProvider>
    </ThemeProvider>
  );
}

/** The server's HTML in the page, the shopper's `typing` done on it, then hydrated (as an island wakes). */
function hydrateAfter(typing: (input: HTMLInputElement) => void): { changes: number[]; renderAgain: () => void } {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Holder changes={[]} />);
  typing(container.querySelector('input')!);
  const changes: number[] = [];
  let rendered!: ReturnType<typeof render>;
  act(() => void (rendered = render(<Holder changes={changes} />, { container, hydrate: true })));
  return { changes, renderAgain: () => act(() => rendered.rerender(<Holder changes={changes} />)) };
}

afterEach(() => document.body.replaceChildren());

describe('QuantityStepper', () => {
  it('clamps what is typed when the field is left, and steps between its bounds', () => {
    const changes: number[] = [];
    render(<Holder changes={changes} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.blur(field);
    expect(field).toHaveValue(5);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(changes).toEqual([5, 4]);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  });

  it('takes a number typed and left before it hydrated: clamped and reported', () => {
    const { changes } = hydrateAfter((input) => (input.value = '7'));
    expect(changes).toEqual([5]);
    expect(screen.getByTestId('held')).toHaveTextContent('5');
    expect(screen.getByRole('spinbutton')).toHaveValue(5);
  });

  it('keeps a number still being typed as typed, and commits it when the field is left', () => {
    const { changes, renderAgain } = hydrateAfter((input) => {
      input.value = '3';
      input.focus();
    });
    expect(changes).toEqual([]);
    // Rendered again (the page's state moved), the field still shows what was typed, not the server's 1.
    renderAgain();
    const field = screen.getByRole('spinbutton');
    expect(field).toHaveValue(3);
    fireEvent.blur(field);
    expect(changes).toEqual([3]);
    expect(screen.getByTestId('held')).toHaveTextContent('3');
  });

  it('changes nothing when nothing was typed before it hydrated', () => {
    expect(hydrateAfter(() => undefined).changes).toEqual([]);
    expect(screen.getByTestId('held')).toHaveTextContent('1');
  });
});
