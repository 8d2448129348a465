import { insertFreshCourse } from './fresh-course.js';
import { adminOnly, type MatrixRow, type MatrixSetup } from './types.js';

const textLesson = { kind: 'text', titleTranslations: { en: 'Lesson' }, durationMinutes: 5, content: { body: { en: 'Text' } } };

/** A draft course of its own with one module and one text lesson, so each call changes only its target. */
const freshCourse: MatrixSetup = ({ db, unique }) =>
  insertFreshCourse(db, { slug: `matrix-${unique()}`, lesson: { kind: 'text', content: textLesson.content } });

/**
 * An administrator's call on a fresh course. `path` is below `/v1/courses/admin/<its id>`, its
 * `:moduleId` and `:lessonId` those of the fresh course's module and lesson.
 */
function onFreshCourse(method: MatrixRow['method'], path: string, status: number, body?: MatrixRow['body']): MatrixRow {
  return {
    method,
    url: (ctx) => `/v1/courses/admin/${ctx.fresh.courseId}${path.replace(/:(\w+)/g, (_, name: string) => String(ctx.fresh[name]))}`,
    setup: freshCourse,
    ...(body ? { body } : {}),
    expect: adminOnly(status),
  };
}

/** Every course-admin endpoint is for administrators (ADMIN, SUPER_ADMIN) only. */
export const courseAdminRows: MatrixRow[] = [
  { method: 'GET', url: () => '/v1/courses/admin', expect: adminOnly(200) },
  { method: 'POST', url: () => '/v1/courses/admin', body: () => ({ titleTranslations: { en: 'Matrix course' } }), expect: adminOnly(201) },
  { method: 'GET', url: () => '/v1/courses/stats', expect: adminOnly(200) },
  { method: 'GET', url: () => '/v1/courses/admin/translations', expect: adminOnly(200) },
  { method: 'GET', url: (ctx) => `/v1/courses/admin/${ctx.courseId}`, expect: adminOnly(200) },
  onFreshCourse('PUT', '', 200, () => ({ level: 'advanced' })),
  onFreshCourse('DELETE', '', 200),
  onFreshCourse('POST', '/modules', 201, () => ({ titleTranslations: { en: 'Another module' } })),
  onFreshCourse('PUT', '/modules/order', 200, (ctx) => ({ ids: [ctx.fresh.moduleId] })),
  onFreshCourse('PUT', '/modules/:moduleId', 200, () => ({ titleTranslations: { en: 'Renamed' } })),
  onFreshCourse('DELETE', '/modules/:moduleId', 200),
  onFreshCourse('POST', '/modules/:moduleId/lessons', 201, () => textLesson),
  onFreshCourse('PUT', '/modules/:moduleId/lessons/order', 200, (ctx) => ({ ids: [ctx.fresh.lessonId] })),
  onFreshCourse('PUT', '/lessons/:lessonId', 200, () => textLesson),
  onFreshCourse('PUT', '/lessons/:lessonId/move', 200, (ctx) => ({ moduleId: ctx.fresh.moduleId, index: 0 })),
  onFreshCourse('DELETE', '/lessons/:lessonId', 200),
];
