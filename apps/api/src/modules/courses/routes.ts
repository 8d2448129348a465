import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  courseCategoryList,
  courseDetail,
  courseList,
  courseListQuery,
  envelope,
  errorEnvelope,
  isAdminRole,
  type CourseStatus,
} from '@jal/contracts';
import { sendCached } from '../../lib/cached-reply.js';
import { sendData } from '../../lib/reply.js';
import { notFound } from '../../lib/http-error.js';
import { COURSES_CACHE_PREFIX } from './cache.js';
import { findCourseDetail, listCourses, listPublishedCategories } from './repository.js';

export { COURSES_CACHE_PREFIX };

const courseIdParam = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(120, { error: 'id is too long.' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'id must be a course id or slug.' }),
});

export async function courseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.courses, {
    schema: {
      tags: ['courses'],
      summary: 'List courses. Visitors and learners only ever get published ones; admins may filter by status.',
      querystring: courseListQuery,
      response: { 200: envelope(courseList), 400: errorEnvelope },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const isAdmin = isAdminRole(request.currentUser?.role);
      if (!isAdmin || !query.status || query.status === 'published') {
        const filter = {
          statuses: ['published'] as CourseStatus[],
          search: query.search || undefined,
          level: query.level,
          category: query.category,
          limit: query.limit,
          page: query.page,
        };
        const key = `${COURSES_CACHE_PREFIX}list:${JSON.stringify(filter)}`;
        return sendCached(request, reply, app.publicCache, key, async () => ({
          code: 200,
          message: 'Success',
          data: await listCourses(app.db, filter),
        }));
      }
      const statuses: CourseStatus[] = query.status === 'all' ? ['draft', 'published', 'archived'] : [query.status];
      return sendData(
        reply,
        await listCourses(app.db, {
          statuses,
          search: query.search || undefined,
          level: query.level,
          category: query.category,
          limit: query.limit,
          page: query.page,
        }),
      );
    },
  });

  // A static path: the router prefers it to `/v1/courses/:id` whatever the order of registration.
  r.get(`${API.courses}/categories`, {
    schema: {
      tags: ['courses'],
      summary: 'Categories of the published courses, each with its number of published courses',
      response: { 200: envelope(courseCategoryList) },
    },
    handler: async (request, reply) =>
      sendCached(request, reply, app.publicCache, `${COURSES_CACHE_PREFIX}categories`, async () => ({
        code: 200,
        message: 'Success',
        data: { categories: await listPublishedCategories(app.db) },
      })),
  });

  r.get('/v1/courses/:id', {
    schema: {
      tags: ['courses'],
      summary: 'One course with its outline of modules and lessons (by id or slug)',
      params: courseIdParam,
      response: { 200: envelope(courseDetail), 400: errorEnvelope, 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const statuses: CourseStatus[] = isAdminRole(request.currentUser?.role) ? ['draft', 'published', 'archived'] : ['published'];
      const course = await findCourseDetail(app.db, request.params.id, statuses);
      if (!course) throw notFound('Course not found.');
      return sendData(reply, course);
    },
  });
}
