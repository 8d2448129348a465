import { useEffect, useState } from 'react';
import { controlClass } from '@/components/form-field';

/** A search box that reports what was typed once typing pauses. */
export function SearchField({ id, label, onSearch }: { id: string; label: string; onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(value.trim()), 300);
    return () => clearTimeout(timer);
    // onSearch changes every render; only the text should restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-text">
        {label}
      </label>
      <input id={id} type="search" className={controlClass} value={value} onChange={(event) => setValue(event.target.value)} />
    </div>
  );
}
