import { asc, count, desc, eq, max, or, sql, type SQL } from 'drizzle-orm';
import type { CourseAdminListQuery, CourseCreateBody, CourseStats, CourseStatus, CourseUpdateBody } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { courseModules, courses, lessons } from '../../db/schema.js';
import { loadCurriculum } from '../courses/curriculum-query.js';
import { enrolmentCounts, totalEnrolments } from './enrolments.js';
import { presentAdminCourse, presentAdminDetail } from './presenter.js';
import { uniqueSlug } from './slug.js';
import { cleanMap } from './text-maps.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(query: CourseAdminListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status && query.status !== 'all') conditions.push(eq(courses.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // Any language: the English column, the slug, or any value of the title map.
    conditions.push(
      or(
        sql`${courses.title} ilike ${pattern}`,
        sql`${courses.slug} ilike ${pattern}`,
        sql`exists (select 1 from jsonb_each_text(${courses.titleTranslations}) as title_text(language, text) where title_text.text ilike ${pattern})`,
      )!,
    );
  }
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

const ORDER: Record<NonNullable<CourseAdminListQuery['sort']>, SQL[]> = {
  updated: [desc(courses.updatedAt), asc(courses.id)],
  created: [desc(courses.createdAt), asc(courses.id)],
  title: [sql`lower(${courses.title})`, asc(courses.id)],
  order: [asc(courses.sortOrder), asc(courses.createdAt)],
};

export async function listAdminCourses(db: Db, query: CourseAdminListQuery) {
  const where = whereOf(query);
  const moduleCount = sql<number>`(select count(*)::int from course_modules m where m.course_id = courses.id)`;
  const lessonCount = sql<number>`(select count(*)::int from lessons l join course_modules m on l.module_id = m.id where m.course_id = courses.id)`;
  const [rows, totals] = await Promise.all([
    db
      .select({ course: courses, moduleCount, lessonCount })
      .from(courses)
      .where(where)
      .orderBy(...ORDER[query.sort ?? 'updated'])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const enrolments = await enrolmentCounts(
    db,
    rows.map((row) => row.course.id),
  );
  const total = totals[0]?.total ?? 0;
  return {
    courses: rows.map((row) =>
      presentAdminCourse(row.course, {
        moduleCount: Number(row.moduleCount),
        lessonCount: Number(row.lessonCount),
        enrolmentCount: enrolments.get(row.course.id) ?? 0,
      }),
    ),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

export async function findAdminCourse(db: Db, id: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!course) return undefined;
  const { modules, lessons: lessonRows } = await loadCurriculum(db, id);
  const enrolments = await enrolmentCounts(db, [id]);
  return presentAdminDetail(course, modules, lessonRows, enrolments.get(id) ?? 0);
}

export async function createCourse(db: Db, body: CourseCreateBody) {
  const title = cleanMap(body.titleTranslations);
  const description = cleanMap(body.descriptionTranslations);
  const [last] = await db.select({ order: max(courses.sortOrder) }).from(courses);
  const [row] = await db
    .insert(courses)
    .values({
      slug: await uniqueSlug(db, title.en ?? ''),
      title: title.en ?? '',
      titleTranslations: title,
      description: description.en ?? '',
      descriptionTranslations: description,
      level: body.level ?? 'beginner',
      category: body.category ?? 'watershed',
      image: body.image ?? null,
      status: body.status ?? 'draft',
      sortOrder: (last?.order ?? 0) + 1,
    })
    .returning({ id: courses.id });
  return row!.id;
}

/** Applies the given fields; false when the course does not exist. The slug stays: links to it keep working. */
export async function updateCourse(db: Db, id: string, body: CourseUpdateBody): Promise<boolean> {
  const changes: Partial<typeof courses.$inferInsert> = { updatedAt: new Date() };
  if (body.titleTranslations) {
    const title = cleanMap(body.titleTranslations);
    Object.assign(changes, { title: title.en ?? '', titleTranslations: title });
  }
  if (body.descriptionTranslations) {
    const description = cleanMap(body.descriptionTranslations);
    Object.assign(changes, { description: description.en ?? '', descriptionTranslations: description });
  }
  if (body.level) changes.level = body.level;
  if (body.category) changes.category = body.category;
  if (body.image !== undefined) changes.image = body.image;
  if (body.status) changes.status = body.status;
  const updated = await db.update(courses).set(changes).where(eq(courses.id, id)).returning({ id: courses.id });
  return updated.length > 0;
}

export async function deleteCourse(db: Db, id: string) {
  await db.delete(courses).where(eq(courses.id, id));
}

export async function courseStats(db: Db): Promise<CourseStats> {
  const [statusRows, [modules], [lessonTotal], enrolments] = await Promise.all([
    db.select({ status: courses.status, total: count() }).from(courses).groupBy(courses.status),
    db.select({ total: count() }).from(courseModules),
    db.select({ total: count() }).from(lessons),
    totalEnrolments(db),
  ]);
  const byStatus: Record<CourseStatus, number> = { draft: 0, published: 0, archived: 0 };
  for (const row of statusRows) byStatus[row.status] = Number(row.total);
  return {
    total: byStatus.draft + byStatus.published + byStatus.archived,
    byStatus,
    modules: Number(modules?.total ?? 0),
    lessons: Number(lessonTotal?.total ?? 0),
    enrolments,
  };
}

/** Titles and descriptions per language, with the languages still missing; `missing` keeps only those. */
export async function courseTranslations(db: Db, missing?: 'en' | 'hi') {
  const rows = await db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.createdAt));
  const all = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    status: row.status,
    titleTranslations: row.titleTranslations,
    descriptionTranslations: row.descriptionTranslations,
    missing: ['en', 'hi'].filter(
      (language) =>
        !row.titleTranslations[language]?.trim() || (!!row.description.trim() && !row.descriptionTranslations[language]?.trim()),
    ),
  }));
  return {
    courses: missing ? all.filter((course) => course.missing.includes(missing)) : all,
    missingHindi: all.filter((course) => course.missing.includes('hi')).length,
  };
}
