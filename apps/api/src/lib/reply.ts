import type { FastifyReply } from 'fastify';

/** Sends the spec's `{ code, message, data }` envelope with the HTTP status equal to `code`. */
export function sendData<T>(reply: FastifyReply, data: T, message = 'Success', code = 200) {
  return reply.code(code).send({ code, message, data });
}
