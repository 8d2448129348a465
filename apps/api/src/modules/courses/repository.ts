import { and, asc, count, eq, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { CourseCategory, CourseStatus } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema.js';
import { courseByIdOrSlug, loadCurriculum } from './curriculum-query.js';
import { presentCourse, presentCourseDetail } from './presenter.js';

type CourseLevel = (typeof courses.$inferSelect)['level'];

export type CourseFilter = {
  statuses: CourseStatus[];
  search?: string;
  level?: CourseLevel;
  category?: string;
  limit: number;
  page: number;
};

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function whereOf(filter: CourseFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(courses.status, filter.statuses)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    // Title in any language: the English column or any value of the translations map (values
    // only: matching the map's text would let 'hi' or 'en' find every course by its keys).
    conditions.push(
      or(
        sql`${courses.title} ilike ${pattern}`,
        sql`exists (select 1 from jsonb_each_text(${courses.titleTranslations}) as title_text(language, text) where title_text.text ilike ${pattern})`,
      ),
    );
  }
  if (filter.level) conditions.push(eq(courses.level, filter.level));
  if (filter.category) conditions.push(eq(courses.category, filter.category));
  return and(...conditions);
}

export async function listCourses(db: Db, filter: CourseFilter) {
  const where = whereOf(filter);
  // Written out in full: inside a sub-select the builder would drop the table names.
  const moduleCount = sql<number>`(select count(*)::int from course_modules m where m.course_id = courses.id)`;
  const lessonCount = sql<number>`(select count(*)::int from lessons l join course_modules m on l.module_id = m.id where m.course_id = courses.id)`;
  const [rows, totals] = await Promise.all([
    db
      .select({ course: courses, moduleCount, lessonCount })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.sortOrder), asc(courses.createdAt))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    courses: rows.map((row) => presentCourse(row.course, { moduleCount: Number(row.moduleCount), lessonCount: Number(row.lessonCount) })),
    pagination: { page: filter.page, limit: filter.limit, total, totalPages: Math.ceil(total / filter.limit) },
  };
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

/** A course by id or slug, with its outline; undefined when missing or not in `statuses`. */
export async function findCourseDetail(db: Db, idOrSlug: string, statuses: CourseStatus[]) {
  const match = courseByIdOrSlug(idOrSlug);
  const [course] = await db
    .select()
    .from(courses)
    .where(and(match, inArray(courses.status, statuses)))
    .limit(1);
  if (!course) return undefined;
  const { modules, lessons: lessonRows } = await loadCurriculum(db, course.id);
  return presentCourseDetail(course, modules, lessonRows);
}
