import { syncBody, syncResult } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { withExample } from '../../lib/example.js';
import { sendData } from '../../lib/reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { learningDeps } from '../learning/service.js';
import { emailNotices, type NotificationMailer } from '../notifications/service.js';
import { syncEvents } from './service.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['learning'], [400, 401]);

const EXAMPLE_COURSE = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const EXAMPLE_LESSON = '0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21';

/** What a learner did offline, sent back once the network returns (signed in). */
export const syncRoutes = defineRoutes<{ mailer: NotificationMailer }>((app, { mailer }) => {
  // The learning services' own dependencies: what the sync writes drops the same cached LMS reads.
  const deps = learningDeps(app);

  app.post('/v1/sync', {
    config: { access: 'signed-in' },
    schema: schema(
      'learning.sync',
      'Apply what the learner did offline (completions, video positions, quiz answers), each event once, in time order',
      {
        description:
          'Each event carries a key made on the device: an event whose key was received before is not applied again and answers ' +
          '`duplicate` with its first outcome. Event times are moved by the difference between the server clock and `sentAt` ' +
          '(the device clock may be wrong), and events are applied in that order (the order sent when times are equal). ' +
          'Completions and quiz answers follow the rules of the online endpoints: lessons unlock in order, a video completes once ' +
          'about 90 % was watched, a quiz once passed, quiz answers are graded on arrival and wait after 3 failed attempts; ' +
          'the last completion issues the certificate. A video position counts only for a course downloaded for offline use, ' +
          'dated after that download, not after now and not before the last report of the lesson; watched time grows only between two ' +
          'reports of the same lesson with no event of another lesson between them, by at most their time difference plus 10 %, ' +
          'the first report of a run only starting the clock. An event that breaks a rule, names a course the learner is not ' +
          'enrolled in or an unknown lesson is `refused` with the reason; the other events are applied all the same. ' +
          'Outcomes come in the order applied.',
        body: withExample(syncBody, {
          sentAt: '2026-03-02T10:15:00+05:30',
          events: [
            {
              key: '3f0a9a52-0c1e-4c1b-9a57-6a0d4c2b9e11',
              type: 'position',
              courseId: EXAMPLE_COURSE,
              lessonId: EXAMPLE_LESSON,
              at: '2026-03-02T09:40:00+05:30',
              positionSeconds: 0,
            },
            {
              key: '7b2c61d4-8e3f-4d2a-b1c0-5f9e8d7c6b5a',
              type: 'position',
              courseId: EXAMPLE_COURSE,
              lessonId: EXAMPLE_LESSON,
              at: '2026-03-02T09:40:30+05:30',
              positionSeconds: 30,
            },
            {
              key: 'c4d5e6f7-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
              type: 'complete',
              courseId: EXAMPLE_COURSE,
              lessonId: EXAMPLE_LESSON,
              at: '2026-03-02T09:40:31+05:30',
            },
          ],
        }),
        data: syncResult,
      },
    ),
    handler: async (request, reply) => {
      const { result, notices } = await syncEvents(deps, signedInUser(request), request.body);
      await emailNotices(app.db, app.jobs, mailer, notices);
      // Personal progress: never kept by a shared cache.
      return sendData(reply.header('cache-control', 'private, no-store'), result, 'Synced');
    },
  });
});
