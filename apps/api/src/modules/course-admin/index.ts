import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/auth.js';
import { courseAdminCourseRoutes } from './course-routes.js';
import { courseAdminCurriculumRoutes } from './curriculum-routes.js';

/** The dashboard's course management: courses, their curriculum and their statistics. */
export async function courseAdminModule(app: FastifyInstance) {
  // On request, before the body is even parsed: a visitor learns nothing from validation
  // messages, and every route of this module is for administrators only.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  await app.register(courseAdminCourseRoutes);
  await app.register(courseAdminCurriculumRoutes);
}
