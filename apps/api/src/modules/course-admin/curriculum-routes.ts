import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseAdminDetail,
  courseAdminParams,
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
import { notFound } from '../../lib/http-error.js';
import { sendData } from '../../lib/reply.js';
import { invalidateCourseCaches } from '../courses/cache.js';
import { findAdminCourse } from './course-repository.js';
import {
  addLesson,
  addModule,
  deleteLesson,
  deleteModule,
  moveLesson,
  reorderLessons,
  reorderModules,
  updateLesson,
  updateModule,
} from './curriculum-service.js';

const tags = ['course administration'];
const response = (status: 200 | 201) => ({
  [status]: envelope(courseAdminDetail),
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
});

/** Modules and lessons: every change answers with the whole course, as the editor shows it. */
export async function courseAdminCurriculumRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = async (reply: Parameters<typeof sendData>[0], courseId: string, message: string, code: 200 | 201 = 200) => {
    invalidateCourseCaches(app);
    const course = await findAdminCourse(app.db, courseId);
    if (!course) throw notFound('Course not found.');
    return sendData(reply, course, message, code);
  };

  r.post('/v1/courses/admin/:id/modules', {
    schema: { tags, summary: 'Add a module at the end', params: courseAdminParams, body: moduleBody, response: response(201) },
    handler: async (request, reply) => {
      await addModule(app.db, request.params.id, request.body);
      return answer(reply, request.params.id, 'Module added.', 201);
    },
  });

  r.put('/v1/courses/admin/:id/modules/order', {
    schema: {
      tags,
      summary: 'Put the modules in this order (every module id once)',
      params: courseAdminParams,
      body: orderBody,
      response: response(200),
    },
    handler: async (request, reply) => {
      await reorderModules(app.db, request.params.id, request.body.ids);
      return answer(reply, request.params.id, 'Modules reordered.');
    },
  });

  r.put('/v1/courses/admin/:id/modules/:moduleId', {
    schema: { tags, summary: 'Edit a module', params: moduleParams, body: moduleUpdateBody, response: response(200) },
    handler: async (request, reply) => {
      await updateModule(app.db, request.params.id, request.params.moduleId, request.body);
      return answer(reply, request.params.id, 'Module saved.');
    },
  });

  r.delete('/v1/courses/admin/:id/modules/:moduleId', {
    schema: { tags, summary: 'Remove a module and its lessons', params: moduleParams, response: response(200) },
    handler: async (request, reply) => {
      await deleteModule(app.db, request.params.id, request.params.moduleId);
      return answer(reply, request.params.id, 'Module removed.');
    },
  });

  r.post('/v1/courses/admin/:id/modules/:moduleId/lessons', {
    schema: { tags, summary: 'Add a lesson at the end of a module', params: moduleParams, body: lessonBody, response: response(201) },
    handler: async (request, reply) => {
      await addLesson(app.db, request.params.id, request.params.moduleId, request.body);
      return answer(reply, request.params.id, 'Lesson added.', 201);
    },
  });

  r.put('/v1/courses/admin/:id/modules/:moduleId/lessons/order', {
    schema: { tags, summary: 'Put the lessons of a module in this order', params: moduleParams, body: orderBody, response: response(200) },
    handler: async (request, reply) => {
      await reorderLessons(app.db, request.params.id, request.params.moduleId, request.body.ids);
      return answer(reply, request.params.id, 'Lessons reordered.');
    },
  });

  r.put('/v1/courses/admin/:id/lessons/:lessonId', {
    schema: {
      tags,
      summary: 'Replace a lesson (title, kind, duration, content)',
      params: lessonParams,
      body: lessonBody,
      response: response(200),
    },
    handler: async (request, reply) => {
      await updateLesson(app.db, request.params.id, request.params.lessonId, request.body);
      return answer(reply, request.params.id, 'Lesson saved.');
    },
  });

  r.put('/v1/courses/admin/:id/lessons/:lessonId/move', {
    schema: {
      tags,
      summary: 'Move a lesson to a position in a module of the course',
      params: lessonParams,
      body: moveLessonBody,
      response: response(200),
    },
    handler: async (request, reply) => {
      await moveLesson(app.db, request.params.id, request.params.lessonId, request.body);
      return answer(reply, request.params.id, 'Lesson moved.');
    },
  });

  r.delete('/v1/courses/admin/:id/lessons/:lessonId', {
    schema: { tags, summary: 'Remove a lesson', params: lessonParams, response: response(200) },
    handler: async (request, reply) => {
      await deleteLesson(app.db, request.params.id, request.params.lessonId);
      return answer(reply, request.params.id, 'Lesson removed.');
    },
  });
}
