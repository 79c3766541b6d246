import { useId } from 'react';
import styles from './FilterSelect.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  /** '' = no filter (the `allLabel` option). */
  value: string;
  options: readonly FilterOption[];
  allLabel: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** One labelled filter above a table: a native select, its first option meaning "any". */
export function FilterSelect({ label, value, options, allLabel, onChange, disabled }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
