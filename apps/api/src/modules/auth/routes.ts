import { z } from 'zod';
import {
  API,
  changePasswordBody,
  envelope,
  errorEnvelope,
  firstPasswordBody,
  LEARNER_IMPORT_API,
  loginBody,
  loginResult,
  publicUser,
  secondFactorChallenge,
  signupBody,
} from '@jal/contracts';
import { eventOrigin } from '../../db/security-events.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { clearSessionCookies, setSessionCookie } from '../../sessions/cookie.js';
import { deleteSession } from '../../sessions/store.js';
import { presentUser } from '../users/presenter.js';
import { SIGN_IN_LIMITS, type SignInLimits } from '../../throttling/sign-in-throttle.js';
import { signUp } from '../../commands/sign-up.js';
import { changePassword, setFirstPassword, signIn } from './service.js';
import { secondStepRoutes } from './second-step-routes.js';
import { devicePlatform, loginResponse } from './session-reply.js';
import { registerSignUpLimit, SIGNUP_RATE_LIMIT } from './signup-limit.js';
import { withExample } from '../../lib/example.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope };

/** A read for the signed-in caller: it needs the bearer token, and answers 401 without a valid one. */
function signedInSchema(operationId: string, tags: string[], summary: string, data: z.ZodType) {
  return { tags, operationId, summary, response: { 200: envelope(data), 401: errorEnvelope } };
}

/** Signing in and out (anyone), and the caller's own account (signed in). */
export const authRoutes = defineRoutes<{ signInLimits?: SignInLimits }>(async (app, options) => {
  const limits = options.signInLimits ?? SIGN_IN_LIMITS;

  for (const url of [API.login, API.signin]) {
    app.post(url, {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        operationId: url === API.login ? 'auth.login' : 'auth.signIn',
        summary: url === API.login ? 'Sign in (used by the web and mobile apps)' : 'Sign in (catalogue name of the same call)',
        body: withExample(loginBody, { email: 'learner@example.org', password: 'correct horse battery' }),
        description:
          'Answers 200 with a session (`token`), or, for an account with two-step sign-in, 202 with no session but a ' +
          "`challenge` (`secondFactor: 'code'`) to send with a code to POST /v1/auth/second-factor. An administrator " +
          "outside demo mode who has not set it up gets `secondFactor: 'enrol'`: the challenge then allows " +
          'only POST /v1/auth/second-factor/enrolment and its /confirm, which ends signed in.',
        response: { 200: envelope(loginResult), 202: envelope(secondFactorChallenge), ...errors },
      },
      handler: async (request, reply) => {
        const result = await signIn(app.db, request.body, {
          address: request.ip,
          platform: devicePlatform(request),
          now: app.now(),
          limits,
          sessions: app.sessionPolicy,
          origin: eventOrigin(request),
        });
        if (result.challenge) {
          const message =
            result.challenge.secondFactor === 'code' ? 'Enter the code from your authenticator app' : 'Set up two-step sign-in';
          return sendData(reply, result.challenge, message, 202);
        }
        const { user, token } = result.session;
        // Signing in again replaces the session the browser or app already had.
        if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
        setSessionCookie(request, reply, token);
        return sendData(reply, loginResponse(user, token), 'Login successful');
      },
    });
  }

  await app.register(secondStepRoutes, { signInLimits: limits });

  // In a scope of its own, so that its limit counts sign-ups only.
  await app.register(
    defineRoutes(async (scope) => {
      await registerSignUpLimit(scope);
      scope.post(API.signup, {
        config: { access: 'public', rateLimit: SIGNUP_RATE_LIMIT },
        schema: {
          tags: ['auth'],
          operationId: 'auth.signUp',
          summary: 'Create a learner account and sign in (limited per address)',
          body: withExample(signupBody, { name: 'Asha Verma', email: 'asha@example.org', password: 'rain-water harvest 24' }),
          response: { 201: envelope(loginResult), ...errors },
        },
        handler: async (request, reply) => {
          const { user, token } = await signUp(app.db, request.body, app.sessionPolicy, eventOrigin(request), devicePlatform(request));
          if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
          setSessionCookie(request, reply, token);
          return sendData(reply, loginResponse(user, token), 'Account created successfully', 201);
        },
      });
    }),
  );

  for (const url of [API.logout, API.authLogout]) {
    app.post(url, {
      // Signing out always succeeds, even with an expired or unknown token. It ends the cookie's
      // session, so another site cannot make the browser send it.
      config: { access: 'public', actsOnSession: true },
      schema: {
        tags: ['auth'],
        operationId: url === API.logout ? 'auth.logout' : 'auth.signOut',
        summary: 'End the current session (always succeeds)',
        response: { 200: envelope(z.null()) },
      },
      handler: async (request, reply) => {
        if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
        clearSessionCookies(request, reply);
        return sendData(reply, null, 'Logged out successfully');
      },
    });
  }

  app.get(API.verify, {
    config: { access: 'signed-in', beforeOwnPassword: true },
    schema: signedInSchema(
      'auth.verify',
      ['auth'],
      'Check that the token is valid',
      z.object({ valid: z.literal(true), user: publicUser }),
    ),
    handler: async (request, reply) =>
      sendData(reply, { valid: true as const, user: presentUser(signedInUser(request)) }, 'Token is valid'),
  });

  app.get(API.me, {
    config: { access: 'signed-in', beforeOwnPassword: true },
    schema: signedInSchema('users.me', ['users'], 'The signed-in user', publicUser),
    handler: async (request, reply) => sendData(reply, presentUser(signedInUser(request))),
  });

  app.post(API.changePassword, {
    config: { access: 'signed-in', beforeOwnPassword: true },
    schema: {
      tags: ['users'],
      operationId: 'users.changePassword',
      summary: 'Change the password; other sessions of the account end',
      body: withExample(changePasswordBody, { currentPassword: 'correct horse battery', newPassword: 'check dam monsoon 25' }),
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request, reply) => {
      await changePassword(app.db, signedInUser(request), request.body, request.sessionToken, eventOrigin(request));
      return sendData(reply, null, 'Password changed successfully');
    },
  });

  app.post(LEARNER_IMPORT_API.firstPassword, {
    config: { access: 'signed-in', beforeOwnPassword: true },
    schema: {
      tags: ['users'],
      operationId: 'users.setFirstPassword',
      summary: "Choose one's own password after signing in with a one-time password; other sessions of the account end",
      body: withExample(firstPasswordBody, { newPassword: 'check dam monsoon 25' }),
      response: { 200: envelope(publicUser), ...errors },
    },
    handler: async (request, reply) => {
      const user = signedInUser(request);
      await setFirstPassword(app.db, user, request.body, request.sessionToken, eventOrigin(request));
      return sendData(reply, presentUser({ ...user, mustChangePassword: false }), 'Password set');
    },
  });
});
