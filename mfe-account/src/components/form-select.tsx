import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { LabelledField } from 'shared-sdk';
import { controlStyle } from './form-controls';

export interface FormSelectOption {
  value: string;
  label: string;
}

export interface FormSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  /** The visible label, which is also the select's accessible name. */
  label: ReactNode;
  options: FormSelectOption[];
  /** A first, empty choice ('Select…'); leave out when a value is always chosen. */
  placeholder?: string;
  /** Shown under the field (role alert), linked with aria-describedby. */
  error?: ReactNode;
}

/** A labelled native select with its error under it, like shared-sdk's TextField. */
export function FormSelect({ label, options, placeholder, error, ...select }: FormSelectProps) {
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <Select {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </LabelledField>
  );
}

/** As tall as a text input beside it (a select's height otherwise ignores the line height). */
const Select = styled.select`
  ${controlStyle}
  min-block-size: calc(1lh + 1rem + 2px);
`;
