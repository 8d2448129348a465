import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import type { StatusFilter } from '../hooks/use-list-params';

type Props = {
  search: string;
  status: StatusFilter;
  filters: StatusFilter[];
  onSearch: (search: string) => void;
  onStatus: (status: StatusFilter) => void;
};

const control = 'min-h-11 rounded-lg border border-border-strong bg-surface px-3 py-2 text-text';

/** Search (sent on submit, so typing does not fire a request per key) and the status filter. */
export function CourseListFilters({ search, status, filters, onSearch, onStatus }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form role="search" onSubmit={submit} className="flex flex-1 flex-col gap-1">
        <label htmlFor="course-admin-search" className="font-semibold text-text">
          {t('courseAdmin.list.searchLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="course-admin-search"
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('courseAdmin.list.searchPlaceholder')}
            className={`${control} min-w-0 flex-1 placeholder:text-text-muted`}
          />
          <button type="submit" className={buttonClass.secondary}>
            {t('courseAdmin.list.searchButton')}
          </button>
        </div>
      </form>
      <div className="flex flex-col gap-1">
        <label htmlFor="course-admin-status" className="font-semibold text-text">
          {t('courseAdmin.list.statusLabel')}
        </label>
        <select
          id="course-admin-status"
          value={status}
          onChange={(event) => onStatus(event.target.value as StatusFilter)}
          className={control}
        >
          {filters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`courseAdmin.status.${filter}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
