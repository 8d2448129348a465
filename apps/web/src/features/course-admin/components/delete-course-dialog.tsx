import type { CourseAdminSummary } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { localized } from '@/lib/localized';
import { ConfirmDialog } from '@/components/confirm-dialog';

type Props = { course: CourseAdminSummary | null; busy: boolean; onDelete: () => void; onArchive: () => void; onCancel: () => void };

/** Asks before deleting; with learners enrolled, offers archiving instead (their progress stays). */
export function DeleteCourseDialog({ course, busy, onDelete, onArchive, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const title = course ? localized(course.titleTranslations, i18n.language, course.title) : '';
  const enrolled = (course?.enrolmentCount ?? 0) > 0;
  return enrolled ? (
    <ConfirmDialog
      open={!!course}
      title={t('courseAdmin.delete.archiveTitle')}
      message={t('courseAdmin.delete.archiveMessage', { title, count: course?.enrolmentCount ?? 0 })}
      confirmLabel={t('courseAdmin.actions.archive')}
      onConfirm={onArchive}
      onCancel={onCancel}
      busy={busy}
    />
  ) : (
    <ConfirmDialog
      open={!!course}
      title={t('courseAdmin.delete.title')}
      message={t('courseAdmin.delete.message', { title })}
      confirmLabel={t('courseAdmin.actions.delete')}
      onConfirm={onDelete}
      onCancel={onCancel}
      busy={busy}
      danger
    />
  );
}
