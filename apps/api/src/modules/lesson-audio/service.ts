import { isAdminRole, type AudioFormat, type LessonAudio } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { LessonAudioRow, UserRow } from '../../db/rows.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { isEnrolled } from '../enrolments/service.js';
import { audioFile, presentAudio } from './presenter.js';
import { audioWithCourseOf, findAudio, findTextLesson } from './repository.js';

/** A text lesson's audio for the player: one per language made so far (none without a synthesizer). */
export async function lessonAudioList(db: Db, lessonId: string): Promise<LessonAudio[]> {
  const rows = await audioWithCourseOf(db, lessonId);
  return rows.map(({ courseId, ...row }) => presentAudio(courseId, row));
}

/**
 * The audio file a caller may hear, by the rules of the lesson itself: a published course's
 * lesson for its enrolled learners (every lesson, as a download holds them all), any course's
 * lesson for administrators. 404 for a course, lesson, language or format that has none; 403 for
 * a course not published or not enrolled in.
 */
export async function audioForCaller(
  db: Db,
  user: UserRow,
  asked: { idOrSlug: string; lessonId: string; language: string; format: AudioFormat },
): Promise<{ row: LessonAudioRow; file: { storagePath: string; sizeBytes: number } }> {
  const { idOrSlug, lessonId, language, format } = asked;
  const lesson = await findTextLesson(db, lessonId);
  if (!lesson || (lesson.courseId !== idOrSlug && lesson.courseSlug !== idOrSlug)) throw notFound('This course has no such text lesson.');
  if (!isAdminRole(user.role)) {
    if (lesson.courseStatus !== 'published') throw forbidden('This course is not published.');
    if (!(await isEnrolled(db, user.id, lesson.courseId))) throw forbidden('Enrol in this course first.').coded('NOT_ENROLLED');
  }
  const row = await findAudio(db, lessonId, language);
  if (!row) throw notFound('This lesson has no audio in this language.');
  const file = audioFile(row, format);
  if (!file) throw notFound('This lesson has no audio in this format yet.');
  return { row, file };
}

// The offline package holds the audio of a course's text lessons, in the format the device plays.
export { audioOfLessons } from './repository.js';
export { audioFile, audioPath } from './presenter.js';
