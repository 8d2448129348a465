import { courseModules, courses, lessons } from '../../db/schema.js';
import { adminOnly, type MatrixRow, type MatrixSetup } from './types.js';

/** A draft course of its own with one module and one text lesson, so each call changes only its target. */
const freshCourse: MatrixSetup = async ({ db, unique }) => {
  const slug = `matrix-${unique()}`;
  const [course] = await db
    .insert(courses)
    .values({ slug, title: slug, titleTranslations: { en: slug } })
    .returning({ id: courses.id });
  const [module] = await db
    .insert(courseModules)
    .values({ courseId: course!.id, title: 'Module', titleTranslations: { en: 'Module' } })
    .returning({ id: courseModules.id });
  const [lesson] = await db
    .insert(lessons)
    .values({ moduleId: module!.id, title: 'Lesson', titleTranslations: { en: 'Lesson' }, kind: 'text', content: { body: { en: 'Text' } } })
    .returning({ id: lessons.id });
  return { courseId: course!.id, moduleId: module!.id, lessonId: lesson!.id };
};

const textLesson = { kind: 'text', titleTranslations: { en: 'Lesson' }, durationMinutes: 5, content: { body: { en: 'Text' } } };

/** Every course-admin endpoint is for administrators (ADMIN, SUPER_ADMIN) only. */
export const courseAdminRows: MatrixRow[] = [
  { method: 'GET', url: () => '/v1/courses/admin', expect: adminOnly(200) },
  { method: 'POST', url: () => '/v1/courses/admin', body: () => ({ titleTranslations: { en: 'Matrix course' } }), expect: adminOnly(201) },
  { method: 'GET', url: () => '/v1/courses/stats', expect: adminOnly(200) },
  { method: 'GET', url: () => '/v1/courses/admin/translations', expect: adminOnly(200) },
  { method: 'GET', url: (ctx) => `/v1/courses/admin/${ctx.courseId}`, expect: adminOnly(200) },
  {
    method: 'PUT',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}`,
    setup: freshCourse,
    body: () => ({ level: 'advanced' }),
    expect: adminOnly(200),
  },
  { method: 'DELETE', url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}`, setup: freshCourse, expect: adminOnly(200) },
  {
    method: 'POST',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}/modules`,
    setup: freshCourse,
    body: () => ({ titleTranslations: { en: 'Another module' } }),
    expect: adminOnly(201),
  },
  {
    method: 'PUT',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}/modules/order`,
    setup: freshCourse,
    body: (ctx) => ({ ids: [ctx.fresh.moduleId] }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}/modules/${ctx.fresh.moduleId}`,
    setup: freshCourse,
    body: () => ({ titleTranslations: { en: 'Renamed' } }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}/modules/${ctx.fresh.moduleId}`,
    setup: freshCourse,
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}/modules/${ctx.fresh.moduleId}/lessons`,
    setup: freshCourse,
    body: () => textLesson,
    expect: adminOnly(201),
  },
  {
    method: 'PUT',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}/modules/${ctx.fresh.moduleId}/lessons/order`,
    setup: freshCourse,
    body: (ctx) => ({ ids: [ctx.fresh.lessonId] }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}`,
    setup: freshCourse,
    body: () => textLesson,
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}/move`,
    setup: freshCourse,
    body: (ctx) => ({ moduleId: ctx.fresh.moduleId, index: 0 }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}`,
    setup: freshCourse,
    expect: adminOnly(200),
  },
];
