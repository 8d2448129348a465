import { PATHS } from '@jal/contracts/core';
import type { CourseLms, PlayerLesson } from '@jal/contracts';
import { useState } from 'react';
import { useOnline } from '@/lib/use-online';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { localized } from '@/lib/localized';
import { useCompletion } from '../hooks/use-completion';
import { useNextLessonAhead } from '../hooks/use-next-lesson-ahead';
import { LessonBar } from './lesson-bar';
import { LessonDocument } from './lesson-document';
import { LessonPractical, type PracticalPart } from './lesson-practical';
import { LessonKindIcon } from './lesson-icons';
import { LessonQuiz } from './lesson-quiz';
import { LessonText } from './lesson-text';
import { LessonVideo, WATCHED_SHARE } from './lesson-video';
import { OutlineDrawer } from './outline-drawer';
import { OutlineList } from './player-outline';

type Props = { lesson: PlayerLesson; lms: CourseLms | undefined; practicalPart?: PracticalPart };
type VideoContent = Extract<PlayerLesson['content'], { kind: 'video' }>;

/** Whether the lesson's count of watched seconds completes it, by the server's rule (a video it cannot measure does not hold the learner back). */
function videoWatchedEnough(content: VideoContent): boolean {
  if (!content.media || !content.durationSeconds) return true;
  return content.watchedSeconds >= content.durationSeconds * WATCHED_SHARE - 0.5;
}

/** The player: outline (side column or drawer), the lesson in its kind, and the way on. */
export function PlayerView({ lesson, lms, practicalPart }: Props) {
  const { t, i18n } = useTranslation();
  const title = localized(lesson.titleTranslations, i18n.language, lesson.title);
  usePageTitle(title);
  const completion = useCompletion(lesson);
  useNextLessonAhead(lesson, lms);
  const online = useOnline();
  const content = lesson.content;
  const [quizPassed, setQuizPassed] = useState(content.kind === 'quiz' && content.lastAttempt?.passed === true);
  const [reportedEnough, setWatchedEnough] = useState(false);
  // The lesson's own count grows with the reports kept offline, so it is read on every render.
  const watchedEnough = reportedEnough || (content.kind === 'video' && videoWatchedEnough(content));
  const courseTitle = lms ? localized(lms.course.titleTranslations, i18n.language, lms.course.title) : '';

  const labels = {
    text: t('learn.complete.text'),
    document: t('learn.complete.document'),
    video: t('learn.complete.video'),
    quiz: t('learn.complete.quiz'),
    practical: t('learn.complete.practical'),
  };
  // Offline nobody can say "not yet" about a video until much later: the way on waits for enough watched.
  // A practical completes when a reviewer accepts it: the learner has nothing to mark here.
  const held =
    content.kind === 'practical' || (content.kind === 'quiz' && !quizPassed) || (content.kind === 'video' && !online && !watchedEnough);
  const action = held ? null : { label: labels[content.kind], onClick: completion.complete, pending: completion.pending };

  return (
    <div className="mx-auto max-w-6xl px-4 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
      {lms ? (
        <aside aria-labelledby="outline-heading" className="hidden lg:block">
          <div className="sticky top-4 max-h-[calc(100vh-2rem)] overflow-y-auto py-8">
            <h2 id="outline-heading" className="mb-3 text-lg font-bold text-text">
              {t('learn.outline.title')}
            </h2>
            <OutlineList courseId={lesson.courseId} modules={lms.modules} lessonId={lesson.id} />
          </div>
        </aside>
      ) : null}
      {/* On a phone the lesson's own first lines come first: one line for the way back and the kind,
          a compact title; the outline waits behind a button in the lesson bar. */}
      <article className="min-w-0 pt-2 pb-6 sm:py-8">
        <div className="flex items-center justify-between gap-3 sm:block">
          <Link
            to={PATHS.courseLms(lesson.courseId)}
            className="-ms-1 flex min-h-11 min-w-0 items-center px-1 text-sm text-primary underline-offset-4 hover:underline sm:inline-flex sm:text-base"
          >
            <span className="truncate sm:break-words sm:whitespace-normal">
              {courseTitle ? t('learn.backTo', { title: courseTitle }) : t('learn.back')}
            </span>
          </Link>
          <p className="flex shrink-0 items-center gap-2 text-sm font-semibold text-secondary-strong sm:mt-4">
            <LessonKindIcon kind={lesson.kind} size={18} />
            {t(`learn.kind.${lesson.kind}`)} · {t('courses.minutes', { count: lesson.durationMinutes })}
          </p>
        </div>
        <h1 className="mt-1 max-w-[70ch] text-xl font-bold break-words text-text sm:text-4xl">{title}</h1>
        <div id="lesson-content" className="mt-3 sm:mt-6">
          {content.kind === 'text' ? <LessonText content={content} /> : null}
          {content.kind === 'video' ? (
            <LessonVideo
              courseId={lesson.courseId}
              lessonId={lesson.id}
              content={content}
              title={title}
              onWatched={(watched, duration) => setWatchedEnough(watched >= duration * WATCHED_SHARE)}
            />
          ) : null}
          {content.kind === 'document' ? <LessonDocument content={content} title={title} /> : null}
          {content.kind === 'practical' ? (
            <LessonPractical courseId={lesson.courseId} lessonId={lesson.id} content={content} practicalPart={practicalPart} />
          ) : null}
          {content.kind === 'quiz' ? (
            <LessonQuiz courseId={lesson.courseId} lessonId={lesson.id} content={content} onPassed={() => setQuizPassed(true)} />
          ) : null}
        </div>
        <div aria-live="polite" className="mt-6 max-w-[70ch] empty:hidden">
          {completion.error ? <p className="rounded-lg bg-alert-error-bg p-3 text-alert-error-text">{completion.error}</p> : null}
          {content.kind === 'video' && !watchedEnough && lesson.state !== 'completed' ? (
            <p className="text-text-muted">{t('learn.video.hint')}</p>
          ) : null}
          {content.kind === 'quiz' && !quizPassed && lesson.state !== 'completed' ? (
            <p className="text-text-muted">{t('learn.quiz.hint')}</p>
          ) : null}
          {content.kind === 'practical' && lesson.state !== 'completed' ? (
            <p className="text-text-muted">{t('learn.practical.hint')}</p>
          ) : null}
        </div>
        <LessonBar
          lesson={lesson}
          action={action}
          outline={
            lms ? (
              <OutlineDrawer>
                {(close) => <OutlineList courseId={lesson.courseId} modules={lms.modules} lessonId={lesson.id} onNavigate={close} />}
              </OutlineDrawer>
            ) : null
          }
        />
      </article>
    </div>
  );
}
