import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseAdminDetail,
  courseAdminList,
  courseAdminListQuery,
  courseAdminParams,
  courseCreateBody,
  courseStats,
  courseTranslationList,
  courseTranslationsQuery,
  courseUpdateBody,
  envelope,
  errorEnvelope,
} from '@jal/contracts';
import { conflict, notFound } from '../../lib/http-error.js';
import { sendData } from '../../lib/reply.js';
import { invalidateCourseCaches } from '../courses/cache.js';
import {
  courseStats as readStats,
  courseTranslations,
  createCourse,
  deleteCourse,
  findAdminCourse,
  listAdminCourses,
  updateCourse,
} from './course-repository.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const tags = ['course administration'];

/** The course itself: list, create, read, edit, delete, and the dashboard's figures. */
export async function courseAdminCourseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const detailOrThrow = async (id: string) => {
    const course = await findAdminCourse(app.db, id);
    if (!course) throw notFound('Course not found.');
    return course;
  };

  r.get('/v1/courses/admin', {
    schema: {
      tags,
      summary: 'Every course whatever its status, with search in any language, status filter, sort and pages',
      querystring: courseAdminListQuery,
      response: { 200: envelope(courseAdminList), ...errors },
    },
    handler: async (request, reply) =>
      sendData(reply, await listAdminCourses(app.db, { ...request.query, search: request.query.search || undefined })),
  });

  r.post('/v1/courses/admin', {
    schema: {
      tags,
      summary: 'Create a course; its slug comes from the English title',
      body: courseCreateBody,
      response: { 201: envelope(courseAdminDetail), ...errors },
    },
    handler: async (request, reply) => {
      const id = await createCourse(app.db, request.body);
      invalidateCourseCaches(app);
      return sendData(reply, await detailOrThrow(id), 'Course created.', 201);
    },
  });

  r.get('/v1/courses/stats', {
    schema: { tags, summary: 'Courses by status, modules, lessons and enrolments', response: { 200: envelope(courseStats), ...errors } },
    handler: async (_request, reply) => sendData(reply, await readStats(app.db)),
  });

  r.get('/v1/courses/admin/translations', {
    schema: {
      tags,
      summary: 'Course titles and descriptions per language, with what is missing',
      querystring: courseTranslationsQuery,
      response: { 200: envelope(courseTranslationList), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await courseTranslations(app.db, request.query.missing)),
  });

  r.get('/v1/courses/admin/:id', {
    schema: {
      tags,
      summary: 'One course with its whole curriculum, lesson content included',
      params: courseAdminParams,
      response: { 200: envelope(courseAdminDetail), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await detailOrThrow(request.params.id)),
  });

  r.put('/v1/courses/admin/:id', {
    schema: {
      tags,
      summary: 'Change any of the course fields (publish by setting the status)',
      params: courseAdminParams,
      body: courseUpdateBody,
      response: { 200: envelope(courseAdminDetail), ...errors },
    },
    handler: async (request, reply) => {
      if (!(await updateCourse(app.db, request.params.id, request.body))) throw notFound('Course not found.');
      invalidateCourseCaches(app);
      return sendData(reply, await detailOrThrow(request.params.id), 'Course saved.');
    },
  });

  r.delete('/v1/courses/admin/:id', {
    schema: {
      tags,
      summary: 'Delete a course with no enrolled learners (archive it otherwise)',
      params: courseAdminParams,
      response: { 200: envelope(z.null()), 409: errorEnvelope, ...errors },
    },
    handler: async (request, reply) => {
      const course = await detailOrThrow(request.params.id);
      if (course.enrolmentCount > 0) {
        throw conflict(
          `${course.enrolmentCount} learner(s) are enrolled in this course, so it cannot be deleted. Archive it instead: it leaves the catalogue and their progress and certificates are kept.`,
        );
      }
      await deleteCourse(app.db, course.id);
      invalidateCourseCaches(app);
      return sendData(reply, null, 'Course deleted.');
    },
  });
}
