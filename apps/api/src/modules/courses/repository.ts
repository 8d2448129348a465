import { and, asc, count, desc, eq, inArray, like, max, min, or, sql, type SQL } from 'drizzle-orm';
import type { CourseAdminListQuery, CourseCategory, CourseStatus } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { firstRow, hasRow } from '../../db/queries.js';
import type { CourseRow, LessonRow, ModuleRow, NewCourseRow, NewModuleRow } from '../../db/rows.js';
import { courseModules, courseSearchText, courses, lessons } from '../../db/schema.js';
import { escapeLike } from '../../lib/like.js';

type CourseLevel = CourseRow['level'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The condition matching a course named by its id or its slug (every course route accepts both). */
function courseByIdOrSlug(idOrSlug: string) {
  return UUID.test(idOrSlug) ? eq(courses.id, idOrSlug) : eq(courses.slug, idOrSlug);
}

/** Courses by id with what a list or a notice names of them, in the catalogue's order (then by title). */
export function courseSummaries(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      titleTranslations: courses.titleTranslations,
      status: courses.status,
    })
    .from(courses)
    .where(inArray(courses.id, ids))
    .orderBy(asc(courses.sortOrder), asc(courses.title));
}

/** Each course's first lesson in learning order (module order, then lesson order); absent when it has none. */
export async function firstLessonIds(db: Db, courseIds: string[]): Promise<Map<string, string>> {
  if (!courseIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([courseModules.courseId], { courseId: courseModules.courseId, lessonId: lessons.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(inArray(courseModules.courseId, courseIds))
    .orderBy(courseModules.courseId, asc(courseModules.sortOrder), asc(lessons.sortOrder));
  return new Map(rows.map((row) => [row.courseId, row.lessonId]));
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

// The course editor's queries (course-admin): every status, the curriculum's writes.

type LessonValues = Pick<typeof lessons.$inferInsert, 'title' | 'titleTranslations' | 'kind' | 'durationMinutes' | 'content'>;

function adminWhereOf(query: CourseAdminListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status && query.status !== 'all') conditions.push(eq(courses.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // Any language (see titleMatches), or the slug.
    conditions.push(or(...titleMatches(pattern), sql`${courses.slug} ilike ${pattern}`)!);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

const ADMIN_ORDER: Record<NonNullable<CourseAdminListQuery['sort']>, SQL[]> = {
  updated: [desc(courses.updatedAt), asc(courses.id)],
  created: [desc(courses.createdAt), asc(courses.id)],
  title: [sql`lower(${courses.title})`, asc(courses.id)],
  order: [asc(courses.sortOrder), asc(courses.createdAt)],
};

/** One page of courses of any status with their module and lesson counts, and the total. */
export function listAdminCourses(db: Db, query: CourseAdminListQuery) {
  return pageOfCourses(db, adminWhereOf(query), ADMIN_ORDER[query.sort ?? 'updated'], query);
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

/** Courses per status, and the numbers of modules and lessons on the server. */
export async function courseCounts(db: Db) {
  const [statusRows, [modules], [lessonTotal]] = await Promise.all([
    db.select({ status: courses.status, total: count() }).from(courses).groupBy(courses.status),
    db.select({ total: count() }).from(courseModules),
    db.select({ total: count() }).from(lessons),
  ]);
  return {
    byStatus: statusRows.map((row) => ({ status: row.status, total: Number(row.total) })),
    modules: Number(modules?.total ?? 0),
    lessons: Number(lessonTotal?.total ?? 0),
  };
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
