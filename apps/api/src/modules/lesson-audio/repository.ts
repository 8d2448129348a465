import { and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/queries.js';
import type { CourseRow, LessonAudioRow, LessonRow } from '../../db/rows.js';
import { courseModules, courses, lessonAudio, lessons } from '../../db/schema.js';

/** A text lesson with the id and status of its course. */
export type TextLesson = Pick<LessonRow, 'id' | 'content'> & {
  courseId: string;
  courseSlug: string;
  courseStatus: CourseRow['status'];
};

export function findTextLesson(db: Db, lessonId: string): Promise<TextLesson | undefined> {
  return firstRow(
    db
      .select({ id: lessons.id, content: lessons.content, courseId: courses.id, courseSlug: courses.slug, courseStatus: courses.status })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .innerJoin(courses, eq(courses.id, courseModules.courseId))
      .where(and(eq(lessons.id, lessonId), eq(lessons.kind, 'text')))
      .limit(1),
  );
}

/** The ids of a course's text lessons, in no particular order. */
export async function textLessonIdsOfCourse(db: Db, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(and(eq(courseModules.courseId, courseId), eq(lessons.kind, 'text')));
  return rows.map((row) => row.id);
}

/** The ids of every text lesson of a published course, oldest course first. */
export async function publishedTextLessonIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(and(eq(courses.status, 'published'), eq(lessons.kind, 'text')))
    .orderBy(asc(courses.createdAt), asc(courseModules.sortOrder), asc(lessons.sortOrder));
  return rows.map((row) => row.id);
}

/** The ids of the lessons, in any course, with audio made before Opus was kept (no Opus copy yet). */
export async function lessonIdsLackingOpus(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ id: lessonAudio.lessonId }).from(lessonAudio).where(isNull(lessonAudio.opusStoragePath));
  return rows.map((row) => row.id);
}

export function audioOfLesson(db: Db, lessonId: string): Promise<LessonAudioRow[]> {
  return db.select().from(lessonAudio).where(eq(lessonAudio.lessonId, lessonId)).orderBy(asc(lessonAudio.language));
}

/** A lesson's audio with the id of its course (its URL names both). */
export function audioWithCourseOf(db: Db, lessonId: string): Promise<(LessonAudioRow & { courseId: string })[]> {
  return db
    .select({ ...getTableColumns(lessonAudio), courseId: courseModules.courseId })
    .from(lessonAudio)
    .innerJoin(lessons, eq(lessons.id, lessonAudio.lessonId))
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessonAudio.lessonId, lessonId))
    .orderBy(asc(lessonAudio.language));
}

export function audioOfLessons(db: Db, lessonIds: string[]): Promise<LessonAudioRow[]> {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return db.select().from(lessonAudio).where(inArray(lessonAudio.lessonId, lessonIds)).orderBy(asc(lessonAudio.language));
}

export function findAudio(db: Db, lessonId: string, language: string): Promise<LessonAudioRow | undefined> {
  return firstRow(
    db
      .select()
      .from(lessonAudio)
      .where(and(eq(lessonAudio.lessonId, lessonId), eq(lessonAudio.language, language)))
      .limit(1),
  );
}

/** Records a lesson's audio in one language, replacing what was there. */
export async function saveAudio(db: Db, row: Omit<LessonAudioRow, 'createdAt'>) {
  const { lessonId: _lessonId, language: _language, ...changes } = row;
  await db
    .insert(lessonAudio)
    .values(row)
    .onConflictDoUpdate({ target: [lessonAudio.lessonId, lessonAudio.language], set: { ...changes, createdAt: new Date() } });
}

/**
 * Records the Opus copy of a reading, only while the row still holds the text it was read from.
 * Whether it was recorded.
 */
export async function saveOpusCopy(
  db: Db,
  reading: Pick<LessonAudioRow, 'lessonId' | 'language' | 'textHash'>,
  copy: { opusStoragePath: string; opusSizeBytes: number },
): Promise<boolean> {
  const rows = await db
    .update(lessonAudio)
    .set(copy)
    .where(
      and(
        eq(lessonAudio.lessonId, reading.lessonId),
        eq(lessonAudio.language, reading.language),
        eq(lessonAudio.textHash, reading.textHash),
      ),
    )
    .returning({ lessonId: lessonAudio.lessonId });
  return rows.length > 0;
}

export async function deleteAudio(db: Db, lessonId: string, language: string) {
  await db.delete(lessonAudio).where(and(eq(lessonAudio.lessonId, lessonId), eq(lessonAudio.language, language)));
}
