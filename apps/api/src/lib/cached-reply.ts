import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from './public-cache.js';

/**
 * Answers from the public cache (or fills it), with ETag/304. Only for responses that are the
 * same for every caller; anything that depends on who asks must not come through here.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  key: string,
  produce: () => Promise<unknown>,
  ttlMs?: number,
) {
  const entry = cache.get(key) ?? cache.set(key, await produce(), ttlMs);
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('content-type', 'application/json; charset=utf-8');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.code(200).send(entry.body);
}
