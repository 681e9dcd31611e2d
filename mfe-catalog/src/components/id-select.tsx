import type { ReactNode } from 'react';
import { useInputBeforeHydration } from 'shared-sdk';

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
  /** What to choose from; a disabled option (its facet counts nothing) stays shown, not chosen. */
  options: readonly { id: number; name: string; disabled?: boolean }[];
}

/**
 * A label and a select that narrows a list to one thing by id (a category, a sub-category, a shop),
 * its first option for all of them. The caller's wrapper lays the two out. A choice made before its
 * island woke (a list's filters wake when reached for, docs/islands.md) applies as it wakes.
 */
export function IdSelect({ id, name, label, value, onChange, allLabel, options }: IdSelectProps) {
  const select = useInputBeforeHydration<HTMLSelectElement>((element) => {
    const chosen = element.value ? Number(element.value) : null;
    if (chosen !== value) onChange(chosen);
  });
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        ref={select}
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id} dir="auto" disabled={option.disabled && option.id !== value}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}
