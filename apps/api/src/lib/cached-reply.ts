import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type Encoding } from './compressed-copies.js';
import type { CachedBody, PublicCache } from './public-cache.js';

function preferredEncoding(request: FastifyRequest, entry: CachedBody): { name: Encoding; body: Buffer } | null {
  const name = acceptedEncoding(request);
  const body = name === 'br' ? entry.brotli : name === 'gzip' ? entry.gzip : null;
  return name && body ? { name, body } : null;
}

/** The cached entry for `key`, produced and stored first when missing or expired. */
export async function cachedEntry(cache: PublicCache, key: string, produce: () => Promise<unknown>, ttlMs?: number): Promise<CachedBody> {
  const hit = cache.get(key);
  if (hit) return hit;
  const producedAt = cache.version;
  return cache.set(key, await produce(), ttlMs, producedAt);
}

/**
 * Answers from the public cache (or fills it), with ETag/304 and a pre-compressed body when the
 * client accepts one. Only for responses that are the same for every caller; anything that
 * depends on who asks must not come through here.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  key: string,
  produce: () => Promise<unknown>,
  ttlMs?: number,
) {
  const entry = await cachedEntry(cache, key, produce, ttlMs);
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('content-type', 'application/json; charset=utf-8');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  const encoded = preferredEncoding(request, entry);
  if (encoded) return reply.code(200).header('content-encoding', encoded.name).send(encoded.body);
  return reply.code(200).send(entry.bytes);
}
