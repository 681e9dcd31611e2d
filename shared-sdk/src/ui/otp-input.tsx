import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { flexRow } from './flex-css';

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
 * What one input event left to enter at `index`: the characters the shopper typed, not the digit
 * already in the box. Typed beside a digit (the caret after or before it), the new text is the one
 * just before the caret; typed over a selection, the box holds only the new text.
 */
function typedText(input: HTMLInputElement, previous: string): string {
  const raw = input.value;
  const added = raw.length - previous.length;
  const caret = input.selectionEnd ?? raw.length;
  return previous && added > 0 && caret >= added ? raw.slice(caret - added, caret) : raw;
}

/**
 * Single-digit code boxes: a digit typed in a box takes its place (replacing the one there) and
 * moves to the next box; Backspace in an empty box moves back; the arrow keys move between boxes; a
 * pasted or autofilled code fills the boxes from the first.
 * No maxLength: with one, a browser refuses a digit typed into a filled box and the shopper cannot
 * correct a digit without deleting it first.
 */
export function OtpInput({ value, onChange, label, errorId, disabled, autoFocus }: OtpInputProps) {
  const intl = useIntl();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => refs.current[Math.max(0, Math.min(index, value.length - 1))]?.focus();

  /** Writes `digits` from box `start` on and moves to the box after the last one written. */
  const fill = (start: number, digits: string) => {
    const written = digits.slice(0, value.length - start);
    const next = [...value];
    [...written].forEach((digit, i) => (next[start + i] = digit));
    onChange(next);
    focusBox(start + written.length);
  };

  const onInput = (index: number, input: HTMLInputElement) => {
    const previous = value[index] ?? '';
    const allDigits = input.value.replace(/\D/g, '');
    // A whole code arriving at once (the one-time-code autofill) fills every box, as a paste does.
    if (allDigits.length >= value.length) {
      fill(0, allDigits);
      return;
    }
    const digits = typedText(input, previous).replace(/\D/g, '');
    if (digits) fill(index, digits);
    // Backspace or Delete emptied the box; anything else without a digit leaves it as it was.
    else if (input.value.length < previous.length) onChange(value.map((d, i) => (i === index ? '' : d)));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // The boxes are always laid out left to right (a code reads the same in Arabic), so Left is back.
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : event.key === 'Backspace' && !value[index] ? -1 : 0;
    if (step === 0 || index + step < 0 || index + step >= value.length) return;
    event.preventDefault();
    focusBox(index + step);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, value.length);
    if (!digits) return;
    event.preventDefault();
    onChange(value.map((_, i) => digits[i] ?? ''));
    focusBox(digits.length);
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
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          aria-label={intl.formatMessage(
            { id: 'otp.digit', defaultMessage: 'Digit {index} of {count}' },
            { index: index + 1, count: value.length },
          )}
          value={char}
          // Selected on focus, so a digit typed into a filled box replaces it however the caret got there.
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => onInput(index, e.currentTarget)}
          // A digit typed over the same digit leaves the value as it was, so React reports no change: still move on.
          onInput={(e) => {
            if (value[index] && e.currentTarget.value === value[index]) focusBox(index + 1);
          }}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
        />
      ))}
    </Boxes>
  );
}

const Boxes = styled.div`
  ${flexRow('0.75rem', { justify: 'center' })}
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
