import type { CourseLms, PlayerLesson } from '@jal/contracts';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLowDataMode } from '@/lib/settings/low-data';
import { useOnline } from '@/lib/use-online';
import { whenIdle } from '@/lib/when-idle';
import { fetchLessonAhead } from '../api/get-lesson';

type Conditions = { nextLessonId: string | null; nextOpen: boolean; lowData: boolean; online: boolean; busy: boolean };

/**
 * Whether to fetch the next lesson now: there is one, it is open to the learner (a locked lesson
 * answers nothing), the link is free (nothing else being fetched or sent) and the learner has not
 * asked to save data.
 */
export function fetchesNextAhead({ nextLessonId, nextOpen, lowData, online, busy }: Conditions): boolean {
  return nextLessonId !== null && nextOpen && !lowData && online && !busy;
}

/** Whether the lesson after `lesson` is open: this one is done, or the course's outline says so. */
function nextIsOpen(lesson: PlayerLesson, lms: CourseLms | undefined): boolean {
  if (lesson.state === 'completed') return true;
  const next = lms?.modules.flatMap((module) => module.lessons).find((candidate) => candidate.id === lesson.nextLessonId);
  return next !== undefined && next.state !== 'locked';
}

/** While a lesson is open and the link idle, the next lesson comes in the background, so "Next" opens at once. */
export function useNextLessonAhead(lesson: PlayerLesson, lms: CourseLms | undefined) {
  const lowData = useLowDataMode();
  const online = useOnline();
  const busy = useIsFetching() + useIsMutating() > 0;
  const nextLessonId = lesson.nextLessonId;
  const nextOpen = nextIsOpen(lesson, lms);
  useEffect(() => {
    if (nextLessonId === null || !fetchesNextAhead({ nextLessonId, nextOpen, lowData, online, busy })) return;
    let wanted = true;
    whenIdle(() => {
      if (wanted) fetchLessonAhead(lesson.courseId, nextLessonId);
    });
    return () => {
      wanted = false;
    };
  }, [lesson.courseId, nextLessonId, nextOpen, lowData, online, busy]);
}
