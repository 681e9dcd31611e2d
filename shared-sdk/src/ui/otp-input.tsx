import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

export interface OtpInputProps {
  /** One entry per box ('' when empty); its length is the number of boxes. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Names the group of boxes for assistive technology. */
  label: string;
  /** Id of an error message the boxes are described by. */
  errorId?: string;
  disabled?: boolean;
  /** Focus the first box on mount (e.g. when a step of a dialog shows the boxes). */
  autoFocus?: boolean;
}

/**
 * Single-character code boxes: typing a digit moves to the next box, Backspace in an empty box moves
 * back, and a pasted code fills the boxes from the first.
 */
export function OtpInput({ value, onChange, label, errorId, disabled, autoFocus }: OtpInputProps) {
  const intl = useIntl();
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const setAt = (index: number, char: string) => {
    const next = [...value];
    next[index] = char;
    onChange(next);
  };

  const onInput = (index: number, raw: string) => {
    const char = raw.replace(/\D/g, '').slice(-1);
    setAt(index, char);
    if (char && index < value.length - 1) refs.current[index + 1]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      refs.current[index - 1]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, value.length);
    if (!digits) return;
    event.preventDefault();
    onChange(value.map((_, i) => digits[i] ?? ''));
    refs.current[Math.min(digits.length, value.length - 1)]?.focus();
  };

  return (
    <Boxes role="group" aria-label={label} aria-describedby={errorId}>
      {value.map((char, index) => (
        <Box
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          aria-label={intl.formatMessage(
            { id: 'otp.digit', defaultMessage: 'Digit {index} of {count}' },
            { index: index + 1, count: value.length },
          )}
          value={char}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
        />
      ))}
    </Boxes>
  );
}

const Boxes = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.75rem;
  margin-block: 0.75rem;
  direction: ltr;
`;

const Box = styled.input`
  inline-size: 3rem;
  block-size: 3rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: 1.25rem;
  text-align: center;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;
