import { useTranslation } from 'react-i18next';
import { choicesOf, SelectField } from '@/components/form-field';
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
      <SelectField
        id="course-admin-status"
        label={t('courseAdmin.list.statusLabel')}
        value={status}
        onChange={(event) => onStatus(event.target.value as StatusFilter)}
        choices={choicesOf(STATUS_FILTERS, (filter) => t(`courseAdmin.status.${filter}`))}
      />
    </div>
  );
}
