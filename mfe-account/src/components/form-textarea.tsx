import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FormattedMessage, LabelledField } from 'shared-sdk';
import { controlStyle } from './form-controls';

export interface FormTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: ReactNode;
  value: string;
  error?: ReactNode;
  /** With maxLength: shows 'n / max characters' under the field. */
  showCount?: boolean;
}

/** A labelled textarea with its error (and, when asked, a character count) under it. */
export function FormTextarea({ label, error, showCount = false, maxLength, value, ...textarea }: FormTextareaProps) {
  const count = showCount && maxLength !== undefined && (
    <Count>
      <FormattedMessage
        id="account.tickets.characterCount"
        defaultMessage="{count} / {max} characters"
        values={{ count: value.length, max: maxLength }}
      />
    </Count>
  );
  return (
    <LabelledField label={label} hint={count} error={error}>
      {(control) => <Textarea {...control} value={value} maxLength={maxLength} {...textarea} />}
    </LabelledField>
  );
}

const Textarea = styled.textarea`
  ${controlStyle}
  min-block-size: 6rem;
  resize: vertical;
`;

/** At the field's end, under it. */
const Count = styled.span`
  display: block;
  text-align: end;
`;
