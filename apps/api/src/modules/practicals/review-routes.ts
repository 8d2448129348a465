import {
  practicalReview,
  practicalReviewBody,
  practicalReviewParams,
  practicalReviewQueue,
  practicalReviewQueueQuery,
} from '@jal/contracts';
import { reviewPractical } from '../../commands/review-practical.js';
import { eventOrigin } from '../../db/security-events.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { withExample } from '../../lib/example.js';
import { signedInUser } from '../../plugins/auth.js';
import { learningDeps } from '../learning/service.js';
import type { NotificationMailer } from '../notifications/service.js';
import { reviewDetail, reviewQueue } from './service.js';

const schema = routeSchemas(['practicals'], [400, 401, 403, 404]);

const WHO =
  "Administrators see every submission; an organization's managers and trainers see the submissions its learners sent while in it " +
  "(another organization's is 404). Learners are refused with 403.";

/** Reviewing field practicals: the queue, one submission in full, and the review that accepts or returns it. */
export const practicalReviewRoutes = defineRoutes<{ mailer: NotificationMailer }>((app, { mailer }) => {
  const learning = learningDeps(app);

  app.get('/v1/practical-reviews', {
    config: { access: 'reviewer' },
    schema: schema('practicalReviews.queue', 'The review queue: submissions of field practicals in a state, oldest first', {
      description:
        `${WHO} \`state\` is submitted (waiting, the default), accepted or returned; \`courseId\`, \`batchId\` (its learners) and ` +
        '`flag` (a signal, e.g. `photo-seen-before`, `outside-area`, `place-inaccurate`) narrow it. Each item has what a list shows and ' +
        'the version a review sends back.',
      querystring: practicalReviewQueueQuery,
      data: practicalReviewQueue,
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, await reviewQueue(app.db, signedInUser(request), request.query));
    },
  });

  app.get('/v1/practical-reviews/:submissionId', {
    config: { access: 'reviewer' },
    schema: schema('practicalReviews.get', 'One submission of a field practical in full, for its reviewer', {
      description:
        `${WHO} The learner; the course; the lesson with what it asks (instructions, photos and captions, the voice note, numbers with units ` +
        'and ranges, the place and its area, the rubric with its pass mark); the numbers and place sent; photo and voice-note URLs (API paths ' +
        'below /api); the signals in full (which other submissions share a photo, which learners were nearby); the state, the version, and ' +
        'the last review (marks, score, feedback, reviewer, time) or null.',
      params: practicalReviewParams,
      data: practicalReview,
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, await reviewDetail(app.db, signedInUser(request), request.params.submissionId));
    },
  });

  app.post('/v1/practical-reviews/:submissionId', {
    // The review command writes its own audit entry, with the outcome and the score, in its transaction.
    config: { access: 'reviewer', audit: false },
    schema: schema('practicalReviews.review', 'Accept a field practical, or return it to be sent again with feedback', {
      description:
        `${WHO} \`marks\` gives one level of every criterion of the lesson's rubric (400 naming each missing, unknown or repeated one, by ` +
        "`marks.<criterionId>`); the score is the chosen levels' points added up. `accepted` needs a score at the pass mark or above (400 " +
        'PRACTICAL_BELOW_PASS_MARK with the score and the pass mark); `returned` needs `feedback` (400 PRACTICAL_FEEDBACK_REQUIRED). ' +
        "The review is written only if `version` is still the submission's (409 PRACTICAL_ALREADY_REVIEWED: someone else reviewed it; " +
        'nothing is written). An accepted submission cannot be returned (409 PRACTICAL_ALREADY_ACCEPTED); a returned one can be accepted ' +
        'unless the learner has sent the practical again (409 PRACTICAL_AWAITING_REVIEW). Accepting completes the lesson for the learner, ' +
        'and the course with its certificate when it was the last lesson (a certificate lists the practicals accepted in its course). The learner is told in the bell, and by email when mail is set ' +
        'up, in their language. Every review is written to the audit log (`practical.review`). Answers the submission as reviewed, with its new version.',
      params: practicalReviewParams,
      body: withExample(practicalReviewBody, {
        version: 1,
        outcome: 'returned',
        marks: [
          { criterionId: 'c1', levelId: 'c1-l2' },
          { criterionId: 'c2', levelId: 'c2-l1' },
        ],
        feedback: 'The photo of the tape against the water is blurred: take it again from closer.',
      }),
      data: practicalReview,
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request, reply) => {
      const review = await reviewPractical(
        { learning, jobs: app.jobs, mail: mailer, origin: eventOrigin(request) },
        signedInUser(request),
        request.params.submissionId,
        request.body,
      );
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, review, review.review?.outcome === 'accepted' ? 'Practical accepted' : 'Practical returned');
    },
  });
});
