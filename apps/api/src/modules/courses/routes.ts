import { z } from 'zod';
import {
  API,
  courseCategoryList,
  courseDetail as courseDetailSchema,
  courseList as courseListSchema,
  courseListQuery,
  isAdminRole,
  type CourseStatus,
} from '@jal/contracts';
import { sendCached } from '../../lib/cached-reply.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { notFound } from '../../lib/http-error.js';
import { sendData } from '../../lib/reply.js';
import { publicCataloguePage, publicCatalogueRequest } from './public-catalogue.js';
import { listPublishedCategories } from './repository.js';
import { COURSES_CACHE_PREFIX, courseDetail, courseList, visibleStatuses } from './service.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['courses'], [400]);

const courseIdParam = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(120, { error: 'id is too long.' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'id must be a course id or slug.' }),
});

/** The public catalogue (anyone); an administrator signed in also sees drafts and archived courses. */
export const courseRoutes = defineRoutes((app) => {
  app.get(API.courses, {
    config: { access: 'public' },
    schema: schema('courses.list', 'List courses. Visitors and learners only ever get published ones; admins may filter by status.', {
      querystring: courseListQuery,
      data: courseListSchema,
    }),
    handler: async (request, reply) => {
      const query = request.query;
      const isAdmin = isAdminRole(request.currentUser?.role);
      if (!isAdmin || !query.status || query.status === 'published') {
        const asked = await publicCatalogueRequest(app.db, app.publicCache, COURSES_CACHE_PREFIX, query);
        return sendCached(request, reply, app.publicCache, asked.key, async () => ({
          code: 200,
          message: 'Success',
          data: await publicCataloguePage(app.db, asked),
        }));
      }
      const statuses: CourseStatus[] = query.status === 'all' ? ['draft', 'published', 'archived'] : [query.status];
      return sendData(
        reply,
        await courseList(app.db, {
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
  app.get(`${API.courses}/categories`, {
    config: { access: 'public' },
    schema: schema('courses.categories', 'Categories of the published courses, each with its number of published courses', {
      data: courseCategoryList,
      errors: [],
    }),
    handler: async (request, reply) =>
      sendCached(request, reply, app.publicCache, `${COURSES_CACHE_PREFIX}categories`, async () => ({
        code: 200,
        message: 'Success',
        data: { categories: await listPublishedCategories(app.db) },
      })),
  });

  app.get('/v1/courses/:id', {
    config: { access: 'public' },
    schema: schema('courses.get', 'One course with its outline of modules and lessons (by id or slug)', {
      params: courseIdParam,
      data: courseDetailSchema,
      errors: [400, 404],
    }),
    handler: async (request, reply) => {
      const course = await courseDetail(app.db, request.params.id, visibleStatuses(request.currentUser?.role));
      if (!course) throw notFound('Course not found.');
      return sendData(reply, course);
    },
  });
});
