import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from './byte-range.js';
import { HttpError, notFound } from './http-error.js';
import type { MediaStore } from './media-store.js';

/** What to send: a stored object, its size as recorded, and the message when its bytes are missing. */
export type StoredFile = { key: string; sizeBytes: number; missingMessage: string };

/**
 * The entity tag of a stored object. A key never names other bytes, so the key and size identify
 * the content in every process alike (a CDN or browser may ask any of them to revalidate).
 */
export function storedFileTag(key: string, sizeBytes: number): string {
  return `"${createHash('sha1').update(`${key}\n${sizeBytes}`).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names the tag (a list, `*`, or weak tags alike). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const candidate = entry.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === tag;
  });
}

/**
 * Sends a stored object with the headers already set on `reply`: its ETag; 304 when the caller
 * holds it already; the byte range asked for with 206 (unless If-Range names another version,
 * when the whole file goes); 416 for a range past the end.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, store: MediaStore, file: StoredFile) {
  const tag = storedFileTag(file.key, file.sizeBytes);
  reply.header('etag', tag).header('accept-ranges', 'bytes');
  if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === tag ? parseRange(request.headers.range, file.sizeBytes) : undefined;
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'The requested range is outside the file.', { 'content-range': `bytes */${file.sizeBytes}` });
  }
  const body = await store.read(file.key, range);
  if (!body) throw notFound(file.missingMessage);
  if (!range) return reply.header('content-length', file.sizeBytes).send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}
