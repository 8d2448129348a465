import { PATHS } from '@jal/contracts/core';
import type { CourseLms, PlayerLesson } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Redirect } from '@/lib/redirect';
import { LoadingScreen } from '@/components/loading-screen';
import { ApiError } from '@/lib/api-client';
import { useLesson } from '../api/get-lesson';
import { useLms } from '../api/use-lms';
import { useOfflineSync } from '../offline-progress/sync/use-offline-sync';
import { useOnline } from '@/lib/use-online';
import {
  isMissing,
  isOfflineFailure,
  LearningNotFound,
  LoadError,
  MessagePage,
  OfflineIndicator,
  OfflineNotDownloaded,
} from '../components/page-states';
import type { PracticalPart } from '../components/lesson-practical';
import { PlayerView } from '../components/player-view';

/** Where /learn/:courseId opens: the current lesson, the first one to review, or the LMS page. */
function resumeTarget(lms: CourseLms): string {
  if (!lms.enrolled) return PATHS.courseLms(lms.course.id);
  const lessonId = lms.currentLessonId ?? lms.modules.flatMap((module) => module.lessons)[0]?.id;
  return lessonId ? PATHS.learn(lms.course.id, lessonId) : PATHS.courseLms(lms.course.id);
}

function ResumeRedirect({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const query = useLms(courseId);
  if (isOfflineFailure(query)) return <OfflineNotDownloaded retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingScreen text={t('learn.loading')} />;
  if (query.isError) {
    if (isMissing(query.error)) return <LearningNotFound />;
    return <LoadError text={t('learn.error')} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <Redirect to={resumeTarget(query.data)} />;
}

function LessonPage({ courseId, lessonId, practicalPart }: { courseId: string; lessonId: string; practicalPart?: PracticalPart }) {
  const { t } = useTranslation();
  const lms = useLms(courseId);
  const query = useLesson(courseId, lessonId);
  const online = useOnline();
  // Not enrolled yet (e.g. a shared lesson link): the course page offers Start.
  if (lms.data && !lms.data.enrolled) return <Redirect to={PATHS.courseLms(lms.data.course.id)} />;
  if (isOfflineFailure(query)) return <OfflineNotDownloaded retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingScreen text={t('learn.loading')} />;
  if (query.isError) {
    if (isMissing(query.error)) return <LearningNotFound />;
    if (query.error instanceof ApiError && query.error.status === 403) return <LockedLesson courseId={courseId} />;
    return <LoadError text={t('learn.error')} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const lesson = openedOnThePhone(query.data, lms.data);
  if (lesson.state === 'locked') return <LockedLesson courseId={courseId} />;
  return (
    <>
      {online ? null : <OfflineIndicator />}
      <PlayerView key={lesson.id} lesson={lesson} lms={lms.data} practicalPart={practicalPart} />
    </>
  );
}

function LockedLesson({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('learn.locked.title')}
      text={t('learn.locked.text')}
      to={PATHS.courseLms(courseId)}
      linkText={t('learn.locked.back')}
    />
  );
}

/**
 * A lesson downloaded before it unlocked is stored as locked: it opens once the course's progress
 * on the phone (the server's with what waits to be sent) has opened it.
 */
function openedOnThePhone(lesson: PlayerLesson, lms: CourseLms | undefined): PlayerLesson {
  if (lesson.state !== 'locked') return lesson;
  const state = lms?.modules.flatMap((module) => module.lessons).find((candidate) => candidate.id === lesson.id)?.state;
  return state ? { ...lesson, state } : lesson;
}

/** /learn/:courseId/:lessonId? — the learning player; `practicalPart`: a practical's form and submissions, handed in by the app. */
export function LearnPage({ practicalPart }: { practicalPart?: PracticalPart }) {
  const { courseId = '', lessonId } = useParams();
  useOfflineSync();
  return lessonId ? (
    <LessonPage courseId={courseId} lessonId={lessonId} practicalPart={practicalPart} />
  ) : (
    <ResumeRedirect courseId={courseId} />
  );
}

export default LearnPage;
