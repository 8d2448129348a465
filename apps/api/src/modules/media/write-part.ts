import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { HttpError } from '../../lib/http-error.js';
import { asMalformedUpload } from './multipart-errors.js';

type PartLimits = {
  maxBytes: number;
  tooLarge: () => HttpError;
  /** Given the part's first 16 bytes as soon as they are in: an error refuses the part there. */
  checkHead?: (head: Buffer) => HttpError | undefined;
};

/**
 * Writes an uploaded part to `target` as its bytes arrive, bounded before anything reads it: past
 * `maxBytes` (or cut short by the parser) it is refused with `tooLarge()`, and `checkHead` may
 * refuse it by its first bytes. A body the parser could not read is a 400 (asMalformedUpload).
 * Answers the part's size and first bytes, for the caller's own checks.
 */
export async function writePart(part: MultipartFile, target: string, limits: PartLimits): Promise<{ size: number; head: Buffer }> {
  let size = 0;
  let head = Buffer.alloc(0);
  let refusal: HttpError | undefined;
  try {
    await pipeline(
      part.file,
      async function* check(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (head.length < 16) head = Buffer.concat([head, chunk]).subarray(0, 16);
          if (size > limits.maxBytes) throw (refusal = limits.tooLarge());
          if (head.length >= 16 && (refusal = limits.checkHead?.(head))) throw refusal;
          yield chunk;
        }
      },
      createWriteStream(target),
    );
  } catch (error) {
    throw refusal ?? asMalformedUpload(error);
  }
  if (part.file.truncated) throw limits.tooLarge();
  return { size, head };
}
