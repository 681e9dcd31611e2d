import type { InputHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { LabelledField } from './labelled-field';
import { flexRow } from './flex-css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label, which is also the input's accessible name. */
  label: ReactNode;
  /** A message shown under the field (role="alert"), linked to it with aria-describedby. */
  error?: ReactNode;
  /** Something shown before the input on the same row (e.g. a country phone code). */
  start?: ReactNode;
}

/** What reads left to right in every language: '+8801700000000' must not turn '8801700000000+'. */
const LTR_TYPES = new Set(['tel', 'email']);

/**
 * A labelled text input with its error message under it (aria-invalid, aria-describedby). Phone
 * numbers and e-mail addresses are written left to right in a right-to-left page too, and so is
 * `start` (a '+880' country code), unless `dir` says otherwise.
 */
export function TextField({ label, error, start, ...input }: TextFieldProps) {
  const dir = input.dir ?? (input.type && LTR_TYPES.has(input.type) ? 'ltr' : undefined);
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <Row>
          {start && <bdi dir="ltr">{start}</bdi>}
          <Input {...control} {...input} dir={dir} />
        </Row>
      )}
    </LabelledField>
  );
}

const Row = styled.div`
  ${flexRow('0.5rem', { align: 'center' })}
`;

/** The border, the invalid state and the focus ring of the kit's inputs and selects. */
export const controlFrame = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  flex: 1;
  min-inline-size: 0;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  ${controlFrame}
`;
