import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { EMPTY_COURSE } from '../lib/course-form-values';
import { CourseForm } from '../components/course-form';
import { LeaveDialog } from '@/components/leave-dialog';

/** A new course: its fields first; the curriculum is built on the edit page it opens next. */
export function CourseCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('courseAdmin.create.title');
  usePageTitle(title);
  const [dirty, setDirty] = useState(false);
  const { blocker, allowNext } = useUnsavedChanges(dirty);
  return (
    <section aria-labelledby="course-create-title" className="flex flex-col gap-6">
      <div>
        <Link to="/dashboard/courses" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
          {t('courseAdmin.edit.back')}
        </Link>
        <h1 id="course-create-title" className="text-2xl font-bold text-text sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 text-text-muted">{t('courseAdmin.create.intro')}</p>
      </div>
      <CourseForm
        initial={EMPTY_COURSE}
        onDirty={setDirty}
        onSaved={(course) => {
          allowNext();
          void navigate(`/dashboard/courses/${course.id}`, { replace: true });
        }}
      />
      <LeaveDialog blocker={blocker} />
    </section>
  );
}
