import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  courseAdminDetail,
  courseAdminList,
  courseAdminListQuery,
  courseAdminParams,
  courseCreateBody,
  courseStats as courseStatsSchema,
  courseTranslationList,
  courseTranslationsQuery,
  courseUpdateBody,
  envelope,
  errorEnvelope,
  lessonBody,
  lessonParams,
  moduleBody,
  moduleParams,
  moduleUpdateBody,
  moveLessonBody,
  orderBody,
} from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { invalidateCourseCaches } from '../courses/service.js';
import {
  addLesson,
  addModule,
  adminCourseDetail,
  adminCourseList,
  courseStats,
  courseTranslations,
  createCourse,
  editCourse,
  editLesson,
  editModule,
  moveLesson,
  removeCourse,
  removeLesson,
  removeModule,
  reorderLessons,
  reorderModules,
} from './service.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const tags = ['course administration'];
const schema = routeSchemas(tags, errors);
const config = { access: 'admin' } as const;

/**
 * The dashboard's course management (administrators): courses, their curriculum and figures.
 * Every change drops the public catalogue's cached answers and answers with the whole course,
 * as the editor shows it.
 */
export const courseAdminRoutes = defineRoutes((app) => {
  const changed = async (reply: FastifyReply, courseId: string, message: string, code: 200 | 201 = 200) => {
    invalidateCourseCaches(app.publicCache);
    return sendData(reply, await adminCourseDetail(app.db, courseId), message, code);
  };

  app.get('/v1/courses/admin', {
    config,
    schema: schema('Every course whatever its status, with search in any language, status filter, sort and pages', {
      querystring: courseAdminListQuery,
      data: courseAdminList,
    }),
    handler: async (request, reply) =>
      sendData(reply, await adminCourseList(app.db, { ...request.query, search: request.query.search || undefined })),
  });

  app.post('/v1/courses/admin', {
    config,
    schema: schema('Create a course; its slug comes from the English title', {
      body: courseCreateBody,
      data: courseAdminDetail,
      created: true,
    }),
    handler: async (request, reply) => changed(reply, await createCourse(app.db, request.body), 'Course created.', 201),
  });

  app.get('/v1/courses/stats', {
    config,
    schema: schema('Courses by status, modules, lessons and enrolments', { data: courseStatsSchema }),
    handler: async (_request, reply) => sendData(reply, await courseStats(app.db)),
  });

  app.get('/v1/courses/admin/translations', {
    config,
    schema: schema('Course titles and descriptions per language, with what is missing', {
      querystring: courseTranslationsQuery,
      data: courseTranslationList,
    }),
    handler: async (request, reply) => sendData(reply, await courseTranslations(app.db, request.query.missing)),
  });

  app.get('/v1/courses/admin/:id', {
    config,
    schema: schema('One course with its whole curriculum, lesson content included', { params: courseAdminParams, data: courseAdminDetail }),
    handler: async (request, reply) => sendData(reply, await adminCourseDetail(app.db, request.params.id)),
  });

  app.put('/v1/courses/admin/:id', {
    config,
    schema: schema('Change any of the course fields (publish by setting the status)', {
      params: courseAdminParams,
      body: courseUpdateBody,
      data: courseAdminDetail,
    }),
    handler: async (request, reply) => {
      await editCourse(app.db, request.params.id, request.body);
      return changed(reply, request.params.id, 'Course saved.');
    },
  });

  app.delete('/v1/courses/admin/:id', {
    config,
    schema: {
      tags,
      summary: 'Delete a course with no enrolled learners (archive it otherwise)',
      params: courseAdminParams,
      response: { 200: envelope(z.null()), 409: errorEnvelope, ...errors },
    },
    handler: async (request, reply) => {
      await removeCourse(app.db, request.params.id);
      invalidateCourseCaches(app.publicCache);
      return sendData(reply, null, 'Course deleted.');
    },
  });

  /**
   * A change to a course's curriculum at `url`: `run` makes it, then the answer is the whole course
   * as the editor shows it (201 for what `created` adds).
   */
  const curriculumChange = <Params extends z.ZodType<{ id: string }>, Body extends z.ZodType = z.ZodUndefined>(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    change: {
      summary: string;
      params: Params;
      body?: Body;
      created?: boolean;
      message: string;
      run: (params: z.output<Params>, body: z.output<Body>) => Promise<unknown>;
    },
  ) => {
    const code = change.created ? 201 : 200;
    app.route({
      method,
      url,
      config,
      schema: schema(change.summary, {
        params: change.params,
        // A removal takes no body: its schema has none rather than an empty one.
        ...(change.body ? { body: change.body } : {}),
        data: courseAdminDetail,
        created: change.created,
      }),
      handler: async (request, reply) => {
        const params = request.params as z.output<Params>;
        await change.run(params, request.body as z.output<Body>);
        return changed(reply, params.id, change.message, code);
      },
    });
  };

  curriculumChange('POST', '/v1/courses/admin/:id/modules', {
    summary: 'Add a module at the end',
    params: courseAdminParams,
    body: moduleBody,
    created: true,
    message: 'Module added.',
    run: (params, body) => addModule(app.db, params.id, body),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/modules/order', {
    summary: 'Put the modules in this order (every module id once)',
    params: courseAdminParams,
    body: orderBody,
    message: 'Modules reordered.',
    run: (params, body) => reorderModules(app.db, params.id, body.ids),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/modules/:moduleId', {
    summary: 'Edit a module',
    params: moduleParams,
    body: moduleUpdateBody,
    message: 'Module saved.',
    run: (params, body) => editModule(app.db, params.id, params.moduleId, body),
  });
  curriculumChange('DELETE', '/v1/courses/admin/:id/modules/:moduleId', {
    summary: 'Remove a module and its lessons',
    params: moduleParams,
    message: 'Module removed.',
    run: (params) => removeModule(app.db, params.id, params.moduleId),
  });
  curriculumChange('POST', '/v1/courses/admin/:id/modules/:moduleId/lessons', {
    summary: 'Add a lesson at the end of a module',
    params: moduleParams,
    body: lessonBody,
    created: true,
    message: 'Lesson added.',
    run: (params, body) => addLesson(app.db, params.id, params.moduleId, body),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/modules/:moduleId/lessons/order', {
    summary: 'Put the lessons of a module in this order',
    params: moduleParams,
    body: orderBody,
    message: 'Lessons reordered.',
    run: (params, body) => reorderLessons(app.db, params.id, params.moduleId, body.ids),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/lessons/:lessonId', {
    summary: 'Replace a lesson (title, kind, duration, content)',
    params: lessonParams,
    body: lessonBody,
    message: 'Lesson saved.',
    run: (params, body) => editLesson(app.db, params.id, params.lessonId, body),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/lessons/:lessonId/move', {
    summary: 'Move a lesson to a position in a module of the course',
    params: lessonParams,
    body: moveLessonBody,
    message: 'Lesson moved.',
    run: (params, body) => moveLesson(app.db, params.id, params.lessonId, body),
  });
  curriculumChange('DELETE', '/v1/courses/admin/:id/lessons/:lessonId', {
    summary: 'Remove a lesson',
    params: lessonParams,
    message: 'Lesson removed.',
    run: (params) => removeLesson(app.db, params.id, params.lessonId),
  });
});
