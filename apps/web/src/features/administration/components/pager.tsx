import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';

/** Previous / next with "page x of y" announced. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('dashboard.admin.common.pagination')} className="mt-4 flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('dashboard.admin.common.previous')}
      </button>
      <span className="text-text" aria-live="polite">
        {t('dashboard.admin.common.pageOf', { page, total: totalPages })}
      </span>
      <button type="button" className={buttonClass.secondary} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('dashboard.admin.common.next')}
      </button>
    </nav>
  );
}
