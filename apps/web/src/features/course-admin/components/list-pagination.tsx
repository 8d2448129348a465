import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';

/** Previous / next with 'Page n of m'; nothing when one page holds everything. */
export function ListPagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('courseAdmin.list.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('courseAdmin.list.previous')}
      </button>
      <p className="text-text-muted">{t('courseAdmin.list.pageOf', { page, total: totalPages })}</p>
      <button type="button" className={buttonClass.secondary} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('courseAdmin.list.next')}
      </button>
    </nav>
  );
}
