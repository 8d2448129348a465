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
import { withExample } from '../../lib/example.js';

const schema = routeSchemas(['course administration'], [400, 401, 403, 404]);
const config = { access: 'admin' } as const;

/**
 * The dashboard's course management (administrators): courses, their curriculum and figures.
 * Every change drops the public catalogue's cached answers and answers with the whole course,
 * as the editor shows it.
 */
export const courseAdminRoutes = defineRoutes((app) => {
  const changed = async (reply: FastifyReply, courseId: string, message: string, code: 200 | 201 = 200) => {
    invalidateCourseCaches(app.publicCache);
    // Its text lessons are read aloud again where their words changed, in the background.
    await app.lessonAudio.addCourse(courseId);
    return sendData(reply, await adminCourseDetail(app.db, courseId), message, code);
  };

  app.get('/v1/courses/admin', {
    config,
    schema: schema('courseAdmin.list', 'Every course whatever its status, with search in any language, status filter, sort and pages', {
      querystring: courseAdminListQuery,
      data: courseAdminList,
    }),
    handler: async (request, reply) =>
      sendData(reply, await adminCourseList(app.db, { ...request.query, search: request.query.search || undefined })),
  });

  app.post('/v1/courses/admin', {
    config,
    schema: schema('courseAdmin.create', 'Create a course; its slug comes from the English title', {
      body: withExample(courseCreateBody, {
        titleTranslations: { en: 'Rainwater harvesting', hi: 'वर्षा जल संचयन' },
        level: 'beginner',
        category: 'watershed',
      }),
      data: courseAdminDetail,
      created: true,
    }),
    handler: async (request, reply) => changed(reply, await createCourse(app.db, request.body), 'Course created.', 201),
  });

  app.get('/v1/courses/stats', {
    config,
    schema: schema('courseAdmin.stats', 'Courses by status, modules, lessons and enrolments', { data: courseStatsSchema }),
    handler: async (_request, reply) => sendData(reply, await courseStats(app.db)),
  });

  app.get('/v1/courses/admin/translations', {
    config,
    schema: schema('courseAdmin.translations', 'Course titles and descriptions per language, with what is missing', {
      querystring: courseTranslationsQuery,
      data: courseTranslationList,
    }),
    handler: async (request, reply) => sendData(reply, await courseTranslations(app.db, request.query.missing)),
  });

  app.get('/v1/courses/admin/:id', {
    config,
    schema: schema('courseAdmin.get', 'One course with its whole curriculum, lesson content included', {
      params: courseAdminParams,
      data: courseAdminDetail,
    }),
    handler: async (request, reply) => sendData(reply, await adminCourseDetail(app.db, request.params.id)),
  });

  app.put('/v1/courses/admin/:id', {
    config,
    schema: schema('courseAdmin.update', 'Change any of the course fields (publish by setting the status)', {
      params: courseAdminParams,
      body: withExample(courseUpdateBody, { status: 'published' }),
      data: courseAdminDetail,
    }),
    handler: async (request, reply) => {
      await editCourse(app.db, request.params.id, request.body);
      return changed(reply, request.params.id, 'Course saved.');
    },
  });

  app.delete('/v1/courses/admin/:id', {
    config,
    schema: schema('courseAdmin.delete', 'Delete a course with no enrolled learners (archive it otherwise)', {
      params: courseAdminParams,
      data: z.null(),
      errors: [400, 401, 403, 404, 409],
    }),
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
      operationId: string;
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
      schema: schema(change.operationId, change.summary, {
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
    operationId: 'courseAdmin.addModule',
    summary: 'Add a module at the end',
    params: courseAdminParams,
    body: withExample(moduleBody, { titleTranslations: { en: 'Why harvest rain', hi: 'वर्षा जल क्यों सहेजें' } }),
    created: true,
    message: 'Module added.',
    run: (params, body) => addModule(app.db, params.id, body),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/modules/order', {
    operationId: 'courseAdmin.orderModules',
    summary: 'Put the modules in this order (every module id once)',
    params: courseAdminParams,
    body: withExample(orderBody, { ids: ['0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21', '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b'] }),
    message: 'Modules reordered.',
    run: (params, body) => reorderModules(app.db, params.id, body.ids),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/modules/:moduleId', {
    operationId: 'courseAdmin.updateModule',
    summary: 'Edit a module',
    params: moduleParams,
    body: withExample(moduleUpdateBody, { titleTranslations: { en: 'Why harvest rain', hi: 'वर्षा जल क्यों सहेजें' } }),
    message: 'Module saved.',
    run: (params, body) => editModule(app.db, params.id, params.moduleId, body),
  });
  curriculumChange('DELETE', '/v1/courses/admin/:id/modules/:moduleId', {
    operationId: 'courseAdmin.deleteModule',
    summary: 'Remove a module and its lessons',
    params: moduleParams,
    message: 'Module removed.',
    run: (params) => removeModule(app.db, params.id, params.moduleId),
  });
  curriculumChange('POST', '/v1/courses/admin/:id/modules/:moduleId/lessons', {
    operationId: 'courseAdmin.addLesson',
    summary: 'Add a lesson at the end of a module',
    params: moduleParams,
    body: withExample(lessonBody, {
      kind: 'text',
      titleTranslations: { en: 'The water cycle', hi: 'जल चक्र' },
      durationMinutes: 10,
      content: { body: { en: 'Rain falls, soaks in and flows away.', hi: 'वर्षा गिरती है, रिसती है और बह जाती है।' } },
    }),
    created: true,
    message: 'Lesson added.',
    run: (params, body) => addLesson(app.db, params.id, params.moduleId, body),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/modules/:moduleId/lessons/order', {
    operationId: 'courseAdmin.orderLessons',
    summary: 'Put the lessons of a module in this order',
    params: moduleParams,
    body: withExample(orderBody, { ids: ['0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21', '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b'] }),
    message: 'Lessons reordered.',
    run: (params, body) => reorderLessons(app.db, params.id, params.moduleId, body.ids),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/lessons/:lessonId', {
    operationId: 'courseAdmin.replaceLesson',
    summary: 'Replace a lesson (title, kind, duration, content)',
    params: lessonParams,
    body: withExample(lessonBody, {
      kind: 'text',
      titleTranslations: { en: 'The water cycle', hi: 'जल चक्र' },
      durationMinutes: 10,
      content: { body: { en: 'Rain falls, soaks in and flows away.', hi: 'वर्षा गिरती है, रिसती है और बह जाती है।' } },
    }),
    message: 'Lesson saved.',
    run: (params, body) => editLesson(app.db, params.id, params.lessonId, body),
  });
  curriculumChange('PUT', '/v1/courses/admin/:id/lessons/:lessonId/move', {
    operationId: 'courseAdmin.moveLesson',
    summary: 'Move a lesson to a position in a module of the course',
    params: lessonParams,
    body: withExample(moveLessonBody, { moduleId: '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b', index: 0 }),
    message: 'Lesson moved.',
    run: (params, body) => moveLesson(app.db, params.id, params.lessonId, body),
  });
  curriculumChange('DELETE', '/v1/courses/admin/:id/lessons/:lessonId', {
    operationId: 'courseAdmin.deleteLesson',
    summary: 'Remove a lesson',
    params: lessonParams,
    message: 'Lesson removed.',
    run: (params) => removeLesson(app.db, params.id, params.lessonId),
  });
});
