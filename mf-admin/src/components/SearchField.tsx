import { useTranslation } from '@shop/shared/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './SearchField.module.css';

/** How long typing must pause before the search is sent (one request per word, not per key). */
const DEBOUNCE_MS = 300;

interface SearchFieldProps {
  /** The search in force (a section's `search` prop, from `?search=`). */
  value: string;
  /** Called once typing pauses, with the trimmed term. */
  onSearch: (term: string) => void;
  label?: string;
  placeholder?: string;
}

/**
 * A section's search box: shows what is typed at once, hands it on after a pause, and follows `value` when it changes
 * from outside (a link, back/forward) while the box is not being typed in.
 */
export function SearchField({ value, onSearch, label, placeholder }: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const typing = useRef(false);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    if (!typing.current) setText(value);
  }, [value]);

  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      if (text.trim() !== value) latest.current(text.trim());
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label ?? t('admin.search')}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          typing.current = true;
          setText(event.target.value);
        }}
      />
    </div>
  );
}
