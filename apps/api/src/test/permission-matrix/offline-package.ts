import { enrolments } from '../../db/schema.js';
import { insertFreshCourse } from './fresh-course.js';
import { expectAll, type MatrixRow, type MatrixSetup } from './types.js';

/** A published course of its own with one text lesson, every signed-in caller enrolled in it. */
const enrolledCourse: MatrixSetup = async ({ db, ctx, unique }) => {
  const fresh = await insertFreshCourse(db, {
    slug: `matrix-offline-${unique()}`,
    status: 'published',
    lesson: { kind: 'text', content: { body: { en: 'Text' } } },
  });
  const everyone = [ctx.learnerId, ctx.orgManagerId, ctx.otherOrgManagerId, ctx.trainerId, ctx.adminId, ctx.superAdminId];
  await db.insert(enrolments).values(everyone.map((userId) => ({ userId, courseId: fresh.courseId })));
  return { courseId: fresh.courseId };
};

/** Offline packages: every signed-in account may download a course it is enrolled in (and only its own record is kept). */
export const offlinePackageRows: MatrixRow[] = [
  {
    method: 'GET',
    url: (ctx) => `/v1/courses/${ctx.fresh.courseId}/offline?quality=240p`,
    setup: enrolledCourse,
    expect: expectAll(200, { anonymous: 401 }),
  },
];
