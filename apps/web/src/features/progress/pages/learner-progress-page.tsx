import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { localized } from '@/lib/localized';
import { useLearnerProgress } from '../api/progress';
import { formatDate } from '@/lib/locale-format';

/** One learner: their batches, and every course with lesson-level progress, quiz attempts and certificates. */
export function LearnerProgressPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useLearnerProgress(id);
  const data = query.data;
  usePageTitle(data ? t('learner.title', { name: data.learner.name }) : t('programmes.tabs.users'));
  const day = (value: string) => formatDate(value, i18n.language);
  return (
    <section>
      {data ? (
        <>
          <h1 className="text-2xl font-bold text-text sm:text-3xl">{t('learner.title', { name: data.learner.name })}</h1>
          <p className="break-words text-text-muted">
            {[
              data.learner.email,
              data.learner.mobile ? t('dashboard.admin.users.mobileShown', { mobile: data.learner.mobile }) : '',
              data.learner.organizationName ?? '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <h2 className="mt-4 text-lg font-bold">{t('learner.batches')}</h2>
          {data.batches.length ? (
            <ul className="flex flex-wrap gap-2">
              {data.batches.map((batch) => (
                <li key={batch.id}>
                  <Link
                    to={`/dashboard/users/batches/${batch.id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-primary underline"
                  >
                    {batch.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-text-muted">{t('learner.noBatches')}</p>
          )}
          {data.courses.length === 0 ? <p className="mt-4 text-text-muted">{t('learner.noCourses')}</p> : null}
          {data.courses.map((course) => {
            const title = localized(course.titleTranslations, i18n.language, course.title);
            return (
              <article
                key={course.courseId}
                aria-labelledby={`course-${course.courseId}`}
                className="mt-6 rounded-2xl border border-border bg-surface p-4"
              >
                <h2 id={`course-${course.courseId}`} className="text-xl font-bold">
                  {title}
                </h2>
                <p className="text-sm text-text-muted">
                  {t('learner.enrolledOn', { date: day(course.enrolledAt) })} ·{' '}
                  {course.completedAt
                    ? t('board.completedOn', { date: day(course.completedAt) })
                    : t('board.percentDone', { percent: course.percent })}
                  {course.dueOn ? ` · ${t('board.dueOn', { date: day(course.dueOn) })}` : ''}
                </p>
                {course.overdue ? <p className="font-bold text-danger">{t('board.overdue')}</p> : null}
                {course.certificate ? (
                  <p className="text-sm font-semibold">
                    {t('board.certificate')} {course.certificate.code} ({day(course.certificate.issuedAt)})
                    {course.certificate.revoked ? ` · ${t('learner.revoked')}` : ''}
                  </p>
                ) : null}
                <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
                  <table className="min-w-full text-sm">
                    <thead className="bg-surface-muted text-left">
                      <tr>
                        <th scope="col" className="px-3 py-2">
                          {t('learner.lesson')}
                        </th>
                        <th scope="col" className="px-3 py-2">
                          {t('learner.status')}
                        </th>
                        <th scope="col" className="px-3 py-2">
                          {t('learner.quiz')}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-border">
                      {course.lessons.map((lesson) => (
                        <tr key={lesson.id}>
                          <th scope="row" className="px-3 py-2 text-left font-normal">
                            {localized(lesson.titleTranslations, i18n.language, lesson.title)}
                          </th>
                          <td className="px-3 py-2">
                            {lesson.status === 'completed'
                              ? t('board.completedOn', { date: lesson.completedAt ? day(lesson.completedAt) : '' })
                              : lesson.status === 'in-progress'
                                ? t('learner.inProgress')
                                : t('board.state.notStarted')}
                          </td>
                          <td className="px-3 py-2">
                            {lesson.quizAttempts.length
                              ? lesson.quizAttempts
                                  .map(
                                    (attempt) =>
                                      `${t('learner.attempt', { score: attempt.score, date: day(attempt.submittedAt) })} (${attempt.passed ? t('learner.passed') : t('learner.failed')})`,
                                  )
                                  .join('; ')
                              : t('learner.noAttempts')}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </article>
            );
          })}
        </>
      ) : null}
    </section>
  );
}
