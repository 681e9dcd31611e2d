import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds, flexColumn } from 'shared-sdk';

export interface FormCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  /** A line under the box (what checking it does). */
  hint?: ReactNode;
  error?: ReactNode;
}

/** A checkbox with its label beside it (the whole label toggles it), a hint and an error. */
export function FormCheckbox({ label, hint, error, ...input }: FormCheckboxProps) {
  const { control, hintId, errorId } = useFieldIds({ hint, error });
  return (
    <Wrap>
      <Row htmlFor={control.id}>
        <input type="checkbox" {...control} {...input} />
        <span>{label}</span>
      </Row>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  ${flexColumn('0.25rem')}
  margin-block-end: 0.75rem;
`;

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  font-size: 0.875rem;
  cursor: pointer;

  input {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
