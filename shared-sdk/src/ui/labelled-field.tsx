import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { flexColumn } from './flex-css';

/** What ties a control to its label, hint and error: spread it on the input, select or textarea. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldIds {
  control: FieldControl;
  hintId: string;
  errorId: string;
}

/**
 * The ids of a field: its control's, its hint's and its error's, the control described by the hint
 * and the error that are shown (in that order) and invalid while there is an error. Every field of
 * the kit wires them this way; a field laid out differently (a checkbox with its label beside it)
 * uses this alone.
 */
export function useFieldIds({ hint, error }: { hint?: unknown; error?: unknown }): FieldIds {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
    hintId,
    errorId,
  };
}

export interface LabelledFieldProps {
  /** The visible label, which is also the control's accessible name. */
  label: ReactNode;
  /** A muted line under the control (a limit, a count, what the field is for). */
  hint?: ReactNode;
  /** The message under the control (role="alert"); the control is invalid while it shows. */
  error?: ReactNode;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: FieldControl) => ReactNode;
}

/** A field: its label, its control, then its hint and its error, each linked to the control. */
export function LabelledField({ label, hint, error, children }: LabelledFieldProps) {
  const { control, hintId, errorId } = useFieldIds({ hint, error });
  return (
    <Field>
      <FieldLabel htmlFor={control.id}>{label}</FieldLabel>
      {children(control)}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

export const Field = styled.div`
  ${flexColumn('0.25rem')}
  margin-block-end: 0.75rem;
`;

/** A field's visible label. */
export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.875rem;
`;

/** A muted line under a field (limits, what the field is for). */
export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

/** The red message under a field; give it an id and point the field's aria-describedby at it. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.8125rem;
`;
