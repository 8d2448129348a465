import { z } from 'zod';
import {
  addedLearners,
  batchBody,
  batchCourseBody,
  batchCourseParams,
  batchDetail as batchDetailSchema,
  batchListQuery,
  batchMemberParams,
  batchMembersBody,
  batchSummary,
  idParam,
} from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { withExample } from '../../lib/example.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { signedInUser } from '../../plugins/auth.js';
import { addLearnersToBatch } from '../../commands/add-learners-to-batch.js';
import { assignCourseToBatch } from '../../commands/assign-course-to-batch.js';
import { emailNotices, type NotificationMailer } from '../notifications/service.js';
import {
  assignableCourse,
  batchDetail,
  batchForNewMembers,
  createBatch,
  editBatch,
  listVisibleBatches,
  removeBatch,
  removeMember,
  unassignCourse,
} from './service.js';

const schema = routeSchemas(['batches'], [400, 401, 403, 404, 409]);
const config = { access: 'user-manager' } as const;

/**
 * Batches of learners with their courses and due dates, in the dashboard's users area: an
 * organization manager runs its own organization's, administrators every organization's.
 */
export const batchRoutes = defineRoutes<{ mailer: NotificationMailer }>((app, { mailer }) => {
  app.get('/v1/batches', {
    config,
    schema: schema('batches.list', 'Batches the caller may run (administrators: of one organization when asked)', {
      querystring: batchListQuery,
      data: z.array(batchSummary),
    }),
    handler: async (request, reply) =>
      sendData(reply, await listVisibleBatches(app.db, signedInUser(request), request.query.organizationId)),
  });

  app.post('/v1/batches', {
    config,
    schema: schema('batches.create', 'Create a batch (an organization manager: in its own organization)', {
      body: withExample(batchBody, { name: 'Monsoon 2026', startsOn: '2026-06-01', endsOn: '2026-09-30' }),
      data: batchDetailSchema,
      created: true,
    }),
    handler: async (request, reply) =>
      sendData(reply, await createBatch(app.db, signedInUser(request), request.body), 'Batch created', 201),
  });

  app.get('/v1/batches/:id', {
    config,
    schema: schema('batches.get', 'One batch with its courses and learners', { params: idParam, data: batchDetailSchema }),
    handler: async (request, reply) => sendData(reply, await batchDetail(app.db, signedInUser(request), request.params.id)),
  });

  app.put('/v1/batches/:id', {
    config,
    schema: schema('batches.update', 'Rename a batch or change its dates', {
      params: idParam,
      body: withExample(batchBody, { name: 'Monsoon 2026', startsOn: '2026-06-01', endsOn: '2026-10-15' }),
      data: batchDetailSchema,
    }),
    handler: async (request, reply) =>
      sendData(reply, await editBatch(app.db, signedInUser(request), request.params.id, request.body), 'Batch saved'),
  });

  app.delete('/v1/batches/:id', {
    config,
    schema: schema('batches.delete', 'Delete a batch (its learners keep their enrolments and progress)', {
      params: idParam,
      data: z.null(),
    }),
    handler: async (request, reply) => {
      await removeBatch(app.db, signedInUser(request), request.params.id);
      return sendData(reply, null, 'Batch deleted');
    },
  });

  app.put('/v1/batches/:id/courses/:courseId', {
    config,
    schema: schema(
      'batches.assignCourse',
      'Assign a published course with its due date, or change the date; enrols every learner of the batch',
      {
        params: batchCourseParams,
        body: withExample(batchCourseBody, { dueOn: '2026-08-31' }),
        data: batchDetailSchema,
      },
    ),
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const { batch, course } = await assignableCourse(app.db, actor, request.params.id, request.params.courseId);
      const notifications = await assignCourseToBatch(app.db, batch, course, request.body.dueOn);
      await emailNotices(app.db, app.jobs, mailer, notifications);
      return sendData(reply, await batchDetail(app.db, actor, batch.id), 'Course assigned');
    },
  });

  app.delete('/v1/batches/:id/courses/:courseId', {
    config,
    schema: schema('batches.unassignCourse', 'Take a course off a batch (its learners stay enrolled)', {
      params: batchCourseParams,
      data: batchDetailSchema,
    }),
    handler: async (request, reply) =>
      sendData(reply, await unassignCourse(app.db, signedInUser(request), request.params.id, request.params.courseId), 'Course removed'),
  });

  app.post('/v1/batches/:id/members', {
    config,
    schema: schema('batches.addLearners', "Add learners of the batch's organization; each is enrolled in the batch's courses", {
      params: idParam,
      body: withExample(batchMembersBody, { userIds: ['6f1c2b1e-8a5d-4c43-9d1e-2f0a7b3c4d5e'] }),
      data: addedLearners.extend({ batch: batchDetailSchema }),
    }),
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const batch = await batchForNewMembers(app.db, actor, request.params.id, request.body.userIds);
      const result = await addLearnersToBatch(app.db, batch.id, request.body.userIds);
      await emailNotices(app.db, app.jobs, mailer, result.notifications);
      const detail = await batchDetail(app.db, actor, batch.id);
      return sendData(reply, { added: result.added.length, enrolled: result.enrolled, batch: detail }, 'Learners added');
    },
  });

  app.delete('/v1/batches/:id/members/:userId', {
    config,
    schema: schema('batches.removeLearner', 'Take a learner out of a batch (their enrolments and progress stay)', {
      params: batchMemberParams,
      data: batchDetailSchema,
    }),
    handler: async (request, reply) =>
      sendData(reply, await removeMember(app.db, signedInUser(request), request.params.id, request.params.userId), 'Learner removed'),
  });
});
