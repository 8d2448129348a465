import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, changePasswordBody, envelope, errorEnvelope, loginBody, loginResult, publicUser, signupBody } from '@jal/contracts';
import { requireUser } from '../../plugins/auth.js';
import { sendData } from '../../lib/reply.js';
import { badRequest } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { presentUser, type UserRow } from '../users/presenter.js';
import { updatePasswordHash } from '../users/repository.js';
import { LoginThrottle } from './login-throttle.js';
import { signIn, signUp } from './service.js';
import { deleteSession, deleteUserSessions, SESSION_TTL_MS } from './sessions.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope };

function setSessionCookie(reply: FastifyReply, token: string) {
  reply.setCookie('token', token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

function devicePlatform(request: FastifyRequest): string | undefined {
  const value = request.headers['device-platform'];
  return typeof value === 'string' ? value : undefined;
}

function loginResponse(user: UserRow, token: string) {
  const presented = presentUser(user);
  return { token, user: presented, role: presented.role };
}

export async function authRoutes(app: FastifyInstance, options: { throttle?: LoginThrottle }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = options.throttle ?? new LoginThrottle();

  for (const url of [API.login, API.signin]) {
    r.post(url, {
      schema: {
        tags: ['auth'],
        summary: url === API.login ? 'Sign in (used by the web and mobile apps)' : 'Sign in (catalogue name of the same call)',
        body: loginBody,
        response: { 200: envelope(loginResult), ...errors },
      },
      handler: async (request, reply) => {
        const { user, token } = await signIn(app.db, throttle, request.body, request.ip, devicePlatform(request));
        setSessionCookie(reply, token);
        return sendData(reply, loginResponse(user, token), 'Login successful');
      },
    });
  }

  r.post(API.signup, {
    schema: {
      tags: ['auth'],
      summary: 'Create a learner account and sign in',
      body: signupBody,
      response: { 201: envelope(loginResult), ...errors },
    },
    handler: async (request, reply) => {
      const { user, token } = await signUp(app.db, request.body, devicePlatform(request));
      setSessionCookie(reply, token);
      return sendData(reply, loginResponse(user, token), 'Account created successfully', 201);
    },
  });

  for (const url of [API.logout, API.authLogout]) {
    r.post(url, {
      schema: { tags: ['auth'], summary: 'End the current session (always succeeds)', response: { 200: envelope(z.null()) } },
      handler: async (request, reply) => {
        if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
        reply.clearCookie('token', { path: '/' });
        return sendData(reply, null, 'Logged out successfully');
      },
    });
  }

  r.get(API.verify, {
    schema: {
      tags: ['auth'],
      summary: 'Check that the token is valid',
      security: [{ bearer: [] }],
      response: { 200: envelope(z.object({ valid: z.literal(true), user: publicUser })), 401: errorEnvelope },
    },
    handler: async (request, reply) => sendData(reply, { valid: true as const, user: presentUser(requireUser(request)) }, 'Token is valid'),
  });

  r.get(API.me, {
    schema: {
      tags: ['users'],
      summary: 'The signed-in user',
      security: [{ bearer: [] }],
      response: { 200: envelope(publicUser), 401: errorEnvelope },
    },
    handler: async (request, reply) => sendData(reply, presentUser(requireUser(request))),
  });

  r.post(API.changePassword, {
    schema: {
      tags: ['users'],
      summary: 'Change the password; other sessions of the account end',
      security: [{ bearer: [] }],
      body: changePasswordBody,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw badRequest('currentPassword: The current password is not correct.');
      }
      await updatePasswordHash(app.db, user.id, await hashPassword(request.body.newPassword));
      await deleteUserSessions(app.db, user.id, request.sessionToken ?? undefined);
      return sendData(reply, null, 'Password changed successfully');
    },
  });
}
