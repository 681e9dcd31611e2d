import type { ReactNode } from 'react';

export interface IdSelectProps {
  id: string;
  /** The query parameter it is submitted as (a GET form: FilterPanel). */
  name?: string;
  label: ReactNode;
  /** The chosen thing's id; null for all of them. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** The first option's text, the choice of all of them ('All categories'). */
  allLabel: string;
  options: readonly { id: number; name: string }[];
}

/**
 * A label and a select that narrows a list to one thing by id (a category, a sub-category, a shop),
 * its first option for all of them. The caller's wrapper lays the two out.
 */
export function IdSelect({ id, name, label, value, onChange, allLabel, options }: IdSelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id} dir="auto">
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}
