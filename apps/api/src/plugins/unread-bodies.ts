import type { FastifyInstance } from 'fastify';

/**
 * An answer sent before the request's body was read to its end (an upload refused at its first
 * bytes for its kind, or as soon as it passed its size) closes the connection, and the rest of the
 * body is read and dropped until then. Left unread, the socket never noticed the client hang up:
 * each refused upload held a connection open until the server stopped. Reading the rest lets the
 * client take the answer before the connection ends, instead of a reset.
 */
export function registerUnreadBodies(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) {
      reply.header('connection', 'close');
      request.raw.resume();
    }
    done(null, payload);
  });
}
