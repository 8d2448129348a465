import type { FastifyReply } from 'fastify';

/** Sends the spec's `{ code, message, data }` envelope with the HTTP status equal to `code`. */
export function sendData<T>(reply: FastifyReply, data: T, message = 'Success', code = 200) {
  return reply.code(code).send({ code, message, data });
}

/** Each kept answer's body, serialized once. */
const keptBodies = new WeakMap<object, string>();

/**
 * Sends an answer that is kept and sent again unchanged for as long as what it says holds (the
 * same object each time, never changed once built): it is checked against the route's schema and
 * serialized the first time only. Checking and serializing an answer of some KB took most of a
 * signed-in read's time.
 */
export function sendKeptData(reply: FastifyReply, data: object) {
  let body = keptBodies.get(data);
  if (body === undefined) {
    body = reply.getSerializationFunction('200')?.({ code: 200, message: 'Success', data });
    if (body === undefined) return sendData(reply, data);
    keptBodies.set(data, body);
  }
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}
