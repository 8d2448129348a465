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
const curriculumResponse = (status: 200 | 201) => ({ [status]: envelope(courseAdminDetail), ...errors });
const tags = ['course administration'];
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
    schema: {
      tags,
      summary: 'Every course whatever its status, with search in any language, status filter, sort and pages',
      querystring: courseAdminListQuery,
      response: { 200: envelope(courseAdminList), ...errors },
    },
    handler: async (request, reply) =>
      sendData(reply, await adminCourseList(app.db, { ...request.query, search: request.query.search || undefined })),
  });

  app.post('/v1/courses/admin', {
    config,
    schema: {
      tags,
      summary: 'Create a course; its slug comes from the English title',
      body: courseCreateBody,
      response: { 201: envelope(courseAdminDetail), ...errors },
    },
    handler: async (request, reply) => changed(reply, await createCourse(app.db, request.body), 'Course created.', 201),
  });

  app.get('/v1/courses/stats', {
    config,
    schema: {
      tags,
      summary: 'Courses by status, modules, lessons and enrolments',
      response: { 200: envelope(courseStatsSchema), ...errors },
    },
    handler: async (_request, reply) => sendData(reply, await courseStats(app.db)),
  });

  app.get('/v1/courses/admin/translations', {
    config,
    schema: {
      tags,
      summary: 'Course titles and descriptions per language, with what is missing',
      querystring: courseTranslationsQuery,
      response: { 200: envelope(courseTranslationList), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await courseTranslations(app.db, request.query.missing)),
  });

  app.get('/v1/courses/admin/:id', {
    config,
    schema: {
      tags,
      summary: 'One course with its whole curriculum, lesson content included',
      params: courseAdminParams,
      response: { 200: envelope(courseAdminDetail), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await adminCourseDetail(app.db, request.params.id)),
  });

  app.put('/v1/courses/admin/:id', {
    config,
    schema: {
      tags,
      summary: 'Change any of the course fields (publish by setting the status)',
      params: courseAdminParams,
      body: courseUpdateBody,
      response: { 200: envelope(courseAdminDetail), ...errors },
    },
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

  app.post('/v1/courses/admin/:id/modules', {
    config,
    schema: { tags, summary: 'Add a module at the end', params: courseAdminParams, body: moduleBody, response: curriculumResponse(201) },
    handler: async (request, reply) => {
      await addModule(app.db, request.params.id, request.body);
      return changed(reply, request.params.id, 'Module added.', 201);
    },
  });

  app.put('/v1/courses/admin/:id/modules/order', {
    config,
    schema: {
      tags,
      summary: 'Put the modules in this order (every module id once)',
      params: courseAdminParams,
      body: orderBody,
      response: curriculumResponse(200),
    },
    handler: async (request, reply) => {
      await reorderModules(app.db, request.params.id, request.body.ids);
      return changed(reply, request.params.id, 'Modules reordered.');
    },
  });

  app.put('/v1/courses/admin/:id/modules/:moduleId', {
    config,
    schema: { tags, summary: 'Edit a module', params: moduleParams, body: moduleUpdateBody, response: curriculumResponse(200) },
    handler: async (request, reply) => {
      await editModule(app.db, request.params.id, request.params.moduleId, request.body);
      return changed(reply, request.params.id, 'Module saved.');
    },
  });

  app.delete('/v1/courses/admin/:id/modules/:moduleId', {
    config,
    schema: { tags, summary: 'Remove a module and its lessons', params: moduleParams, response: curriculumResponse(200) },
    handler: async (request, reply) => {
      await removeModule(app.db, request.params.id, request.params.moduleId);
      return changed(reply, request.params.id, 'Module removed.');
    },
  });

  app.post('/v1/courses/admin/:id/modules/:moduleId/lessons', {
    config,
    schema: {
      tags,
      summary: 'Add a lesson at the end of a module',
      params: moduleParams,
      body: lessonBody,
      response: curriculumResponse(201),
    },
    handler: async (request, reply) => {
      await addLesson(app.db, request.params.id, request.params.moduleId, request.body);
      return changed(reply, request.params.id, 'Lesson added.', 201);
    },
  });

  app.put('/v1/courses/admin/:id/modules/:moduleId/lessons/order', {
    config,
    schema: {
      tags,
      summary: 'Put the lessons of a module in this order',
      params: moduleParams,
      body: orderBody,
      response: curriculumResponse(200),
    },
    handler: async (request, reply) => {
      await reorderLessons(app.db, request.params.id, request.params.moduleId, request.body.ids);
      return changed(reply, request.params.id, 'Lessons reordered.');
    },
  });

  app.put('/v1/courses/admin/:id/lessons/:lessonId', {
    config,
    schema: {
      tags,
      summary: 'Replace a lesson (title, kind, duration, content)',
      params: lessonParams,
      body: lessonBody,
      response: curriculumResponse(200),
    },
    handler: async (request, reply) => {
      await editLesson(app.db, request.params.id, request.params.lessonId, request.body);
      return changed(reply, request.params.id, 'Lesson saved.');
    },
  });

  app.put('/v1/courses/admin/:id/lessons/:lessonId/move', {
    config,
    schema: {
      tags,
      summary: 'Move a lesson to a position in a module of the course',
      params: lessonParams,
      body: moveLessonBody,
      response: curriculumResponse(200),
    },
    handler: async (request, reply) => {
      await moveLesson(app.db, request.params.id, request.params.lessonId, request.body);
      return changed(reply, request.params.id, 'Lesson moved.');
    },
  });

  app.delete('/v1/courses/admin/:id/lessons/:lessonId', {
    config,
    schema: { tags, summary: 'Remove a lesson', params: lessonParams, response: curriculumResponse(200) },
    handler: async (request, reply) => {
      await removeLesson(app.db, request.params.id, request.params.lessonId);
      return changed(reply, request.params.id, 'Lesson removed.');
    },
  });
});
