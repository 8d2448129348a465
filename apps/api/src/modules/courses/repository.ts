import { and, asc, count, eq, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { CourseCategory, CourseStatus } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { CourseRow, LessonRow, ModuleRow } from '../../db/rows.js';
import { courseModules, courses, lessons } from '../../db/schema.js';
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
 * course by its keys).
 */
export function titleMatches(pattern: string): SQL[] {
  return [
    sql`${courses.title} ilike ${pattern}`,
    sql`exists (select 1 from jsonb_each_text(${courses.titleTranslations}) as title_text(language, text) where title_text.text ilike ${pattern})`,
  ];
}

/** One page of the courses `where` selects, in `order`, with their module and lesson counts, and the total. */
export async function pageOfCourses(db: Db, where: SQL | undefined, order: SQL[], page: { limit: number; page: number }) {
  // Written out in full: inside a sub-select the builder would drop the table names.
  const moduleCount = sql<number>`(select count(*)::int from course_modules m where m.course_id = courses.id)`;
  const lessonCount = sql<number>`(select count(*)::int from lessons l join course_modules m on l.module_id = m.id where m.course_id = courses.id)`;
  const [rows, totals] = await Promise.all([
    db
      .select({ course: courses, moduleCount, lessonCount })
      .from(courses)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ course: row.course, moduleCount: Number(row.moduleCount), lessonCount: Number(row.lessonCount) })),
    total: totals[0]?.total ?? 0,
  };
}

/** One page of courses with their module and lesson counts, in the catalogue's order, and the total. */
export function listCourses(db: Db, filter: CourseFilter) {
  return pageOfCourses(db, whereOf(filter), [asc(courses.sortOrder), asc(courses.createdAt)], filter);
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
