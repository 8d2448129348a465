import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { PRACTICAL_LIMITS, practicalSubmissionFields } from '@jal/contracts';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { asMalformedUpload, writePart } from '../media/service.js';
import { photoTooLarge } from './photos.js';
import { voiceNoteTooLarge } from './voice-note.js';

export const NOT_MULTIPART_MESSAGE =
  'Send the submission as multipart/form-data: a field named submission (JSON), then a part named photo for each photo and one named voiceNote.';

/**
 * The parts of a submission as received, by a multipart body or from uploads sent in pieces: its
 * fields checked, its files written to the scratch folder, none decoded yet.
 */
export type ReceivedSubmission = {
  fields: z.output<typeof practicalSubmissionFields>;
  photos: string[];
  voiceNote: string | null;
};

/**
 * Reads the multipart body into `folder`: the `submission` field (JSON, checked against its
 * schema), each `photo` part in order and one `voiceNote`. Sizes are checked as the bytes arrive;
 * what the files are is checked when the submission is stored, as for uploads sent in pieces.
 */
export async function receiveSubmission(request: FastifyRequest, folder: string): Promise<ReceivedSubmission> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  let fields: ReceivedSubmission['fields'] | undefined;
  const photos: string[] = [];
  let voiceNote: string | null = null;
  const parts = request.parts();
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'submission' || fields) throw badRequest(`Unexpected field ${part.fieldname}: ${NOT_MULTIPART_MESSAGE}`);
        fields = parseFields(part.value);
      } else if (part.fieldname === 'photo') {
        const number = photos.length + 1;
        if (number > PRACTICAL_LIMITS.photos) throw badRequest(`A submission holds at most ${PRACTICAL_LIMITS.photos} photos.`);
        const target = join(folder, `upload-photo-${number}`);
        // An empty part is refused as not a picture when the photos are prepared.
        await writePart(part, target, { maxBytes: PRACTICAL_LIMITS.photoBytes, tooLarge: () => photoTooLarge(number) });
        photos.push(target);
      } else if (part.fieldname === 'voiceNote') {
        if (voiceNote) throw badRequest('A submission holds one voice note.');
        const target = join(folder, 'upload-voice-note');
        await writePart(part, target, { maxBytes: PRACTICAL_LIMITS.voiceNoteBytes, tooLarge: voiceNoteTooLarge });
        voiceNote = target;
      } else {
        part.file.resume();
        throw badRequest(`Unexpected part ${part.fieldname}: ${NOT_MULTIPART_MESSAGE}`);
      }
    }
  } catch (error) {
    throw error instanceof HttpError ? error : asMalformedUpload(error);
  }
  if (!fields) throw badRequest('The field submission (JSON) is missing.').coded('PRACTICAL_INCOMPLETE');
  return { fields, photos, voiceNote };
}

function parseFields(value: unknown): ReceivedSubmission['fields'] {
  let json: unknown;
  try {
    json = JSON.parse(String(value));
  } catch {
    throw new HttpError(400, 'The field submission is not valid JSON.', {}, { submission: 'Send the submission as JSON.' }).coded(
      'MALFORMED_JSON',
    );
  }
  const parsed = practicalSubmissionFields.safeParse(json);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[['submission', ...issue.path].join('.')] ??= issue.message;
  throw new HttpError(
    400,
    `Invalid input. ${Object.entries(errors)
      .map(([field, message]) => `${field}: ${message}`)
      .join(' ')}`,
    {},
    errors,
  ).coded('VALIDATION_FAILED');
}
