import { useId, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError } from 'shared-sdk';
import { FieldHint, FormLabel } from './form-controls';

export interface FormFileFieldProps {
  label: ReactNode;
  /** The kinds and size the server takes, said under the field. */
  hint?: ReactNode;
  error?: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  name?: string;
  /**
   * The files just chosen. Answer false to empty the input again (a refused file, or a list kept
   * by the caller), so that the same file can be chosen once more.
   */
  onFiles: (files: File[]) => boolean;
}

/** A labelled native file input with its hint and error under it (aria-describedby). */
export function FormFileField({ label, hint, error, accept, multiple = false, disabled, name, onFiles }: FormFileFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    if (files.length === 0) return;
    if (!onFiles(files)) event.target.value = '';
  };
  return (
    <Field>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Input
        id={id}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

const Input = styled.input`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 100%;
  padding: 0.375rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: 0.875rem;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }

  &::file-selector-button {
    margin-inline-end: 0.75rem;
    padding-block: 0.375rem;
    padding-inline: 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    font: inherit;
    cursor: pointer;
  }
`;
