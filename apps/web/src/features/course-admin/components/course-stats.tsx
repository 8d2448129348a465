import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/locale-format';
import { useCourseStats } from '../api/get-course-stats';

/** The programme at a glance; nothing at all while loading or when the figures fail (the list says enough). */
export function CourseStatsStrip() {
  const { t, i18n } = useTranslation();
  const { data } = useCourseStats();
  if (!data) return null;
  const items = [
    { key: 'published', label: t('courseAdmin.stats.published'), value: data.byStatus.published },
    { key: 'draft', label: t('courseAdmin.stats.drafts'), value: data.byStatus.draft },
    { key: 'archived', label: t('courseAdmin.stats.archived'), value: data.byStatus.archived },
    { key: 'lessons', label: t('courseAdmin.stats.lessons'), value: data.lessons },
    { key: 'enrolments', label: t('courseAdmin.stats.enrolments'), value: data.enrolments },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {items.map((item) => (
        <div key={item.key} className="rounded-xl border border-border bg-surface-muted px-3 py-2">
          <dt className="text-sm text-text-muted">{item.label}</dt>
          <dd className="text-xl font-bold text-text sm:text-2xl">{formatNumber(item.value, i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
