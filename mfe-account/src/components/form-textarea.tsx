import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FormattedMessage } from 'shared-sdk';
import { FieldHint, FormLabel, controlStyle } from './form-controls';

export interface FormTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: ReactNode;
  value: string;
  error?: ReactNode;
  /** With maxLength: shows 'n / max characters' under the field. */
  showCount?: boolean;
}

/** A labelled textarea with its error (and, when asked, a character count) under it. */
export function FormTextarea({ label, error, showCount = false, maxLength, value, ...textarea }: FormTextareaProps) {
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const counted = showCount && maxLength !== undefined;
  const describedBy = [counted ? countId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Textarea
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {counted && (
        <Count id={countId}>
          <FormattedMessage
            id="account.tickets.characterCount"
            defaultMessage="{count} / {max} characters"
            values={{ count: value.length, max: maxLength }}
          />
        </Count>
      )}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

const Textarea = styled.textarea`
  ${controlStyle}
  min-block-size: 6rem;
  resize: vertical;
`;

const Count = styled(FieldHint)`
  text-align: end;
`;
