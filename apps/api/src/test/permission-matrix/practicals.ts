import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { lessonBody, storedLessonContent } from '@jal/contracts';
import { enrolments, practicalPhotos, practicalSubmissions, practicalUploads } from '../../db/schema.js';
import { storedContent } from '../../modules/course-admin/lesson-content.js';
import { DEMO_ORGANIZATION } from '../../seed/accounts.js';
import { practicalExample } from '../practical-example.js';
import { insertFreshCourse } from './fresh-course.js';
import { expectAll, type MatrixContext, type MatrixSetup } from './types.js';
import type { MatrixRow } from './types.js';

const everyone = (ctx: MatrixContext) => [
  ctx.learnerId,
  ctx.orgManagerId,
  ctx.otherOrgManagerId,
  ctx.trainerId,
  ctx.adminId,
  ctx.superAdminId,
];

const practicalContent = () =>
  storedContent(
    lessonBody.parse({ kind: 'practical', titleTranslations: { en: 'Practical' }, durationMinutes: 30, content: practicalExample() }),
  );

/** A published course whose only lesson is a practical, every signed-in caller enrolled. */
const practicalCourse: MatrixSetup = async ({ db, ctx, unique }) => {
  const content = practicalContent();
  const fresh = await insertFreshCourse(db, {
    slug: `matrix-practical-${unique()}`,
    status: 'published',
    lesson: { kind: 'practical', content },
  });
  await db.insert(enrolments).values(everyone(ctx).map((userId) => ({ userId, courseId: fresh.courseId })));
  return { courseId: fresh.courseId, lessonId: fresh.lessonId, content: JSON.stringify(content) };
};

/** A submission of the demo learner (of the demo organization) with one photo and a voice note in the media store. */
const learnersSubmission: MatrixSetup = async (helpers) => {
  const { app, db, ctx, unique } = helpers;
  const fresh = await practicalCourse(helpers);
  const courseId = fresh.courseId!;
  const lessonId = fresh.lessonId!;
  const submissionId = randomUUID();
  const photoId = randomUUID();
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const keys = { photo: `practicals/${submissionId}/${photoId}.jpg`, thumbnail: `practicals/${submissionId}/${photoId}-320.jpg` };
  const voice = `practicals/${submissionId}/voice-note.opus`;
  for (const key of [keys.photo, keys.thumbnail, voice]) await app.mediaStore.put(key, Readable.from([photo]));
  const now = new Date();
  await db.insert(practicalSubmissions).values({
    id: submissionId,
    userId: ctx.learnerId,
    courseId,
    lessonId,
    organizationId: DEMO_ORGANIZATION.id,
    idempotencyKey: `matrix-${unique()}`,
    submittedAt: now,
    sentAt: now,
    voiceStoragePath: voice,
    voiceSizeBytes: photo.length,
    voiceDurationSeconds: 1,
    signals: {
      flags: [],
      place: { status: 'missing', accuracyMetres: null, neededMetres: 50, inArea: null, metresOutside: null },
      time: { phoneClockAheadSeconds: 0, submittedAt: now.toISOString(), receivedAt: now.toISOString(), photos: [] },
      duplicatePhotos: [],
      nearbySubmissions: { count: 0, nearestMetres: null },
      duplicateOf: [],
      nearby: [],
    },
  });
  await db.insert(practicalPhotos).values({
    id: photoId,
    submissionId,
    lessonId,
    position: 0,
    storagePath: keys.photo,
    sizeBytes: photo.length,
    width: 8,
    height: 8,
    thumbnailPath: keys.thumbnail,
    thumbnailSizeBytes: photo.length,
    sha256: 'matrix',
    differenceHash: 0n,
  });
  return { submissionId, photoId, content: fresh.content! };
};

/** An upload of the demo learner, half sent. */
const learnersUpload: MatrixSetup = async ({ db, ctx }) => {
  const [row] = await db
    .insert(practicalUploads)
    .values({ userId: ctx.learnerId, kind: 'photo', sizeBytes: 2048, sha256: '0'.repeat(64), receivedBytes: 0 })
    .returning({ id: practicalUploads.id });
  return { uploadId: row!.id };
};

/** A review that fits the practical's rubric: returned, with feedback. */
const fittingReview = (ctx: MatrixContext) => {
  const practical = storedLessonContent.practical.parse(JSON.parse(ctx.fresh.content ?? '{}'));
  const marks = practical.rubric.criteria.map((criterion) => ({ criterionId: criterion.id, levelId: criterion.levels[0]!.id }));
  return { version: 1, outcome: 'returned', marks, feedback: 'Take the photo of the tape again, closer.' };
};

const signedIn = (ok: number) => expectAll(ok, { anonymous: 401 });
/** Reviewers: administrators, and the demo organization's manager and trainer; another organization's manager gets 404, learners 403. */
const reviews = expectAll(200, { anonymous: 401, user: 403, orgOther: 404, trainer: 200 });
/** The learner who sent it, administrators and the manager of the learner's organization; 404 for another organization's manager. */
const seesTheFiles = expectAll(200, { anonymous: 401, orgOther: 404 });

/**
 * Field practicals: every enrolled learner sends and lists their own (the runner sends JSON, so a
 * signed-in caller gets past the permission check to 415, not multipart); the files are for their
 * learner, administrators and the managers of the learner's organization. An upload sent in pieces
 * is its learner's alone, administrators included (the runner sends no `Upload-Offset`, so a piece
 * gets past the permission check to 400, as does a submission made of nothing).
 */
export const practicalRows: MatrixRow[] = [
  {
    method: 'POST',
    url: (ctx) => `/v1/courses/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}/practical-submissions`,
    setup: practicalCourse,
    body: () => ({}),
    expect: signedIn(415),
  },
  {
    method: 'GET',
    url: (ctx) => `/v1/courses/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}/practical-submissions`,
    setup: practicalCourse,
    expect: signedIn(200),
  },
  {
    method: 'GET',
    url: (ctx) => `/v1/practical-submissions/${ctx.fresh.submissionId}/photos/${ctx.fresh.photoId}`,
    setup: learnersSubmission,
    expect: seesTheFiles,
  },
  {
    method: 'GET',
    url: (ctx) => `/v1/practical-submissions/${ctx.fresh.submissionId}/voice-note`,
    setup: learnersSubmission,
    expect: seesTheFiles,
  },
  {
    method: 'POST',
    url: () => '/v1/practical-uploads',
    body: () => ({ kind: 'photo', sizeBytes: 1000, sha256: 'a'.repeat(64) }),
    expect: signedIn(201),
  },
  {
    method: 'PATCH',
    url: (ctx) => `/v1/practical-uploads/${ctx.fresh.uploadId}`,
    setup: learnersUpload,
    body: () => ({}),
    expect: signedIn(400),
  },
  {
    method: 'GET',
    url: (ctx) => `/v1/practical-uploads/${ctx.fresh.uploadId}`,
    setup: learnersUpload,
    expect: expectAll(404, { anonymous: 401, user: 200, trainer: 404 }),
  },
  {
    method: 'POST',
    url: (ctx) => `/v1/courses/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}/practical-submissions/from-uploads`,
    setup: practicalCourse,
    body: () => ({}),
    expect: signedIn(400),
  },
  {
    method: 'GET',
    url: () => '/v1/practical-reviews',
    // Another organization's manager reads its own (empty) queue.
    expect: expectAll(200, { anonymous: 401, user: 403, trainer: 200 }),
  },
  {
    method: 'GET',
    url: (ctx) => `/v1/practical-reviews/${ctx.fresh.submissionId}`,
    setup: learnersSubmission,
    expect: reviews,
  },
  {
    method: 'POST',
    url: (ctx) => `/v1/practical-reviews/${ctx.fresh.submissionId}`,
    setup: learnersSubmission,
    body: fittingReview,
    expect: reviews,
  },
];
