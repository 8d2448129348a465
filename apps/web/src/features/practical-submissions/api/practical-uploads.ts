import { API } from '@jal/contracts/core';
import type { PracticalSubmission, PracticalSubmissionFromUploads, PracticalUpload, PracticalUploadBody } from '@jal/contracts';
import { apiRequest, type Envelope } from '@/lib/api-client';

// The requests of a submission sent in pieces: an upload for each file, its pieces, where it
// stands, and the submission made from the uploads once every file has arrived.

/** A piece's body type, as the API names it. */
const PIECE_TYPE = 'application/offset+octet-stream';

export async function createUpload(body: PracticalUploadBody): Promise<PracticalUpload> {
  return (await apiRequest<Envelope<PracticalUpload>>(API.practicalUploads, { method: 'POST', body })).data;
}

/** How many bytes of the upload the server holds: where to resume. */
export async function getUpload(uploadId: string): Promise<PracticalUpload> {
  return (await apiRequest<Envelope<PracticalUpload>>(API.practicalUpload(uploadId))).data;
}

/** Sends one piece that starts at `offset`, the bytes the server holds; answers the upload as it then stands. */
export async function sendPiece(uploadId: string, offset: number, piece: Blob): Promise<PracticalUpload> {
  const answer = await apiRequest<Envelope<PracticalUpload>>(API.practicalUpload(uploadId), {
    method: 'PATCH',
    body: piece,
    headers: { 'Content-Type': PIECE_TYPE, 'Upload-Offset': String(offset) },
  });
  return answer.data;
}

export async function submitFromUploads(
  courseId: string,
  lessonId: string,
  body: PracticalSubmissionFromUploads,
): Promise<PracticalSubmission> {
  const answer = await apiRequest<Envelope<PracticalSubmission>>(API.practicalSubmissionFromUploads(courseId, lessonId), {
    method: 'POST',
    body,
  });
  return answer.data;
}
