import type { FastifyRequest } from 'fastify';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A kept body compressed once per encoding: the copy, or 'pending' while it is being made. */
export type CompressedCopies = Partial<Record<Encoding, Buffer | 'pending'>>;

/** The encoding to answer in: brotli when the client takes it, else gzip, else none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/**
 * Brotli's best level takes about 0.1 s for a page but seconds for a file of a megabyte or more
 * (2.6 s for the CSV of 10,000 courses, against 36 ms a level below, for a copy a quarter larger).
 */
const BEST_BROTLI_UP_TO_BYTES = 256 * 1024;

/**
 * The body's copy in `encoding` when it is made; otherwise starts making it, as small as the
 * encoding goes in reasonable time, off the event loop, and says there is none yet. Kept bodies
 * are sent many times, so the cost is paid once.
 */
export function compressedCopy(body: string | Buffer, copies: CompressedCopies, encoding: Encoding): Buffer | undefined {
  const copy = copies[encoding];
  if (copy instanceof Buffer) return copy;
  if (copy === 'pending') return undefined;
  copies[encoding] = 'pending';
  const done = (error: Error | null, compressed: Buffer) => {
    if (error) delete copies[encoding];
    else copies[encoding] = compressed;
  };
  const quality = body.length <= BEST_BROTLI_UP_TO_BYTES ? 11 : 9;
  if (encoding === 'br') brotliCompress(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }, done);
  else gzip(body, { level: 9 }, done);
  return undefined;
}
