import { useFieldIds, flexColumn } from 'shared-sdk';
import styled from 'styled-components';

interface FormFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** The server's first message for this field. */
  error?: string;
  type?: 'text' | 'tel' | 'email' | 'textarea';
  required?: boolean;
}

/** A labelled input with its error beside it (aria-invalid, aria-describedby). */
export function FormField({ label, name, value, onChange, error, type = 'text', required = false }: FormFieldProps) {
  const { control, errorId } = useFieldIds({ error });
  const common = {
    ...control,
    name,
    value,
    required,
    onChange,
    // A phone number or an address reads left to right in Arabic too.
    ...(type === 'tel' || type === 'email' ? { dir: 'ltr', autoComplete: type } : {}),
  };
  return (
    <Field>
      <label htmlFor={control.id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {type === 'textarea' ? <textarea rows={5} {...common} /> : <input type={type} {...common} />}
      {error && <Error id={errorId}>{error}</Error>}
    </Field>
  );
}

const Field = styled.div`
  ${flexColumn('6px')}

  label {
    font-weight: 600;
  }

  input,
  textarea {
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
  }

  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
