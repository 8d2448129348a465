import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { LessonBody, ModuleBody, MoveLessonBody } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { courseModules, courses, lessons } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { checkMediaExists, storedContent } from './lesson-content.js';
import { cleanMap } from './text-maps.js';

type ModuleChanges = {
  titleTranslations?: ModuleBody['titleTranslations'];
  descriptionTranslations?: ModuleBody['descriptionTranslations'];
};

async function requireCourse(db: Db, courseId: string) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw notFound('Course not found.');
}

async function requireModule(db: Db, courseId: string, moduleId: string) {
  await requireCourse(db, courseId);
  const [module] = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)))
    .limit(1);
  if (!module) throw notFound('Module not found in this course.');
}

/** The lesson's module, checked to belong to the course. */
async function requireLesson(db: Db, courseId: string, lessonId: string) {
  await requireCourse(db, courseId);
  const [lesson] = await db
    .select({ id: lessons.id, moduleId: lessons.moduleId })
    .from(lessons)
    .innerJoin(courseModules, eq(lessons.moduleId, courseModules.id))
    .where(and(eq(lessons.id, lessonId), eq(courseModules.courseId, courseId)))
    .limit(1);
  if (!lesson) throw notFound('Lesson not found in this course.');
  return lesson;
}

/** The course's length is the sum of its lessons'; its updatedAt marks any curriculum change. */
async function touchCourse(db: Db, courseId: string) {
  await db
    .update(courses)
    .set({
      durationMinutes: sql`(select coalesce(sum(l.duration_minutes), 0)::int from lessons l join course_modules m on l.module_id = m.id where m.course_id = ${courseId})`,
      updatedAt: new Date(),
    })
    .where(eq(courses.id, courseId));
}

function moduleValues(body: ModuleChanges) {
  const values: Partial<typeof courseModules.$inferInsert> = {};
  if (body.titleTranslations) {
    const title = cleanMap(body.titleTranslations);
    Object.assign(values, { title: title.en ?? '', titleTranslations: title });
  }
  if (body.descriptionTranslations) {
    const description = cleanMap(body.descriptionTranslations);
    Object.assign(values, { description: description.en ?? '', descriptionTranslations: description });
  }
  return values;
}

export async function addModule(db: Db, courseId: string, body: ModuleBody) {
  await requireCourse(db, courseId);
  const [last] = await db
    .select({ order: max(courseModules.sortOrder) })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  const values = moduleValues({ descriptionTranslations: {}, ...body });
  await db.insert(courseModules).values({ title: '', ...values, courseId, sortOrder: (last?.order ?? -1) + 1 });
  await touchCourse(db, courseId);
}

export async function updateModule(db: Db, courseId: string, moduleId: string, body: ModuleChanges) {
  await requireModule(db, courseId, moduleId);
  const values = moduleValues(body);
  if (Object.keys(values).length) await db.update(courseModules).set(values).where(eq(courseModules.id, moduleId));
  await touchCourse(db, courseId);
}

export async function deleteModule(db: Db, courseId: string, moduleId: string) {
  await requireModule(db, courseId, moduleId);
  await db.delete(courseModules).where(eq(courseModules.id, moduleId));
  await touchCourse(db, courseId);
}

/** `ids` must name every current item exactly once: a stale editor cannot drop or duplicate one. */
function checkSameSet(current: string[], ids: string[], what: string) {
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== current.length || current.some((id) => !given.has(id))) {
    throw badRequest(`ids must list every ${what} exactly once.`);
  }
}

export async function reorderModules(db: Db, courseId: string, ids: string[]) {
  await requireCourse(db, courseId);
  const current = await db.select({ id: courseModules.id }).from(courseModules).where(eq(courseModules.courseId, courseId));
  checkSameSet(
    current.map((row) => row.id),
    ids,
    'module of the course',
  );
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await tx.update(courseModules).set({ sortOrder: index }).where(eq(courseModules.id, id));
  });
  await touchCourse(db, courseId);
}

function lessonValues(body: LessonBody) {
  const title = cleanMap(body.titleTranslations);
  return {
    title: title.en ?? '',
    titleTranslations: title,
    kind: body.kind,
    durationMinutes: body.durationMinutes,
    content: storedContent(body),
  };
}

export async function addLesson(db: Db, courseId: string, moduleId: string, body: LessonBody) {
  await requireModule(db, courseId, moduleId);
  await checkMediaExists(db, body);
  const [last] = await db
    .select({ order: max(lessons.sortOrder) })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId));
  await db.insert(lessons).values({ ...lessonValues(body), moduleId, sortOrder: (last?.order ?? -1) + 1 });
  await touchCourse(db, courseId);
}

export async function updateLesson(db: Db, courseId: string, lessonId: string, body: LessonBody) {
  await requireLesson(db, courseId, lessonId);
  await checkMediaExists(db, body);
  await db.update(lessons).set(lessonValues(body)).where(eq(lessons.id, lessonId));
  await touchCourse(db, courseId);
}

export async function deleteLesson(db: Db, courseId: string, lessonId: string) {
  await requireLesson(db, courseId, lessonId);
  await db.delete(lessons).where(eq(lessons.id, lessonId));
  await touchCourse(db, courseId);
}

async function writeLessonOrder(db: Db, moduleId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx.update(lessons).set({ sortOrder: index, moduleId }).where(eq(lessons.id, id));
    }
  });
}

const lessonIdsOf = async (db: Db, moduleId: string) =>
  (await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.moduleId, moduleId)).orderBy(asc(lessons.sortOrder))).map(
    (row) => row.id,
  );

export async function reorderLessons(db: Db, courseId: string, moduleId: string, ids: string[]) {
  await requireModule(db, courseId, moduleId);
  checkSameSet(await lessonIdsOf(db, moduleId), ids, 'lesson of the module');
  await writeLessonOrder(db, moduleId, ids);
  await touchCourse(db, courseId);
}

/** Moves a lesson to a position in another (or the same) module of the same course. */
export async function moveLesson(db: Db, courseId: string, lessonId: string, body: MoveLessonBody) {
  const lesson = await requireLesson(db, courseId, lessonId);
  await requireModule(db, courseId, body.moduleId);
  const target = (await lessonIdsOf(db, body.moduleId)).filter((id) => id !== lessonId);
  const index = Math.min(body.index ?? target.length, target.length);
  target.splice(index, 0, lessonId);
  await writeLessonOrder(db, body.moduleId, target);
  if (lesson.moduleId !== body.moduleId) await writeLessonOrder(db, lesson.moduleId, await lessonIdsOf(db, lesson.moduleId));
  await touchCourse(db, courseId);
}
