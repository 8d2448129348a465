import type { CourseAdminSummary } from '@jal/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { ListEmpty, ListError, ListLoading } from '@/components/list-states';
import { usePageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { ApiError } from '@/lib/api-client';
import { notify, usePreloadToaster } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteCourse } from '../api/delete-course';
import { useAdminCourses } from '../api/get-admin-courses';
import { useSaveCourse } from '../api/save-course';
import { ADMIN_PAGE_SIZE, courseListSearch, parseCourseListParams } from '../lib/course-list-params';
import { CourseListFilters } from '../components/course-list-filters';
import { CourseRow } from '../components/course-row';
import { CourseStatsStrip } from '../components/course-stats';
import { DeleteCourseDialog } from '../components/delete-course-dialog';

/** The dashboard's courses: every status, searchable, with row actions. */
export function CoursesListPage() {
  usePreloadToaster();
  const { t } = useTranslation();
  const title = t('courseAdmin.list.title');
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const { params, update, searchFor } = useListParams(parseCourseListParams, courseListSearch);
  const { status, page, search } = params;
  const query = useAdminCourses({ status, page, search: search || undefined, limit: ADMIN_PAGE_SIZE, sort: 'updated' });
  const save = useSaveCourse();
  const remove = useDeleteCourse();
  const [toDelete, setToDelete] = useState<CourseAdminSummary | null>(null);

  const failure = (error: unknown) =>
    void notify.error(error instanceof ApiError ? (error.serverMessage ?? error.message) : t('courseAdmin.states.failed'));

  const togglePublish = async (course: CourseAdminSummary) => {
    const next = course.status === 'published' ? 'draft' : 'published';
    try {
      await save.mutateAsync({ id: course.id, body: { status: next } });
      void notify.success(t(next === 'published' ? 'courseAdmin.toast.published' : 'courseAdmin.toast.unpublished'));
    } catch (error) {
      failure(error);
    }
  };

  const finish = (message: string) => {
    setToDelete(null);
    void notify.success(message);
    // The row (and its button) may be gone: the page heading takes the focus.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      finish(t('courseAdmin.toast.deleted'));
    } catch (error) {
      setToDelete(null);
      failure(error);
    }
  };
  const confirmArchive = async () => {
    if (!toDelete) return;
    try {
      await save.mutateAsync({ id: toDelete.id, body: { status: 'archived' } });
      finish(t('courseAdmin.toast.archived'));
    } catch (error) {
      setToDelete(null);
      failure(error);
    }
  };

  const data = query.data;
  return (
    <section aria-labelledby="course-admin-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="course-admin-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-text sm:text-3xl">
          {title}
        </h1>
        <Link to="/dashboard/courses/create" className={buttonClass.primary}>
          {t('courseAdmin.list.create')}
        </Link>
      </div>
      <CourseStatsStrip />
      <CourseListFilters
        search={search}
        status={status}
        onSearch={(text) => update({ search: text }, { typed: true })}
        onStatus={(value) => update({ status: value })}
      />
      {query.isPending ? (
        <ListLoading label={t('courseAdmin.states.loading')} />
      ) : query.isError ? (
        <ListError
          message={t('courseAdmin.states.loadFailed')}
          retryLabel={t('courseAdmin.states.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !data?.courses.length ? (
        <ListEmpty message={search || status !== 'all' ? t('courseAdmin.states.noMatch') : t('courseAdmin.states.empty')} />
      ) : (
        <>
          <p role="status" className="text-text-muted">
            {t('courseAdmin.list.count', { count: data.pagination.total })}
          </p>
          <ul className="flex flex-col gap-3">
            {data.courses.map((course) => (
              <CourseRow
                key={course.id}
                course={course}
                busy={save.isPending || remove.isPending}
                onTogglePublish={(target) => void togglePublish(target)}
                onDelete={(target) => setToDelete(target)}
              />
            ))}
          </ul>
          <Pager
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            text={{
              label: t('courseAdmin.list.pagination'),
              previous: t('courseAdmin.list.previous'),
              next: t('courseAdmin.list.next'),
              status: t('courseAdmin.list.pageOf', { page: data.pagination.page, total: data.pagination.totalPages }),
            }}
            searchFor={(target) => searchFor({ page: target })}
            onNavigate={() => heading.current?.focus()}
          />
        </>
      )}
      <DeleteCourseDialog
        course={toDelete}
        busy={remove.isPending || save.isPending}
        onDelete={() => void confirmDelete()}
        onArchive={() => void confirmArchive()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
