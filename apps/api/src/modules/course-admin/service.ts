import type {
  CourseAdminDetail,
  CourseAdminListQuery,
  CourseCreateBody,
  CourseStats,
  CourseStatus,
  CourseUpdateBody,
  LessonBody,
  ModuleBody,
  MoveLessonBody,
} from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { NewCourseRow, NewModuleRow } from '../../db/rows.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import {
  courseCounts,
  courseExists,
  deleteCourse,
  deleteLesson,
  deleteModule,
  findCourse,
  insertCourse,
  insertLesson,
  insertModule,
  lessonIdsOf,
  lessonInCourse,
  listAdminCourses,
  listAllCourses,
  loadCurriculum,
  moduleIdsOf,
  moduleInCourse,
  slugsStartingWith,
  touchCourse,
  updateCourse,
  updateLesson,
  updateModule,
  writeLessonOrder,
  writeModuleOrder,
} from '../courses/service.js';
import { countEnrolments, enrolmentCounts } from '../enrolments/service.js';
import { existingMediaIds } from '../media/service.js';
import { mediaIdsOf, storedContent } from './lesson-content.js';
import { presentAdminCourse, presentAdminDetail } from './presenter.js';
import { firstFreeSlug, slugBase } from './slug.js';
import { cleanMap } from './text-maps.js';

type TextChanges = {
  titleTranslations?: ModuleBody['titleTranslations'];
  descriptionTranslations?: ModuleBody['descriptionTranslations'];
};

export async function adminCourseList(db: Db, query: CourseAdminListQuery) {
  const { rows, total } = await listAdminCourses(db, query);
  const enrolments = await enrolmentCounts(
    db,
    rows.map((row) => row.course.id),
  );
  return {
    courses: rows.map((row) => presentAdminCourse(row.course, { ...row, enrolmentCount: enrolments.get(row.course.id) ?? 0 })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** The whole course as the editor shows it; 404 when there is no such course. */
export async function adminCourseDetail(db: Db, id: string): Promise<CourseAdminDetail> {
  const course = await findCourse(db, id);
  if (!course) throw notFound('Course not found.');
  const { modules, lessons } = await loadCurriculum(db, id);
  const enrolments = await enrolmentCounts(db, [id]);
  return presentAdminDetail(course, modules, lessons, enrolments.get(id) ?? 0);
}

/** Creates a course; its slug comes from the English title and is never reused. */
export async function createCourse(db: Db, body: CourseCreateBody): Promise<string> {
  const title = cleanMap(body.titleTranslations);
  const description = cleanMap(body.descriptionTranslations);
  const base = slugBase(title.en ?? '');
  return insertCourse(db, {
    slug: firstFreeSlug(base, await slugsStartingWith(db, base)),
    title: title.en ?? '',
    titleTranslations: title,
    description: description.en ?? '',
    descriptionTranslations: description,
    level: body.level ?? 'beginner',
    category: body.category ?? 'watershed',
    image: body.image ?? null,
    status: body.status ?? 'draft',
  });
}

/** Applies the given fields; 404 when there is no such course. The slug stays: links to it keep working. */
export async function editCourse(db: Db, id: string, body: CourseUpdateBody) {
  const changes: Partial<NewCourseRow> = titleAndDescription(body);
  if (body.level) changes.level = body.level;
  if (body.category) changes.category = body.category;
  if (body.image !== undefined) changes.image = body.image;
  if (body.status) changes.status = body.status;
  if (!(await updateCourse(db, id, changes))) throw notFound('Course not found.');
}

/** Deletes a course nobody is enrolled in; one with learners can only be archived, which keeps their progress. */
export async function removeCourse(db: Db, id: string) {
  const course = await adminCourseDetail(db, id);
  if (course.enrolmentCount > 0) {
    throw conflict(
      `${course.enrolmentCount} learner(s) are enrolled in this course, so it cannot be deleted. Archive it instead: it leaves the catalogue and their progress and certificates are kept.`,
    );
  }
  await deleteCourse(db, course.id);
}

export async function courseStats(db: Db): Promise<CourseStats> {
  const [counts, enrolments] = await Promise.all([courseCounts(db), countEnrolments(db)]);
  const byStatus: Record<CourseStatus, number> = { draft: 0, published: 0, archived: 0 };
  for (const row of counts.byStatus) byStatus[row.status] = row.total;
  return {
    total: byStatus.draft + byStatus.published + byStatus.archived,
    byStatus,
    modules: counts.modules,
    lessons: counts.lessons,
    enrolments,
  };
}

/** Titles and descriptions per language, with the languages still missing; `missing` keeps only those. */
export async function courseTranslations(db: Db, missing?: 'en' | 'hi') {
  const all = (await listAllCourses(db)).map((row) => ({
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

async function requireCourse(db: Db, courseId: string) {
  if (!(await courseExists(db, courseId))) throw notFound('Course not found.');
}

async function requireModule(db: Db, courseId: string, moduleId: string) {
  await requireCourse(db, courseId);
  if (!(await moduleInCourse(db, courseId, moduleId))) throw notFound('Module not found in this course.');
}

/** The lesson's module, checked to belong to the course. */
async function requireLesson(db: Db, courseId: string, lessonId: string) {
  await requireCourse(db, courseId);
  const lesson = await lessonInCourse(db, courseId, lessonId);
  if (!lesson) throw notFound('Lesson not found in this course.');
  return lesson;
}

/** Every media file a video or document lesson names must have been uploaded: no dangling links. */
async function checkMediaExists(db: Db, body: LessonBody) {
  const ids = mediaIdsOf(body);
  if (!ids.length) return;
  const found = await existingMediaIds(db, ids);
  if (ids.some((id) => !found.has(id))) throw badRequest('content: a media file of this lesson does not exist. Upload it again.');
}

/** The title and description a body changes, each with its English text kept as the plain column. */
function titleAndDescription(body: TextChanges) {
  const values: Partial<Pick<NewModuleRow, 'title' | 'titleTranslations' | 'description' | 'descriptionTranslations'>> = {};
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

/** `ids` must name every current item exactly once: a stale editor cannot drop or duplicate one. */
function checkSameSet(current: string[], ids: string[], what: string) {
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== current.length || current.some((id) => !given.has(id))) {
    throw badRequest(`ids must list every ${what} exactly once.`);
  }
}

export async function addModule(db: Db, courseId: string, body: ModuleBody) {
  await requireCourse(db, courseId);
  await insertModule(db, courseId, { title: '', ...titleAndDescription({ descriptionTranslations: {}, ...body }) });
  await touchCourse(db, courseId);
}

export async function editModule(db: Db, courseId: string, moduleId: string, body: TextChanges) {
  await requireModule(db, courseId, moduleId);
  const values = titleAndDescription(body);
  if (Object.keys(values).length) await updateModule(db, moduleId, values);
  await touchCourse(db, courseId);
}

export async function removeModule(db: Db, courseId: string, moduleId: string) {
  await requireModule(db, courseId, moduleId);
  await deleteModule(db, moduleId);
  await touchCourse(db, courseId);
}

export async function reorderModules(db: Db, courseId: string, ids: string[]) {
  await requireCourse(db, courseId);
  checkSameSet(await moduleIdsOf(db, courseId), ids, 'module of the course');
  await writeModuleOrder(db, ids);
  await touchCourse(db, courseId);
}

export async function addLesson(db: Db, courseId: string, moduleId: string, body: LessonBody) {
  await requireModule(db, courseId, moduleId);
  await checkMediaExists(db, body);
  await insertLesson(db, moduleId, lessonValues(body));
  await touchCourse(db, courseId);
}

export async function editLesson(db: Db, courseId: string, lessonId: string, body: LessonBody) {
  await requireLesson(db, courseId, lessonId);
  await checkMediaExists(db, body);
  await updateLesson(db, lessonId, lessonValues(body));
  await touchCourse(db, courseId);
}

export async function removeLesson(db: Db, courseId: string, lessonId: string) {
  await requireLesson(db, courseId, lessonId);
  await deleteLesson(db, lessonId);
  await touchCourse(db, courseId);
}

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
