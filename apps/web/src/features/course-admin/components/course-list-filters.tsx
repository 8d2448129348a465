import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import { STATUS_FILTERS, type StatusFilter } from '../lib/course-list-params';

type Props = {
  search: string;
  status: StatusFilter;
  onSearch: (search: string) => void;
  onStatus: (status: StatusFilter) => void;
};

/** The search (follows the typing after a pause, at once on Enter or Search) and the status filter. */
export function CourseListFilters({ search, status, onSearch, onStatus }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <SearchField
          id="course-admin-search"
          label={t('courseAdmin.list.searchLabel')}
          placeholder={t('courseAdmin.list.searchPlaceholder')}
          submitLabel={t('courseAdmin.list.searchButton')}
          value={search}
          onSearch={onSearch}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="course-admin-status" className="font-semibold text-text">
          {t('courseAdmin.list.statusLabel')}
        </label>
        <select
          id="course-admin-status"
          value={status}
          onChange={(event) => onStatus(event.target.value as StatusFilter)}
          className="min-h-11 rounded-lg border border-border-strong bg-surface px-3 py-2 text-text"
        >
          {STATUS_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`courseAdmin.status.${filter}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
