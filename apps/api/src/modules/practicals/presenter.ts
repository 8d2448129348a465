import type { PracticalSubmission } from '@jal/contracts';
import type { PracticalPhotoRow, PracticalSubmissionRow } from '../../db/rows.js';

export const photoPath = (submissionId: string, photoId: string) => `/v1/practical-submissions/${submissionId}/photos/${photoId}`;
export const voiceNotePath = (submissionId: string) => `/v1/practical-submissions/${submissionId}/voice-note`;

/**
 * A submission as its learner reads it. The stored signals also name the other submissions and
 * learners involved; those are for the reviewer (presentForReview), and only counts and distances
 * are sent here.
 */
export function presentSubmission(submission: PracticalSubmissionRow, photos: PracticalPhotoRow[]): PracticalSubmission {
  const { duplicateOf: _duplicateOf, nearby: _nearby, ...signals } = submission.signals;
  const place =
    submission.latitude !== null && submission.longitude !== null && submission.accuracyMetres !== null && submission.placeCapturedAt
      ? {
          latitude: submission.latitude,
          longitude: submission.longitude,
          accuracyMetres: submission.accuracyMetres,
          capturedAt: submission.placeCapturedAt.toISOString(),
        }
      : null;
  return {
    id: submission.id,
    courseId: submission.courseId,
    lessonId: submission.lessonId,
    state: submission.state,
    feedback: submission.feedback,
    marks: submission.marks,
    score: submission.score,
    reviewedAt: submission.reviewedAt?.toISOString() ?? null,
    version: submission.version,
    idempotencyKey: submission.idempotencyKey,
    submittedAt: submission.submittedAt.toISOString(),
    receivedAt: submission.receivedAt.toISOString(),
    place,
    numbers: submission.numbers,
    photos: photos.map((photo) => ({
      id: photo.id,
      position: photo.position,
      url: photoPath(submission.id, photo.id),
      thumbnailUrl: `${photoPath(submission.id, photo.id)}?size=thumbnail`,
      width: photo.width,
      height: photo.height,
      sizeBytes: photo.sizeBytes,
      sha256: photo.sha256,
      exif: { takenAt: photo.exifTakenAt?.toISOString() ?? null, latitude: photo.exifLatitude, longitude: photo.exifLongitude },
    })),
    voiceNote:
      submission.voiceStoragePath && submission.voiceSizeBytes !== null && submission.voiceDurationSeconds !== null
        ? {
            url: voiceNotePath(submission.id),
            contentType: 'audio/ogg; codecs=opus',
            sizeBytes: submission.voiceSizeBytes,
            durationSeconds: submission.voiceDurationSeconds,
          }
        : null,
    signals,
  };
}
