import { and, asc, count, desc, eq, inArray, like, max, or, sql, type SQL } from 'drizzle-orm';
import type { CourseAdminListQuery } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { firstRow, hasRow } from '../../db/queries.js';
import type { CourseRow, NewCourseRow, NewModuleRow } from '../../db/rows.js';
import { courseModules, courses, enrolments, lessons, mediaFiles } from '../../db/schema.js';
import { escapeLike } from '../../lib/like.js';
import { pageOfCourses, titleMatches } from '../courses/repository.js';

type LessonValues = Pick<typeof lessons.$inferInsert, 'title' | 'titleTranslations' | 'kind' | 'durationMinutes' | 'content'>;

function whereOf(query: CourseAdminListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status && query.status !== 'all') conditions.push(eq(courses.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // Any language (see titleMatches), or the slug.
    conditions.push(or(...titleMatches(pattern), sql`${courses.slug} ilike ${pattern}`)!);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

const ORDER: Record<NonNullable<CourseAdminListQuery['sort']>, SQL[]> = {
  updated: [desc(courses.updatedAt), asc(courses.id)],
  created: [desc(courses.createdAt), asc(courses.id)],
  title: [sql`lower(${courses.title})`, asc(courses.id)],
  order: [asc(courses.sortOrder), asc(courses.createdAt)],
};

/** One page of courses of any status with their module and lesson counts, and the total. */
export function listAdminCourses(db: Db, query: CourseAdminListQuery) {
  return pageOfCourses(db, whereOf(query), ORDER[query.sort ?? 'updated'], query);
}

export function findCourse(db: Db, id: string): Promise<CourseRow | undefined> {
  return firstRow(db.select().from(courses).where(eq(courses.id, id)).limit(1));
}

export function courseExists(db: Db, id: string): Promise<boolean> {
  return hasRow(db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).limit(1));
}

/** Every course, in the catalogue's order. */
export function listAllCourses(db: Db): Promise<CourseRow[]> {
  return db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.createdAt));
}

/** The slugs that start with `base` (to find the first one free). */
export async function slugsStartingWith(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(like(courses.slug, `${base}%`));
  return new Set(rows.map((row) => row.slug));
}

/** Inserts a course last in the catalogue's order; returns its id. */
export async function insertCourse(db: Db, values: Omit<NewCourseRow, 'sortOrder'>): Promise<string> {
  const [last] = await db.select({ order: max(courses.sortOrder) }).from(courses);
  const [row] = await db
    .insert(courses)
    .values({ ...values, sortOrder: (last?.order ?? 0) + 1 })
    .returning({ id: courses.id });
  return row!.id;
}

/** Applies the changes; false when the course does not exist. */
export async function updateCourse(db: Db, id: string, changes: Partial<NewCourseRow>): Promise<boolean> {
  const updated = await db
    .update(courses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return updated.length > 0;
}

export async function deleteCourse(db: Db, id: string) {
  await db.delete(courses).where(eq(courses.id, id));
}

/** Courses per status, and the numbers of modules, lessons and enrolments on the server. */
export async function courseCounts(db: Db) {
  const [statusRows, [modules], [lessonTotal], [enrolmentTotal]] = await Promise.all([
    db.select({ status: courses.status, total: count() }).from(courses).groupBy(courses.status),
    db.select({ total: count() }).from(courseModules),
    db.select({ total: count() }).from(lessons),
    db.select({ total: count() }).from(enrolments),
  ]);
  return {
    byStatus: statusRows.map((row) => ({ status: row.status, total: Number(row.total) })),
    modules: Number(modules?.total ?? 0),
    lessons: Number(lessonTotal?.total ?? 0),
    enrolments: Number(enrolmentTotal?.total ?? 0),
  };
}

/** Enrolments per course id (courses with none are absent). */
export async function enrolmentCounts(db: Db, courseIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (courseIds.length === 0) return counts;
  const rows = await db
    .select({ courseId: enrolments.courseId, total: count() })
    .from(enrolments)
    .where(inArray(enrolments.courseId, courseIds))
    .groupBy(enrolments.courseId);
  for (const row of rows) counts.set(row.courseId, Number(row.total));
  return counts;
}

/** Which of these media file ids exist. */
export async function existingMediaIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(inArray(mediaFiles.id, ids));
  return new Set(rows.map((row) => row.id));
}

export function moduleInCourse(db: Db, courseId: string, moduleId: string): Promise<boolean> {
  return hasRow(
    db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)))
      .limit(1),
  );
}

/** The lesson with its module, if it belongs to the course. */
export function lessonInCourse(db: Db, courseId: string, lessonId: string) {
  return firstRow(
    db
      .select({ id: lessons.id, moduleId: lessons.moduleId })
      .from(lessons)
      .innerJoin(courseModules, eq(lessons.moduleId, courseModules.id))
      .where(and(eq(lessons.id, lessonId), eq(courseModules.courseId, courseId)))
      .limit(1),
  );
}

/** The course's length becomes the sum of its lessons'; its updatedAt marks the curriculum change. */
export async function touchCourse(db: Db, courseId: string) {
  await db
    .update(courses)
    .set({
      durationMinutes: sql`(select coalesce(sum(l.duration_minutes), 0)::int from lessons l join course_modules m on l.module_id = m.id where m.course_id = ${courseId})`,
      updatedAt: new Date(),
    })
    .where(eq(courses.id, courseId));
}

/** Inserts a module last in the course. */
export async function insertModule(db: Db, courseId: string, values: Omit<NewModuleRow, 'courseId' | 'sortOrder'>) {
  const [last] = await db
    .select({ order: max(courseModules.sortOrder) })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  await db.insert(courseModules).values({ ...values, courseId, sortOrder: (last?.order ?? -1) + 1 });
}

export async function updateModule(db: Db, moduleId: string, values: Partial<NewModuleRow>) {
  await db.update(courseModules).set(values).where(eq(courseModules.id, moduleId));
}

export async function deleteModule(db: Db, moduleId: string) {
  await db.delete(courseModules).where(eq(courseModules.id, moduleId));
}

export async function moduleIdsOf(db: Db, courseId: string): Promise<string[]> {
  const rows = await db.select({ id: courseModules.id }).from(courseModules).where(eq(courseModules.courseId, courseId));
  return rows.map((row) => row.id);
}

/** Gives the modules their positions in the order of `ids`, in one transaction. */
export async function writeModuleOrder(db: Db, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await tx.update(courseModules).set({ sortOrder: index }).where(eq(courseModules.id, id));
  });
}

/** Inserts a lesson last in the module. */
export async function insertLesson(db: Db, moduleId: string, values: LessonValues) {
  const [last] = await db
    .select({ order: max(lessons.sortOrder) })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId));
  await db.insert(lessons).values({ ...values, moduleId, sortOrder: (last?.order ?? -1) + 1 });
}

export async function updateLesson(db: Db, lessonId: string, values: LessonValues) {
  await db.update(lessons).set(values).where(eq(lessons.id, lessonId));
}

export async function deleteLesson(db: Db, lessonId: string) {
  await db.delete(lessons).where(eq(lessons.id, lessonId));
}

/** The module's lesson ids in their order. */
export async function lessonIdsOf(db: Db, moduleId: string): Promise<string[]> {
  const rows = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.moduleId, moduleId)).orderBy(asc(lessons.sortOrder));
  return rows.map((row) => row.id);
}

/** Puts the lessons of `ids` in the module, at the positions of `ids`, in one transaction. */
export async function writeLessonOrder(db: Db, moduleId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx.update(lessons).set({ sortOrder: index, moduleId }).where(eq(lessons.id, id));
    }
  });
}
