import { z } from 'zod';
import {
  API,
  changePasswordBody,
  envelope,
  firstPasswordBody,
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
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['auth'], [400, 401, 403, 409, 429]);

/** Signing in and out (anyone), and the caller's own account (signed in). */
export const authRoutes = defineRoutes<{ signInLimits?: SignInLimits }>(async (app, options) => {
  const limits = options.signInLimits ?? SIGN_IN_LIMITS;

  for (const url of [API.login, API.signin]) {
    app.post(url, {
      config: { access: 'public' },
      schema: schema(
        url === API.login ? 'auth.login' : 'auth.signIn',
        url === API.login ? 'Sign in (used by the web and mobile apps)' : 'Sign in (catalogue name of the same call)',
        {
          description:
            'Answers 200 with a session (`token`), or, for an account with two-step sign-in, 202 with no session but a ' +
            "`challenge` (`secondFactor: 'code'`) to send with a code to POST /v1/auth/second-factor. An administrator " +
            "outside demo mode who has not set it up gets `secondFactor: 'enrol'`: the challenge then allows " +
            'only POST /v1/auth/second-factor/enrolment and its /confirm, which ends signed in.',
          body: withExample(loginBody, { email: 'learner@example.org', password: 'correct horse battery' }),
          data: loginResult,
          answers: { 202: envelope(secondFactorChallenge) },
        },
      ),
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
        schema: schema('auth.signUp', 'Create a learner account and sign in (limited per address)', {
          body: withExample(signupBody, { name: 'Asha Verma', email: 'asha@example.org', password: 'rain-water harvest 24' }),
          data: loginResult,
          created: true,
        }),
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
      schema: schema(url === API.logout ? 'auth.logout' : 'auth.signOut', 'End the current session (always succeeds)', {
        data: z.null(),
        errors: [],
      }),
      handler: async (request, reply) => {
        if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
        clearSessionCookies(request, reply);
        return sendData(reply, null, 'Logged out successfully');
      },
    });
  }

  app.get(API.verify, {
    config: { access: 'signed-in', beforeOwnPassword: true },
    // A read for the signed-in caller: it needs the bearer token, and answers 401 without a valid one.
    schema: schema('auth.verify', 'Check that the token is valid', {
      data: z.object({ valid: z.literal(true), user: publicUser }),
      errors: [401],
    }),
    handler: async (request, reply) =>
      sendData(reply, { valid: true as const, user: presentUser(signedInUser(request)) }, 'Token is valid'),
  });

  app.get(API.me, {
    config: { access: 'signed-in', beforeOwnPassword: true },
    schema: schema('users.me', 'The signed-in user', { tags: ['users'], data: publicUser, errors: [401] }),
    handler: async (request, reply) => sendData(reply, presentUser(signedInUser(request))),
  });

  app.post(API.changePassword, {
    config: { access: 'signed-in', beforeOwnPassword: true },
    schema: schema('users.changePassword', 'Change the password; other sessions of the account end', {
      tags: ['users'],
      body: withExample(changePasswordBody, { currentPassword: 'correct horse battery', newPassword: 'check dam monsoon 25' }),
      data: z.null(),
    }),
    handler: async (request, reply) => {
      await changePassword(app.db, signedInUser(request), request.body, request.sessionToken, eventOrigin(request));
      return sendData(reply, null, 'Password changed successfully');
    },
  });

  app.post(API.firstPassword, {
    config: { access: 'signed-in', beforeOwnPassword: true },
    schema: schema(
      'users.setFirstPassword',
      "Choose one's own password after signing in with a one-time password; other sessions of the account end",
      { tags: ['users'], body: withExample(firstPasswordBody, { newPassword: 'check dam monsoon 25' }), data: publicUser },
    ),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      await setFirstPassword(app.db, user, request.body, request.sessionToken, eventOrigin(request));
      return sendData(reply, presentUser({ ...user, mustChangePassword: false }), 'Password set');
    },
  });
});
