import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { MyEnrolments } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { courseModules, courses, enrolments, lessonProgress, lessons } from '../../db/schema.js';
import { presentCourse } from '../courses/presenter.js';
import { lessonStates, summarize } from './rules.js';

/** The caller's courses (published ones), most recently enrolled first, with their progress. */
export async function listMyEnrolments(db: Db, userId: string): Promise<MyEnrolments> {
  const rows = await db
    .select({ enrolment: enrolments, course: courses })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.userId, userId), eq(courses.status, 'published')))
    .orderBy(desc(enrolments.enrolledAt));
  if (rows.length === 0) return { enrolments: [] };
  const courseIds = rows.map((row) => row.course.id);
  const [modules, lessonRows, progressRows] = await Promise.all([
    db.select().from(courseModules).where(inArray(courseModules.courseId, courseIds)),
    db
      .select({ lesson: lessons, courseId: courseModules.courseId, moduleOrder: courseModules.sortOrder })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .where(inArray(courseModules.courseId, courseIds))
      .orderBy(asc(courseModules.sortOrder), asc(lessons.sortOrder)),
    db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, courseIds))),
  ]);
  const progress = new Map(progressRows.map((row) => [row.lessonId, row]));
  return {
    enrolments: rows.map(({ enrolment, course }) => {
      const courseLessons = lessonRows.filter((row) => row.courseId === course.id).map((row) => row.lesson);
      const summary = summarize(courseLessons, lessonStates(courseLessons, progress));
      return {
        course: presentCourse(course, {
          moduleCount: modules.filter((module) => module.courseId === course.id).length,
          lessonCount: courseLessons.length,
        }),
        enrolledAt: enrolment.enrolledAt.toISOString(),
        completedAt: enrolment.completedAt?.toISOString() ?? null,
        progress: summary.progress,
        currentLessonId: summary.currentLessonId,
      };
    }),
  };
}
