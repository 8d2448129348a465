import {
  disableSecondFactorBody,
  enrolmentConfirmBody,
  recoveryCodes,
  API,
  secondFactorEnrolment,
  secondFactorStatus,
} from '@jal/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eventOrigin } from '../../db/security-events.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { withExample } from '../../lib/example.js';
import { sendData } from '../../lib/reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { SIGN_IN_LIMITS, type SignInLimits } from '../../throttling/sign-in-throttle.js';
import {
  beginEnrolment,
  confirmEnrolment,
  disableSecondFactor,
  secondFactorStatus as readStatus,
  type SecondFactorContext,
} from './service.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['users'], [400, 401, 403, 409, 429]);
const config = { access: 'signed-in' } as const;

/** The signed-in person's own two-step sign-in: see it, set it up, turn it off. */
export const secondFactorRoutes = defineRoutes<{ signInLimits?: SignInLimits }>((app, options) => {
  const context = (request: FastifyRequest): SecondFactorContext => ({
    key: app.secondFactorKey,
    now: app.now(),
    origin: eventOrigin(request),
    limits: options.signInLimits ?? SIGN_IN_LIMITS,
  });

  app.get(API.secondFactorStatus, {
    config,
    schema: schema('account.secondFactor', 'Whether two-step sign-in is on, required, and how many recovery codes are left', {
      data: secondFactorStatus,
      errors: [401],
    }),
    handler: async (request, reply) => sendData(reply, await readStatus(app.db, signedInUser(request))),
  });

  app.post(API.secondFactorEnrolment, {
    config,
    schema: schema(
      'account.secondFactorEnrolment',
      'Start setting up two-step sign-in: a new secret (QR code and text), in effect once confirmed',
      { data: secondFactorEnrolment },
    ),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendData(reply, await beginEnrolment(app.db, signedInUser(request), app.secondFactorKey));
    },
  });

  app.post(API.secondFactorEnrolmentConfirm, {
    config,
    schema: schema(
      'account.secondFactorEnrolmentConfirm',
      'Confirm two-step sign-in with one code from the app; answers the recovery codes, shown this once',
      { body: withExample(enrolmentConfirmBody, { code: '123456' }), data: recoveryCodes },
    ),
    handler: async (request, reply) => {
      const codes = await confirmEnrolment(app.db, signedInUser(request), request.body.code, context(request));
      reply.header('cache-control', 'no-store');
      return sendData(reply, { recoveryCodes: codes }, 'Two-step sign-in is on');
    },
  });

  app.post(API.secondFactorDisable, {
    config,
    schema: schema(
      'account.secondFactorDisable',
      'Turn two-step sign-in off, with the password or a current code (administrators cannot outside demo mode)',
      { body: withExample(disableSecondFactorBody, { password: 'correct horse battery' }), data: z.null() },
    ),
    handler: async (request, reply) => {
      await disableSecondFactor(app.db, signedInUser(request), request.body, context(request));
      return sendData(reply, null, 'Two-step sign-in is off');
    },
  });
});
