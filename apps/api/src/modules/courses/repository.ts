import { and, asc, count, eq, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { CourseCategory, CourseStatus } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { CourseRow, LessonRow, ModuleRow } from '../../db/rows.js';
import { courseModules, courseSearchText, courses, lessons } from '../../db/schema.js';
import { escapeLike } from '../../lib/like.js';

type CourseLevel = CourseRow['level'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The condition matching a course named by its id or its slug (every course route accepts both). */
function courseByIdOrSlug(idOrSlug: string) {
  return UUID.test(idOrSlug) ? eq(courses.id, idOrSlug) : eq(courses.slug, idOrSlug);
}

/** A course's modules in order, and their lessons ordered within each module. */
export async function loadCurriculum(db: Db, courseId: string): Promise<{ modules: ModuleRow[]; lessons: LessonRow[] }> {
  const modules = await db.select().from(courseModules).where(eq(courseModules.courseId, courseId)).orderBy(asc(courseModules.sortOrder));
  const moduleIds = modules.map((module) => module.id);
  const lessonRows = moduleIds.length
    ? await db.select().from(lessons).where(inArray(lessons.moduleId, moduleIds)).orderBy(asc(lessons.sortOrder))
    : [];
  return { modules, lessons: lessonRows };
}

/** A course by id or slug, if its status is one of `statuses`. */
export async function findCourseByIdOrSlug(db: Db, idOrSlug: string, statuses: CourseStatus[]): Promise<CourseRow | undefined> {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(courseByIdOrSlug(idOrSlug), inArray(courses.status, statuses)))
    .limit(1);
  return course;
}

export type CourseFilter = {
  statuses: CourseStatus[];
  search?: string;
  level?: CourseLevel;
  category?: string;
  limit: number;
  page: number;
};

function whereOf(filter: CourseFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(courses.status, filter.statuses)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(...titleMatches(pattern)));
  }
  if (filter.level) conditions.push(eq(courses.level, filter.level));
  if (filter.category) conditions.push(eq(courses.category, filter.category));
  return and(...conditions);
}

/**
 * The conditions of a title search, in any language: the English column or any value of the
 * translations map (values only: matching the map's text would let 'hi' or 'en' find every
 * course by its keys), read through their trigram index.
 */
export function titleMatches(pattern: string): SQL[] {
  return [sql`${courseSearchText('courses.')} ilike ${pattern}`];
}

/**
 * One page of the courses `where` selects, in `order`, with their module and lesson counts: the
 * page read from the index first, then the counts of its courses only (counted beside the page,
 * they would be counted for every course the offset skips).
 */
async function coursesOfPage(db: Db, where: SQL | undefined, order: SQL[], page: { limit: number; page: number }) {
  const rows = await db
    .select()
    .from(courses)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const counts = rows.length
    ? await curriculumCounts(
        db,
        rows.map((row) => row.id),
      )
    : new Map<string, { modules: number; lessons: number }>();
  return rows.map((course) => ({
    course,
    moduleCount: counts.get(course.id)?.modules ?? 0,
    lessonCount: counts.get(course.id)?.lessons ?? 0,
  }));
}

/** How many modules and lessons each of `ids` has. */
async function curriculumCounts(db: Db, ids: string[]) {
  const rows = await db
    .select({
      courseId: courseModules.courseId,
      modules: sql<number>`count(distinct ${courseModules.id})::int`,
      lessons: sql<number>`count(${lessons.id})::int`,
    })
    .from(courseModules)
    .leftJoin(lessons, eq(lessons.moduleId, courseModules.id))
    .where(inArray(courseModules.courseId, ids))
    .groupBy(courseModules.courseId);
  return new Map(rows.map((row) => [row.courseId, { modules: Number(row.modules), lessons: Number(row.lessons) }]));
}

async function countOf(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(courses).where(where);
  return row?.total ?? 0;
}

/** One page of the courses `where` selects, in `order`, with their module and lesson counts, and the total. */
export async function pageOfCourses(db: Db, where: SQL | undefined, order: SQL[], page: { limit: number; page: number }) {
  const [rows, total] = await Promise.all([coursesOfPage(db, where, order, page), countOf(db, where)]);
  return { rows, total };
}

/** The catalogue's order: read from the (status, sort_order, created_at) index. */
const CATALOGUE_ORDER = [asc(courses.sortOrder), asc(courses.createdAt)];

/** One page of courses with their module and lesson counts, in the catalogue's order, and the total. */
export function listCourses(db: Db, filter: CourseFilter) {
  return pageOfCourses(db, whereOf(filter), CATALOGUE_ORDER, filter);
}

/** One page of courses in the catalogue's order (the total known already). */
export function catalogueRows(db: Db, filter: CourseFilter) {
  return coursesOfPage(db, whereOf(filter), CATALOGUE_ORDER, filter);
}

/** How many courses the filter selects (its page and limit aside). */
export function countCourses(db: Db, filter: Omit<CourseFilter, 'page' | 'limit'>) {
  return countOf(db, whereOf({ ...filter, page: 1, limit: 1 }));
}

/** Categories of published courses with their counts, in the catalogue's own order. */
export async function listPublishedCategories(db: Db): Promise<CourseCategory[]> {
  const rows = await db
    .select({ category: courses.category, count: count() })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .groupBy(courses.category)
    .orderBy(min(courses.sortOrder), asc(courses.category));
  return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}
