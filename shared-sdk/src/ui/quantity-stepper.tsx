import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInputBeforeHydration } from '../islands/use-input-before-hydration';
import { flexColumn } from './flex-css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  /** Highest allowed value (the stock); the + button stops there. */
  max: number;
  /** Visible label; 'Quantity' by default. */
  label?: string;
  disabled?: boolean;
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

/**
 * − [n] +: a labelled number field between min and max. Typing is allowed; the value is clamped
 * when the field loses focus, so a shopper can clear it to type a new number.
 */
export function QuantityStepper({ value, onChange, min = 1, max, label, disabled = false }: QuantityStepperProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(String(value));
  // A new value from outside (a step, a clamp) replaces what is shown, during the render rather than
  // in an effect after it, so the mount never overwrites a number adopted below.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(String(value));
  }
  const commit = (raw: string) => {
    const parsed = Number.parseInt(raw, 10);
    const next = clamp(Number.isFinite(parsed) ? parsed : value, min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  // A number typed before the island woke: kept as typed while the field has focus, committed if left.
  const field = useInputBeforeHydration<HTMLInputElement>((input) => {
    if (input.value === String(value)) return;
    if (input.ownerDocument.activeElement === input) setText(input.value);
    else commit(input.value);
  });
  const fieldLabel = label ?? intl.formatMessage({ id: 'quantity.label', defaultMessage: 'Quantity' });
  return (
    <Wrap>
      <Label htmlFor={id}>{fieldLabel}</Label>
      <Group>
        <StepButton
          type="button"
          onClick={() => onChange(clamp(value - 1, min, max))}
          disabled={disabled || value <= min}
          aria-label={intl.formatMessage({ id: 'quantity.decrease', defaultMessage: 'Decrease quantity' })}
        >
          −
        </StepButton>
        <input
          ref={field}
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={Math.max(min, max)}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <StepButton
          type="button"
          onClick={() => onChange(clamp(value + 1, min, max))}
          disabled={disabled || value >= max}
          aria-label={intl.formatMessage({ id: 'quantity.increase', defaultMessage: 'Increase quantity' })}
        >
          +
        </StepButton>
      </Group>
    </Wrap>
  );
}

const Wrap = styled.div`
  ${flexColumn('6px')}
`;

const Label = styled.label`
  font-weight: 600;
`;

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  inline-size: max-content;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  input {
    inline-size: 56px;
    border: 0;
    border-inline: 1px solid ${({ theme }) => theme.colors.border};
    font: inherit;
    text-align: center;
    appearance: textfield;
    -moz-appearance: textfield;
  }

  input::-webkit-outer-spin-button,
  input::-webkit-inner-spin-button {
    margin: 0;
    -webkit-appearance: none;
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: -2px;
  }
`;

const StepButton = styled.button`
  inline-size: 40px;
  block-size: 40px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: -2px;
  }

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
