import { PATHS } from '@jal/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { usePageTitle } from '@/components/page-title';
import { ApiError } from '@/lib/api-client';
import { localized } from '@/lib/localized';
import { useAdminCourse } from '../api/get-admin-course';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { STATUS_BADGE } from '../lib/course-status';
import { valuesOf } from '../lib/course-form-values';
import { CourseForm } from '../components/course-form';
import { CurriculumBuilder } from '../components/curriculum-builder';
import { LeaveDialog } from '@/components/leave-dialog';
import { ListEmpty, ListError, ListLoading } from '@/components/list-states';

/** One course: its fields, its curriculum, and a preview as a learner sees it. */
export function CourseEditPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useAdminCourse(id);
  const course = query.data;
  const title = course ? localized(course.titleTranslations, i18n.language, course.title) : t('courseAdmin.edit.title');
  usePageTitle(title);
  const [formDirty, setFormDirty] = useState(false);
  const [editorDirty, setEditorDirty] = useState(false);
  const { blocker } = useUnsavedChanges(formDirty || editorDirty);

  if (query.isPending) return <ListLoading label={t('courseAdmin.states.loading')} />;
  if (query.isError || !course) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-text">{t('courseAdmin.edit.title')}</h1>
        {missing ? (
          <ListEmpty message={t('courseAdmin.edit.notFound')} />
        ) : (
          <ListError
            message={t('courseAdmin.states.loadFailed')}
            retryLabel={t('courseAdmin.states.retry')}
            onRetry={() => void query.refetch()}
          />
        )}
        <Link to="/dashboard/courses" className={buttonClass.secondary}>
          {t('courseAdmin.edit.back')}
        </Link>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link to="/dashboard/courses" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
          {t('courseAdmin.edit.back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-2xl font-bold break-words text-text sm:text-3xl">{title}</h1>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_BADGE[course.status]}`}>
            {t(`courseAdmin.status.${course.status}`)}
          </span>
        </div>
        <p className="mt-2 text-text-muted">
          {t('courseAdmin.edit.summary', { modules: course.moduleCount, lessons: course.lessonCount, minutes: course.durationMinutes })}
        </p>
        <Link to={PATHS.course(course.slug)} className={`${buttonClass.secondary} mt-3`}>
          {t('courseAdmin.actions.previewAsLearner')}
        </Link>
      </div>
      <section aria-labelledby="course-details-heading" className="flex flex-col gap-4">
        <h2 id="course-details-heading" className="text-xl font-bold text-text">
          {t('courseAdmin.edit.details')}
        </h2>
        <CourseForm key={course.id} courseId={course.id} initial={valuesOf(course)} onSaved={() => {}} onDirty={setFormDirty} />
      </section>
      <CurriculumBuilder course={course} onDirty={setEditorDirty} />
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
