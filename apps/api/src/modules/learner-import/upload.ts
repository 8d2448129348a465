import type { FastifyRequest } from 'fastify';
import { LEARNER_IMPORT_MAX_BYTES } from '@jal/contracts';
import { badRequest, HttpError } from '../../lib/http-error.js';

export const NOT_MULTIPART = 'Send the spreadsheet as multipart/form-data in a field named file.';
const TOO_LARGE = `The file is too large: a spreadsheet may be at most ${LEARNER_IMPORT_MAX_BYTES / (1024 * 1024)} MB.`;

/** The uploaded spreadsheet's bytes (the `file` field of a multipart/form-data body). */
export async function receiveSpreadsheet(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest('Send the spreadsheet in a field named file.');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest('The file is empty.').coded('FILE_EMPTY');
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, TOO_LARGE).coded('IMPORT_TOO_LARGE', { megabytes: LEARNER_IMPORT_MAX_BYTES / (1024 * 1024) });
    }
    // A body cut off or without its boundary is the sender's mistake.
    if (error instanceof Error && /boundary|unexpected end/i.test(error.message)) {
      throw badRequest('The upload is not a complete multipart/form-data body. Send the file again.').coded('UPLOAD_INCOMPLETE');
    }
    throw error;
  }
}
