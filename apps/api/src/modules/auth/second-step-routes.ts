import {
  challengeBody,
  challengeEnrolmentConfirmBody,
  challengeEnrolmentResult,
  loginResult,
  API,
  secondFactorEnrolment,
  secondFactorSignInBody,
} from '@jal/contracts';
import type { FastifyRequest } from 'fastify';
import { eventOrigin } from '../../db/security-events.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { withExample } from '../../lib/example.js';
import { sendData } from '../../lib/reply.js';
import {
  beginChallengeEnrolment,
  confirmChallengeEnrolment,
  verifySecondStep,
  type SecondFactorContext,
} from '../second-factor/service.js';
import { openSignedInSession } from './service.js';
import { setSessionCookie } from '../../sessions/cookie.js';
import { deleteSession } from '../../sessions/store.js';
import { loginResponse } from './session-reply.js';
import { SIGN_IN_LIMITS, type SignInLimits } from '../../throttling/sign-in-throttle.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['auth'], [400, 401, 403, 409, 429]);
const EXAMPLE_CHALLENGE = 'Jm0q3qk2b7Y1r9V5c8s4W6x0Z2a4D6f8H0j2L4n6P8Q';

/**
 * The sign-in's second step, for accounts with two-step sign-in. Public routes: the challenge from
 * the password step is what lets the caller in, and it is good for a few minutes and one session.
 */
export const secondStepRoutes = defineRoutes<{ signInLimits?: SignInLimits }>((app, options) => {
  const context = (request: FastifyRequest): SecondFactorContext => ({
    key: app.secondFactorKey,
    now: app.now(),
    origin: eventOrigin(request),
    limits: options.signInLimits ?? SIGN_IN_LIMITS,
  });

  const signedIn = (request: FastifyRequest) => ({ now: app.now(), sessions: app.sessionPolicy, origin: eventOrigin(request) });
  // Signing in again replaces the session the browser or app already had, as the password step does.
  const endPreviousSession = async (request: FastifyRequest) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
  };

  app.post(API.secondFactorSignIn, {
    config: { access: 'public' },
    schema: schema('auth.secondFactor', "Sign in, second step: the password step's challenge with a 6-digit code or a recovery code", {
      description:
        'Each code is accepted once; each recovery code once ever. Failed codes are counted as failed sign-ins: too many answer 429 with Retry-After.',
      body: withExample(secondFactorSignInBody, { challenge: EXAMPLE_CHALLENGE, code: '123456' }),
      data: loginResult,
    }),
    handler: async (request, reply) => {
      const { user, platform } = await verifySecondStep(app.db, request.body, context(request));
      const { token } = await openSignedInSession(app.db, user, platform, signedIn(request));
      await endPreviousSession(request);
      setSessionCookie(request, reply, token);
      return sendData(reply, loginResponse(user, token), 'Login successful');
    },
  });

  app.post(API.secondFactorChallengeEnrolment, {
    config: { access: 'public' },
    schema: schema(
      'auth.secondFactorEnrolment',
      "Sign in, enrolment step: a new authenticator secret for an 'enrol' challenge (QR code and text)",
      { body: withExample(challengeBody, { challenge: EXAMPLE_CHALLENGE }), data: secondFactorEnrolment },
    ),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendData(reply, await beginChallengeEnrolment(app.db, request.body.challenge, context(request)));
    },
  });

  app.post(API.secondFactorChallengeEnrolmentConfirm, {
    config: { access: 'public' },
    schema: schema(
      'auth.secondFactorEnrolmentConfirm',
      'Sign in, enrolment step: confirm with one code; answers the session and the recovery codes (shown once)',
      {
        body: withExample(challengeEnrolmentConfirmBody, { challenge: EXAMPLE_CHALLENGE, code: '123456' }),
        data: challengeEnrolmentResult,
      },
    ),
    handler: async (request, reply) => {
      const { user, platform, recoveryCodes } = await confirmChallengeEnrolment(app.db, request.body, context(request));
      const { token } = await openSignedInSession(app.db, user, platform, signedIn(request));
      await endPreviousSession(request);
      setSessionCookie(request, reply, token);
      reply.header('cache-control', 'no-store');
      return sendData(reply, { ...loginResponse(user, token), recoveryCodes }, 'Two-step sign-in is on');
    },
  });
});
