import { useTranslation } from 'react-i18next';
import type { PagerText } from '@/components/pager';

/** The pager's words on the administration pages. */
export function usePagerText(page: number, totalPages: number): PagerText {
  const { t } = useTranslation();
  return {
    label: t('dashboard.admin.common.pagination'),
    previous: t('dashboard.admin.common.previous'),
    next: t('dashboard.admin.common.next'),
    status: t('dashboard.admin.common.pageOf', { page, total: totalPages }),
  };
}
