import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eventOrigin, recordSecurityEvent } from '../db/security-events.js';

/**
 * Records every 403 the server answers, whoever refused it (the route's declared access, a rule
 * of a service, a cross-site check): the account when signed in, the method and the route. It is
 * written before the answer leaves, so a client that saw the refusal finds it in the log.
 */
export const refusalRecorder = fp((app: FastifyInstance, _options, done) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 403) return payload;
    await recordSecurityEvent(app.db, eventOrigin(request), {
      kind: 'access-refused',
      account: request.currentUser,
      details: { method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0] ?? '' },
    });
    return payload;
  });
  done();
});
