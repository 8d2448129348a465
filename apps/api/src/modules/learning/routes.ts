import type { FastifyReply } from 'fastify';
import {
  courseLms,
  envelope,
  learningCourseParams,
  learningLessonParams,
  myEnrolments as myEnrolmentsSchema,
  nextLessonBody,
  nextLessonResult,
  playerLesson,
  playerLessonQuery,
  quizAttemptBody,
  quizAttemptResult,
  videoPosition,
  videoPositionBody,
} from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData, sendKeptData } from '../../lib/reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { completeLesson } from '../../commands/complete-lesson.js';
import { learningDeps } from './context.js';
import { submitAttempt } from './quiz-attempts.js';
import { enrol, getLms, getPlayerLesson, myEnrolments } from './service.js';
import { savePosition } from './video-progress.js';
import { withExample } from '../../lib/example.js';
import { emailNotices, type NotificationMailer } from '../notifications/service.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['learning'], [400, 401, 403, 404]);

/** Personal progress: never kept by a shared cache. */
function personal(reply: FastifyReply) {
  return reply.header('cache-control', 'private, no-store');
}

/** Enrolment, the course's structure with the learner's progress, the player and quizzes (signed in). */
export const learningRoutes = defineRoutes<{ mailer: NotificationMailer }>((app, { mailer }) => {
  const deps = learningDeps(app);

  app.post('/v1/courses/:id/enroll', {
    config: { access: 'signed-in' },
    schema: schema('learning.enrol', 'Enrol the caller in a published course (by id or slug): 201 when new, 200 when already enrolled', {
      params: learningCourseParams,
      data: courseLms,
      answers: { 201: envelope(courseLms) },
    }),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const { created, lms } = await enrol(deps, user, request.params.id);
      return sendData(personal(reply), lms, created ? 'Enrolled' : 'Already enrolled', created ? 201 : 200);
    },
  });

  app.get('/v1/courses/:id/lms', {
    config: { access: 'signed-in' },
    schema: schema(
      'learning.courseState',
      "The course's modules and lessons with the caller's state per lesson, progress, current lesson and certificate",
      {
        description: 'Works before enrolment: `enrolled` is false and the states are those of a fresh start.',
        params: learningCourseParams,
        data: courseLms,
      },
    ),
    handler: async (request, reply) => sendKeptData(personal(reply), await getLms(deps, signedInUser(request), request.params.id)),
  });

  app.post('/v1/courses/:id/next', {
    config: { access: 'signed-in' },
    schema: schema(
      'learning.completeLesson',
      'Complete the current lesson (or the given open one) and get the next one with the new progress',
      {
        description:
          'Text and document lessons complete when asked; a video once about 90 % of its length (read by the server from the file) was watched ' +
          'as the server counts it (see the position endpoint); a quiz once passed. ' +
          'Otherwise 409 with the reason. A locked lesson is refused with 403. Completing an already completed lesson succeeds again (safe to retry). ' +
          'Completing the last lesson issues the certificate once.',
        params: learningCourseParams,
        body: withExample(nextLessonBody, { lessonId: '0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21' }),
        data: nextLessonResult,
        errors: [400, 401, 403, 404, 409],
      },
    ),
    // A POST without a body means "the current lesson".
    preValidation: (request, _reply, done) => {
      request.body ??= {};
      done();
    },
    handler: async (request, reply) => {
      const outline = await deps.outline(request.params.id);
      const { completion, notices } = await completeLesson(deps, signedInUser(request), outline, request.body.lessonId, deps.now());
      await emailNotices(app.db, app.jobs, mailer, notices);
      return sendData(personal(reply), completion, 'Lesson completed');
    },
  });

  app.get('/v1/courses/:id/lessons/:lessonId', {
    config: { access: 'signed-in' },
    schema: schema(
      'learning.getLesson',
      'One lesson for the player, with its content (quiz questions without their answers) and saved video position',
      {
        description:
          'A locked lesson is refused with 403, unless `for=offline` asks for it to be downloaded: then it is sent with its state `locked` ' +
          '(a downloaded course holds every lesson; completions still follow the order).',
        params: learningLessonParams,
        querystring: playerLessonQuery,
        data: playerLesson,
        errors: [400, 401, 403, 404, 409],
      },
    ),
    handler: async (request, reply) =>
      sendData(
        personal(reply),
        await getPlayerLesson(deps, signedInUser(request), request.params.id, request.params.lessonId, {
          forOffline: request.query.for === 'offline',
        }),
      ),
  });

  app.put('/v1/courses/:id/lessons/:lessonId/position', {
    config: { access: 'signed-in' },
    schema: schema(
      'learning.savePosition',
      'Save the video position (seconds); watched time counts towards completion, no faster than the clock',
      {
        description:
          'The player reports when playback starts, every ~10 s while playing, on pause, seek and end. Watched seconds grow towards ' +
          'the reported position by at most the time since the previous report (plus 10 %), never past the length the server read ' +
          "from the file; the body's durationSeconds is not used for counting. A position past the end of the video is refused with 400.",
        params: learningLessonParams,
        body: withExample(videoPositionBody, { positionSeconds: 125.5, durationSeconds: 600 }),
        data: videoPosition,
      },
    ),
    handler: async (request, reply) =>
      sendData(
        personal(reply),
        await savePosition(deps, signedInUser(request), request.params.id, request.params.lessonId, request.body),
        'Position saved',
      ),
  });

  app.post('/v1/courses/:id/lessons/:lessonId/attempts', {
    config: { access: 'signed-in' },
    schema: schema(
      'learning.submitQuiz',
      'Submit quiz answers: graded on the server; a failed attempt says how many answers were right, not which',
      {
        description:
          'An attempt that passes also says right or wrong per question with its explanation (never which option was right). ' +
          'After 3 failed attempts (and no pass) each next attempt waits 1, then 5, then 30 minutes after the previous one: ' +
          'until then 429 with Retry-After (seconds) and the time left in the message; the result and the player lesson give it as nextAttemptInSeconds.',
        params: learningLessonParams,
        body: withExample(quizAttemptBody, { answers: [{ questionId: 'q1', optionIds: ['q1-b'] }] }),
        data: quizAttemptResult,
        errors: [400, 401, 403, 404, 409, 429],
      },
    ),
    handler: async (request, reply) => {
      const result = await submitAttempt(deps, signedInUser(request), request.params.id, request.params.lessonId, request.body);
      return sendData(personal(reply), result, result.passed ? 'Quiz passed' : 'Quiz not passed yet');
    },
  });

  app.get('/v1/enrolments', {
    config: { access: 'signed-in' },
    schema: schema('learning.myEnrolments', "The caller's courses with their progress, the lesson to continue with and the certificate", {
      description:
        'Courses in progress come first, the one worked on most recently at the top; completed courses follow, the latest first. ' +
        '`resumeLessonId` is the lesson the caller last worked on while it is open and not complete, else the first lesson not complete.',
      data: myEnrolmentsSchema,
      errors: [401],
    }),
    handler: async (request, reply) => sendData(personal(reply), await myEnrolments(app.db, signedInUser(request).id)),
  });
});
