import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { storedLessonContent, type PracticalSubmission, type StoredPractical } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import type { StoredSignals } from '../../db/schema-practicals.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { scratchFolder, type MediaStore } from '../../lib/media-store.js';
import { learnerContext, openLesson, type LearningDeps } from '../learning/service.js';
import { exifMoment } from './exif.js';
import { distanceMetres } from '@jal/contracts';
import { preparePhoto, type PreparedPhoto } from './photos.js';
import { presentSubmission } from './presenter.js';
import { receiveSubmission, type ReceivedSubmission } from './receive.js';
import {
  findByKey,
  findSubmission,
  insertSubmission,
  listOwn,
  matchingPhotos,
  openSubmission,
  submissionsAround,
  type NewPhoto,
} from './repository.js';
import { mayReview } from './review.js';
import {
  flagsOf,
  NEARBY_METRES,
  NEARBY_MINUTES,
  onServerClock,
  phoneClockAheadMs,
  placeSignal,
  SIMILAR_BITS,
  timeSignal,
} from './signals.js';
import { convertVoiceNote, startsAsRecording, voiceNoteNotAudio } from './voice-note.js';

export { mayReview, recordReview, reviewDetail, reviewQueue, type RecordedReview } from './review.js';
export { definePracticalFileDeletion, eraseLearnerPracticals, PRACTICAL_FILES_JOB, practicalsForExport } from './learner-records.js';
export type { ReceivedSubmission } from './receive.js';

export type PracticalDeps = { db: Db; store: MediaStore; learning: LearningDeps; now: () => Date };

/**
 * 409 when the learner may not send the practical again: a submission waits for review, or one
 * was accepted. After a return, a new submission is welcome.
 */
async function assertMaySend(db: Db, userId: string, lessonId: string) {
  const open = await openSubmission(db, userId, lessonId);
  if (open?.state === 'submitted')
    throw conflict('What you sent for this practical is waiting for review: you can send it again if the trainer returns it.').coded(
      'PRACTICAL_AWAITING_REVIEW',
    );
  if (open?.state === 'accepted')
    throw conflict('What you sent for this practical was accepted: the lesson is complete.').coded('PRACTICAL_ALREADY_ACCEPTED');
}

/** The practical lesson the learner may open (404 unknown, 403 not enrolled or locked, 400 another kind). */
export async function openPractical(deps: PracticalDeps, user: UserRow, courseIdOrSlug: string, lessonId: string) {
  const outline = await deps.learning.outline(courseIdOrSlug);
  const context = await learnerContext(deps.db, user, outline);
  const { lesson } = openLesson(context, lessonId);
  if (lesson.kind !== 'practical') throw badRequest('This lesson is not a field practical.');
  return { courseId: outline.course.id, lesson, practical: storedLessonContent.practical.parse(lesson.content) };
}

export async function listOwnSubmissions(deps: PracticalDeps, user: UserRow, courseIdOrSlug: string, lessonId: string) {
  const outline = await deps.learning.outline(courseIdOrSlug);
  await learnerContext(deps.db, user, outline);
  if (!outline.lessons.some((lesson) => lesson.id === lessonId && lesson.kind === 'practical'))
    throw notFound('This course has no such practical.');
  const rows = await listOwn(deps.db, user.id, lessonId);
  return { submissions: rows.map(({ submission, photos }) => presentSubmission(submission, photos)) };
}

/** What the submission lacks or holds beyond what the practical asks, by field; empty when it fits. */
function mismatches(practical: StoredPractical, received: ReceivedSubmission): Record<string, string> {
  const errors: Record<string, string> = {};
  const { photos, voiceNote, numbers, place } = practical;
  if (received.photos.length < photos.min || received.photos.length > photos.max)
    errors.photo = photos.min === photos.max ? `Send ${photos.min} photos.` : `Send ${photos.min} to ${photos.max} photos.`;
  if (voiceNote.requirement === 'required' && !received.voiceNote) errors.voiceNote = 'This practical needs a voice note.';
  if (voiceNote.requirement === 'none' && received.voiceNote) errors.voiceNote = 'This practical asks for no voice note.';
  if (place.required && !received.fields.place) errors['submission.place'] = 'This practical needs the place where it was done.';
  const given = new Map(received.fields.numbers.map((number) => [number.id, number.value]));
  for (const id of given.keys())
    if (!numbers.some((number) => number.id === id)) errors[`submission.numbers.${id}`] = 'This practical asks for no such number.';
  for (const number of numbers) {
    const value = given.get(number.id);
    const name = number.label.en ?? number.id;
    if (value === undefined) errors[`submission.numbers.${number.id}`] = `${name} is required.`;
    else if (value < number.min || value > number.max)
      errors[`submission.numbers.${number.id}`] = `${name} must be ${number.min} to ${number.max}${number.unit ? ` ${number.unit}` : ''}.`;
  }
  return errors;
}

/** The practical as opened for its learner: the course, the lesson and what it asks. */
export type OpenedPractical = Awaited<ReturnType<typeof openPractical>>;

/** The submission already stored under this idempotency key, if any (400 when the key was used for another practical). */
export async function earlierSubmission(
  db: Db,
  userId: string,
  lessonId: string,
  idempotencyKey: string,
): Promise<PracticalSubmission | null> {
  const earlier = await findByKey(db, userId, idempotencyKey);
  if (!earlier) return null;
  if (earlier.submission.lessonId !== lessonId) throw badRequest('This idempotencyKey was used for another practical.');
  return presentSubmission(earlier.submission, earlier.photos);
}

/** Receives a submission sent as one multipart body, and stores it as every submission is. */
export async function submitPractical(
  deps: PracticalDeps,
  user: UserRow,
  courseIdOrSlug: string,
  lessonId: string,
  request: FastifyRequest,
): Promise<{ created: boolean; submission: PracticalSubmission }> {
  const opened = await openPractical(deps, user, courseIdOrSlug, lessonId);
  return storeSubmission(deps, user, opened, (scratch) => receiveSubmission(request, scratch));
}

/**
 * Stores a submission, whichever way its parts came: `receive` writes them into a scratch folder
 * (a multipart body as it streams in, or uploads sent in pieces put together). Every part is
 * checked, the photos re-encoded and the voice note converted there; only then are the files
 * stored and the rows written in one transaction, and the files are removed again when that
 * fails: nothing is kept half. The same idempotency key sent again answers the first submission.
 */
export async function storeSubmission(
  deps: PracticalDeps,
  user: UserRow,
  { courseId, lesson, practical }: OpenedPractical,
  receive: (scratch: string) => Promise<ReceivedSubmission>,
): Promise<{ created: boolean; submission: PracticalSubmission }> {
  const scratch = await scratchFolder();
  const storedKeys: string[] = [];
  try {
    const received = await receive(scratch.path);
    const earlier = await earlierSubmission(deps.db, user.id, lesson.id, received.fields.idempotencyKey);
    if (earlier) return { created: false, submission: earlier };
    await assertMaySend(deps.db, user.id, lesson.id);
    const errors = mismatches(practical, received);
    if (Object.keys(errors).length > 0) {
      const message = `The submission does not fit the practical. ${Object.entries(errors)
        .map(([field, text]) => `${field}: ${text}`)
        .join(' ')}`;
      throw new HttpError(400, message, {}, errors).coded('PRACTICAL_INCOMPLETE');
    }
    // Its first bytes before anything is decoded: ffmpeg is given recordings only.
    if (received.voiceNote && !(await startsAsRecording(received.voiceNote))) throw voiceNoteNotAudio();

    const submissionId = randomUUID();
    const prepared: (PreparedPhoto & { id: string })[] = [];
    for (const [index, upload] of received.photos.entries()) {
      const id = randomUUID();
      const photo = await preparePhoto(upload, index + 1, join(scratch.path, `${id}.jpg`), join(scratch.path, `${id}-320.jpg`));
      prepared.push({ ...photo, id });
    }
    const voice = received.voiceNote
      ? await convertVoiceNote(received.voiceNote, join(scratch.path, 'voice-note.opus'), practical.voiceNote.maxSeconds)
      : null;

    const receivedAt = deps.now();
    const { fields } = received;
    const aheadMs = phoneClockAheadMs(new Date(fields.sentAt), receivedAt);
    const placeCapturedAt = fields.place ? onServerClock(new Date(fields.place.capturedAt), aheadMs) : null;
    const signals = await computeSignals(deps.db, {
      practical,
      lessonId: lesson.id,
      userId: user.id,
      fields,
      prepared,
      aheadMs,
      receivedAt,
      placeCapturedAt,
    });

    const key = (name: string) => `practicals/${submissionId}/${name}`;
    const photoRows: NewPhoto[] = [];
    for (const [position, photo] of prepared.entries()) {
      await deps.store.putFile(key(`${photo.id}.jpg`), photo.path);
      storedKeys.push(key(`${photo.id}.jpg`));
      await deps.store.putFile(key(`${photo.id}-320.jpg`), photo.thumbnailPath);
      storedKeys.push(key(`${photo.id}-320.jpg`));
      photoRows.push({
        id: photo.id,
        submissionId,
        lessonId: lesson.id,
        position,
        storagePath: key(`${photo.id}.jpg`),
        sizeBytes: photo.sizeBytes,
        width: photo.width,
        height: photo.height,
        thumbnailPath: key(`${photo.id}-320.jpg`),
        thumbnailSizeBytes: photo.thumbnailSizeBytes,
        sha256: photo.sha256,
        differenceHash: photo.differenceHash,
        exifTakenAt: exifMoment(photo.exif, fields.timeZoneOffsetMinutes),
        exifLatitude: photo.exif.latitude,
        exifLongitude: photo.exif.longitude,
      });
    }
    if (voice) {
      await deps.store.putFile(key('voice-note.opus'), join(scratch.path, 'voice-note.opus'));
      storedKeys.push(key('voice-note.opus'));
    }
    try {
      await insertSubmission(
        deps.db,
        {
          id: submissionId,
          userId: user.id,
          courseId,
          lessonId: lesson.id,
          organizationId: user.organizationId,
          idempotencyKey: fields.idempotencyKey,
          submittedAt: onServerClock(new Date(fields.submittedAt), aheadMs),
          sentAt: new Date(fields.sentAt),
          receivedAt,
          latitude: fields.place?.latitude ?? null,
          longitude: fields.place?.longitude ?? null,
          accuracyMetres: fields.place?.accuracyMetres ?? null,
          placeCapturedAt,
          numbers: fields.numbers,
          voiceStoragePath: voice ? key('voice-note.opus') : null,
          voiceSizeBytes: voice?.sizeBytes ?? null,
          voiceDurationSeconds: voice?.durationSeconds ?? null,
          signals,
        },
        photoRows,
      );
    } catch (error) {
      // The same key sent twice at once: the other request stored it; answer that one.
      const stored = await findByKey(deps.db, user.id, fields.idempotencyKey);
      if (stored) {
        await removeAll(deps.store, storedKeys.splice(0));
        return { created: false, submission: presentSubmission(stored.submission, stored.photos) };
      }
      // Another submission of the lesson was stored meanwhile (one may wait at a time): say which rule refused it.
      await assertMaySend(deps.db, user.id, lesson.id);
      throw error;
    }
    storedKeys.length = 0;
    const created = await findSubmission(deps.db, submissionId);
    if (!created) throw new Error('a stored submission was not found');
    return { created: true, submission: presentSubmission(created.submission, created.photos) };
  } finally {
    // Files stored for rows that were never written: nobody could name them.
    await removeAll(deps.store, storedKeys);
    await scratch.release();
  }
}

async function removeAll(store: MediaStore, keys: string[]) {
  for (const key of keys) await store.delete(key).catch(() => {});
}

async function computeSignals(
  db: Db,
  input: {
    practical: StoredPractical;
    lessonId: string;
    userId: string;
    fields: ReceivedSubmission['fields'];
    prepared: (PreparedPhoto & { id: string })[];
    aheadMs: number;
    receivedAt: Date;
    placeCapturedAt: Date | null;
  },
): Promise<StoredSignals> {
  const { fields, prepared } = input;
  const place = placeSignal(fields.place, input.practical.place);
  const time = timeSignal({
    submittedAt: onServerClock(new Date(fields.submittedAt), input.aheadMs),
    receivedAt: input.receivedAt,
    aheadMs: input.aheadMs,
    photos: prepared.map((photo) => ({ photoId: photo.id, takenAt: exifMoment(photo.exif, fields.timeZoneOffsetMinutes) })),
  });

  const matches = await matchingPhotos(db, input.lessonId, prepared, SIMILAR_BITS);
  const duplicateOf: StoredSignals['duplicateOf'] = [];
  const duplicatePhotos: StoredSignals['duplicatePhotos'] = [];
  for (const photo of prepared) {
    const found = matches.filter((match) => match.photoSha256 === photo.sha256);
    if (found.length === 0) continue;
    duplicatePhotos.push({
      photoId: photo.id,
      match: found.some((match) => match.identical) ? 'identical' : 'similar',
      hammingDistance: Math.min(...found.map((match) => match.distance)),
      sameLearner: found.every((match) => match.otherUserId === input.userId),
    });
    for (const match of found)
      duplicateOf.push({ photoId: photo.id, otherSubmissionId: match.otherSubmissionId, otherPhotoId: match.otherPhotoId });
  }

  const nearby: StoredSignals['nearby'] = [];
  if (fields.place && input.placeCapturedAt) {
    const around = await submissionsAround(db, {
      lessonId: input.lessonId,
      userId: input.userId,
      latitude: fields.place.latitude,
      longitude: fields.place.longitude,
      at: input.placeCapturedAt,
      metres: NEARBY_METRES,
      minutes: NEARBY_MINUTES,
    });
    for (const other of around) {
      if (other.latitude === null || other.longitude === null || !other.capturedAt) continue;
      const metres = distanceMetres(fields.place, { latitude: other.latitude, longitude: other.longitude });
      if (metres > NEARBY_METRES) continue;
      const minutesApart = Math.abs(other.capturedAt.getTime() - input.placeCapturedAt.getTime()) / 60_000;
      nearby.push({
        submissionId: other.id,
        userId: other.userId,
        distanceMetres: Math.round(metres),
        minutesApart: Math.round(minutesApart * 10) / 10,
      });
    }
  }
  const nearbySubmissions = {
    count: new Set(nearby.map((other) => other.userId)).size,
    nearestMetres: nearby.length > 0 ? Math.min(...nearby.map((other) => other.distanceMetres)) : null,
  };
  const signals = { place, time, duplicatePhotos, nearbySubmissions };
  return { ...signals, flags: flagsOf(signals), duplicateOf, nearby };
}

/** The course a submission was sent in, or null when there is no such submission. */
export async function courseOfSubmission(db: Db, submissionId: string): Promise<string | null> {
  return (await findSubmission(db, submissionId))?.submission.courseId ?? null;
}

/** Who may fetch a submission's files: its learner and those who may review it (administrators, the managers and trainers of the learner's organization). */
function maySee(user: UserRow, submission: { userId: string; organizationId: string | null }): boolean {
  return submission.userId === user.id || mayReview(user, submission);
}

const NO_FILE = 'No practical submission file has this id.';

/** The stored file of a photo (its copy or thumbnail) or of the voice note; 404 for anyone who may not see it. */
export async function submissionFile(
  db: Db,
  user: UserRow,
  submissionId: string,
  which: { photoId: string; thumbnail: boolean } | 'voice-note',
): Promise<{ key: string; sizeBytes: number; contentType: string; filename: string }> {
  const found = await findSubmission(db, submissionId);
  if (!found || !maySee(user, found.submission)) throw notFound(NO_FILE);
  if (which === 'voice-note') {
    const { voiceStoragePath, voiceSizeBytes } = found.submission;
    if (!voiceStoragePath || voiceSizeBytes === null) throw notFound(NO_FILE);
    return { key: voiceStoragePath, sizeBytes: voiceSizeBytes, contentType: 'audio/ogg; codecs=opus', filename: 'voice-note.opus' };
  }
  const photo = found.photos.find((candidate) => candidate.id === which.photoId);
  if (!photo) throw notFound(NO_FILE);
  return which.thumbnail
    ? {
        key: photo.thumbnailPath,
        sizeBytes: photo.thumbnailSizeBytes,
        contentType: 'image/jpeg',
        filename: `photo-${photo.position + 1}-320.jpg`,
      }
    : { key: photo.storagePath, sizeBytes: photo.sizeBytes, contentType: 'image/jpeg', filename: `photo-${photo.position + 1}.jpg` };
}
