import { PATHS } from '@jal/contracts/core';
import type { CourseAdminSummary } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { localized } from '@/lib/localized';
import { DANGER_GHOST, STATUS_BADGE } from '../lib/course-status';

type Props = {
  course: CourseAdminSummary;
  busy: boolean;
  onTogglePublish: (course: CourseAdminSummary) => void;
  onDelete: (course: CourseAdminSummary, opener: HTMLButtonElement) => void;
};

const small = 'min-h-11 px-3 text-sm';

/** One course of the list: its title in the UI language, facts, and what can be done with it. */
export function CourseRow({ course, busy, onTogglePublish, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const title = localized(course.titleTranslations, i18n.language, course.title);
  const published = course.status === 'published';
  const missingHindi = !course.titleTranslations.hi?.trim();
  return (
    <li className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-bold break-words text-text">
          <Link to={`/dashboard/courses/${course.id}`} className="hover:underline">
            {title}
          </Link>
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_BADGE[course.status]}`}>
          {t(`courseAdmin.status.${course.status}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-text-muted">
        {[
          t(`courseAdmin.level.${course.level}`),
          t('courseAdmin.list.modules', { count: course.moduleCount }),
          t('courseAdmin.list.lessons', { count: course.lessonCount }),
          t('courseAdmin.list.enrolled', { count: course.enrolmentCount }),
        ].join(' · ')}
      </p>
      {missingHindi ? <p className="mt-1 text-sm font-semibold text-text">{t('courseAdmin.list.missingHindi')}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/dashboard/courses/${course.id}`}
          className={`${buttonClass.secondary} ${small}`}
          aria-label={t('courseAdmin.list.editNamed', { title })}
        >
          {t('courseAdmin.actions.edit')}
        </Link>
        <Link
          to={PATHS.course(course.slug)}
          className={`${buttonClass.ghost} ${small}`}
          aria-label={t('courseAdmin.list.previewNamed', { title })}
        >
          {t('courseAdmin.actions.preview')}
        </Link>
        <button
          type="button"
          disabled={busy}
          onClick={() => onTogglePublish(course)}
          className={`${buttonClass.ghost} ${small}`}
          aria-label={t(published ? 'courseAdmin.list.unpublishNamed' : 'courseAdmin.list.publishNamed', { title })}
        >
          {t(published ? 'courseAdmin.actions.unpublish' : 'courseAdmin.actions.publish')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={(event) => onDelete(course, event.currentTarget)}
          className={`${DANGER_GHOST} ${small}`}
          aria-label={t('courseAdmin.list.deleteNamed', { title })}
        >
          {t('courseAdmin.actions.delete')}
        </button>
      </div>
    </li>
  );
}
