import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  API,
  dataExportQuery,
  deleteAccountBody,
  idParam,
  myDataExport,
  ownSessionList,
  profileUpdateBody,
  publicUser,
} from '@jal/contracts';
import { eventOrigin } from '../../db/security-events.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { withExample } from '../../lib/example.js';
import { sendData } from '../../lib/reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { clearSessionCookies } from '../../sessions/cookie.js';
import { personalDataCsv } from './data-export.js';
import { listUserSessions } from '../../sessions/store.js';
import { presentOwnSession } from './presenter.js';
import { deleteOwnAccount, endOwnSession, personalData, updateOwnProfile } from './service.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['users'], [400, 401]);
const config = { access: 'signed-in' } as const;

/**
 * The signed-in person's own account: their name and preferences, a copy of everything kept about
 * them, and deleting the account. Each acts on the caller alone; there is no id to name anyone else.
 */
export const accountRoutes = defineRoutes((app) => {
  app.patch(API.me, {
    config,
    schema: schema('users.updateMe', "Change one's own name, Hindi name (empty removes it) and preferences; only the fields sent change", {
      body: withExample(profileUpdateBody, { nameHindi: 'आशा वर्मा', preferences: { language: 'hi', fontSize: 18, lowData: true } }),
      data: publicUser,
    }),
    handler: async (request, reply) =>
      sendData(reply, await updateOwnProfile(app.db, signedInUser(request), request.body), 'Profile saved'),
  });

  app.get(API.myData, {
    config,
    schema: schema('users.myData', 'Download my data: everything kept about the signed-in person, as a JSON or CSV attachment', {
      description:
        'JSON (`format=json`, the default) or one CSV in long form (`section,record,field,value`; UTF-8 with BOM). ' +
        'Never holds a password hash, a session or anything of another person.',
      querystring: dataExportQuery,
      answers: {
        200: {
          description: 'The data, as an attachment',
          content: { 'application/json': { schema: myDataExport }, 'text/csv': { schema: z.string() } },
        },
      },
    }),
    handler: async (request, reply) => {
      const now = app.now();
      const data = await personalData(app.db, signedInUser(request), now);
      const csv = request.query.format === 'csv';
      const day = now.toISOString().slice(0, 10);
      // The body is the file itself, not the envelope: written here, so it is not serialized again.
      return (reply as unknown as FastifyReply)
        .header('content-type', csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="jal-shiksha-my-data-${day}.${csv ? 'csv' : 'json'}"`)
        .header('cache-control', 'no-store')
        .send(csv ? personalDataCsv(data) : `${JSON.stringify(data, null, 2)}\n`);
    },
  });

  app.delete(API.me, {
    config,
    schema: schema(
      'users.deleteMe',
      "Delete one's own account after typing the password and the email again: the learning record and field practicals (with their files) go, certificates stay verifiable without the name",
      {
        body: withExample(deleteAccountBody, { password: 'correct horse battery', confirmEmail: 'asha@example.org' }),
        data: z.null(),
        errors: [400, 401, 409, 429],
      },
    ),
    handler: async (request, reply) => {
      await deleteOwnAccount(app.db, app.jobs, signedInUser(request), request.body, app.now());
      clearSessionCookies(request, reply);
      return sendData(reply, null, 'Account deleted');
    },
  });

  app.get(API.mySessions, {
    config,
    schema: schema(
      'users.mySessions',
      "My devices: the signed-in person's live sessions, most recently used first, marking the one of this request",
      { data: ownSessionList, errors: [401] },
    ),
    handler: async (request, reply) => {
      const rows = await listUserSessions(app.db, signedInUser(request).id, request.sessionToken, app.sessionPolicy, app.now());
      reply.header('cache-control', 'no-store');
      return sendData(reply, { items: rows.map(presentOwnSession) });
    },
  });

  app.delete('/v1/user/me/sessions/:id', {
    config,
    schema: schema('users.endMySession', "End one of one's own sessions (signs that device out); another person's session is a 404", {
      params: idParam,
      data: z.null(),
      errors: [400, 401, 404],
    }),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const current = await endOwnSession(app.db, user, request.params.id, request.sessionToken, eventOrigin(request));
      // Ending this very session is signing out: the browser's cookie goes too.
      if (current) reply.clearCookie('token', { path: '/' });
      return sendData(reply, null, 'Session ended');
    },
  });
});
