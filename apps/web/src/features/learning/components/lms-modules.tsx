import { PATHS } from '@jal/contracts/core';
import type { LmsLesson, LmsModule } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/lib/localized';
import type { DownloadParts } from './download-parts';
import { LessonKindIcon, LessonStateIcon, STATE_TEXT_CLASS } from './lesson-icons';

type LessonSize = DownloadParts['lessonDownloadSize'];

function LessonRow({
  courseId,
  lesson,
  current,
  lessonSize: LessonDownloadSize,
}: {
  courseId: string;
  lesson: LmsLesson;
  current: boolean;
  lessonSize: LessonSize;
}) {
  const { t, i18n } = useTranslation();
  const title = localized(lesson.titleTranslations, i18n.language, lesson.title);
  const locked = lesson.state === 'locked';
  const meta = `${t(`learn.kind.${lesson.kind}`)} · ${t('courses.minutes', { count: lesson.durationMinutes })}`;
  return (
    <li className="flex items-start gap-3 py-2">
      <span className="mt-3 text-text-muted">
        <LessonKindIcon kind={lesson.kind} />
      </span>
      <div className="min-w-0 flex-1">
        {locked ? (
          <span className="flex min-h-11 items-center font-semibold text-text-muted">{title}</span>
        ) : (
          <Link
            to={PATHS.learn(courseId, lesson.id)}
            aria-current={current ? 'step' : undefined}
            className="flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            {title}
          </Link>
        )}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="text-text-muted">{meta}</span>
          <span className={`inline-flex items-center gap-1.5 font-semibold ${STATE_TEXT_CLASS[lesson.state]}`}>
            <LessonStateIcon state={lesson.state} size={18} />
            {t(`learn.state.${lesson.state}`)}
          </span>
          {LessonDownloadSize ? <LessonDownloadSize courseId={courseId} lessonId={lesson.id} /> : null}
        </p>
      </div>
    </li>
  );
}

/** The course's modules, each with its lessons and their states. */
export function LmsModules({
  courseId,
  modules,
  currentLessonId,
  lessonSize,
}: {
  courseId: string;
  modules: LmsModule[];
  currentLessonId: string | null;
  /** Each lesson's download size (an enrolled learner's page). */
  lessonSize?: LessonSize;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="lms-modules-heading" className="min-w-0">
      <h2 id="lms-modules-heading" className="text-2xl font-bold text-text">
        {t('lms.modules')}
      </h2>
      <ol className="mt-4 space-y-5">
        {modules.map((module, index) => (
          <li key={module.id} className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
            <h3 className="text-lg font-bold text-text">
              {t('lms.moduleTitle', { number: index + 1, title: localized(module.titleTranslations, i18n.language, module.title) })}
            </h3>
            {module.description ? (
              <p className="mt-1 text-text-muted">{localized(module.descriptionTranslations, i18n.language, module.description)}</p>
            ) : null}
            <ol className="mt-2 divide-y divide-border">
              {module.lessons.map((lesson) => (
                <LessonRow
                  key={lesson.id}
                  courseId={courseId}
                  lesson={lesson}
                  current={lesson.id === currentLessonId}
                  lessonSize={lessonSize}
                />
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}
