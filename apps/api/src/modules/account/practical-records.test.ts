import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICAL_UPLOAD_PIECE_BYTES, type CertificateVerification, type CourseLms, type MyDataExport } from '@jal/contracts';
import { jobs, practicalPhotos, practicalSubmissions, practicalUploads } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { buildCourse, buildEnrolment, buildSignedInUser, type BuiltCourse, type SignedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PRACTICAL_FILES_JOB } from '../practicals/service.js';
import { reviewExamplePractical, sendExamplePractical } from '../practicals/test-helpers.js';

let t: TestApp;
let course: BuiltCourse;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  course = await buildCourse(t.app, { modules: [['text', 'practical']] });
  admin = await buildSignedInUser(t.app, { role: 'ADMIN' });
}, 60_000);
afterAll(async () => t?.close());

/** A learner who has read the text lesson: the practical is open. */
async function learnerAtThePractical() {
  const learner = await buildSignedInUser(t.app, { nameHindi: 'सुनीता प्रजापति' });
  await buildEnrolment(t.app, learner, course);
  const read = await t.app.inject({
    method: 'POST',
    url: `/api/v1/courses/${course.id}/next`,
    headers: learner.headers,
    payload: { lessonId: course.lessons[0]!.id },
  });
  expect(read.statusCode, read.body).toBe(200);
  return learner;
}

const practical = () => ({ courseId: course.id, lessonId: course.lessons[1]!.id });

/** Every key of the media store that the learner's submissions name: photos, thumbnails and voice notes. */
async function storedKeysOf(userId: string): Promise<string[]> {
  const db = t.database.db;
  const submissions = await db.select().from(practicalSubmissions).where(eq(practicalSubmissions.userId, userId));
  const photos = submissions.length
    ? await db
        .select()
        .from(practicalPhotos)
        .where(
          inArray(
            practicalPhotos.submissionId,
            submissions.map((row) => row.id),
          ),
        )
    : [];
  return [
    ...photos.flatMap((photo) => [photo.storagePath, photo.thumbnailPath]),
    ...submissions.flatMap((row) => (row.voiceStoragePath ? [row.voiceStoragePath] : [])),
  ];
}
/** Starts an upload of a photo and sends its first piece; the media keys its pieces are held under. */
async function halfSentUpload(learner: SignedInUser): Promise<string[]> {
  const photo = randomBytes(2 * PRACTICAL_UPLOAD_PIECE_BYTES);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/practical-uploads',
    headers: learner.headers,
    payload: { kind: 'photo', sizeBytes: photo.length, sha256: createHash('sha256').update(photo).digest('hex') },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { id } = body<{ id: string }>(started).data;
  const piece = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/practical-uploads/${id}`,
    headers: { ...learner.headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    payload: photo.subarray(0, PRACTICAL_UPLOAD_PIECE_BYTES),
  });
  expect(piece.statusCode, piece.body).toBe(200);
  const [row] = await t.database.db.select().from(practicalUploads).where(eq(practicalUploads.id, id));
  return row!.pieces.map((held) => held.key);
}
const sizesIn = (keys: string[]) => Promise.all(keys.map((key) => t.app.mediaStore.size(key)));

describe("a learner's field practicals in Download my data", () => {
  let learner: SignedInUser;

  beforeAll(async () => {
    learner = await learnerAtThePractical();
    // Returned first, then sent again with a voice note and accepted.
    const first = await sendExamplePractical(t.app, learner.headers, practical());
    await reviewExamplePractical(t.app, admin.headers, first.id, 'returned');
    const second = await sendExamplePractical(t.app, learner.headers, practical(), { voiceNote: true });
    await reviewExamplePractical(t.app, admin.headers, second.id, 'accepted');
  }, 60_000);

  it('holds each submission: what was sent in words, the review in words, and paths that serve the files to the learner', async () => {
    const response = await t.app.inject({ url: '/api/v1/user/me/data', headers: learner.headers });
    expect(response.statusCode).toBe(200);
    const { practicalSubmissions: sent } = response.json<MyDataExport>();
    expect(sent.map((row) => row.state)).toEqual(['returned', 'accepted']);
    const [returned, accepted] = sent;
    expect(returned).toMatchObject({
      course: course.title,
      lesson: 'Lesson 1.2',
      numbers: [{ id: 'depth', label: 'Depth to water', value: 9.5, unit: 'm' }],
      voiceNote: null,
      review: {
        outcome: 'returned',
        score: 0,
        feedback: 'Show the tape.',
        marks: [
          { criterion: 'The tape is read at the water', level: 'No', points: 0 },
          { criterion: 'The photos show the well', level: 'No', points: 0 },
        ],
      },
    });
    expect(returned!.place).toMatchObject({ accuracyMetres: 12 });
    expect(returned!.signals.place).toMatchObject({ status: 'ok', inArea: true });
    expect(accepted!.review).toMatchObject({ outcome: 'accepted', score: 4 });
    expect(accepted!.photos).toHaveLength(2);
    expect(accepted!.voiceNote).toMatchObject({
      downloadPath: expect.stringMatching(/^\/api\/v1\/practical-submissions\/.+\/voice-note$/) as string,
    });

    const photo = await t.app.inject({ url: accepted!.photos[0]!.downloadPath, headers: learner.headers });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const thumbnail = await t.app.inject({ url: accepted!.photos[0]!.thumbnailPath, headers: learner.headers });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload.length).toBeLessThan(photo.rawPayload.length);
    const voice = await t.app.inject({ url: accepted!.voiceNote!.downloadPath, headers: learner.headers });
    expect(voice.statusCode).toBe(200);
    // Nobody else's session fetches them.
    const stranger = await buildSignedInUser(t.app);
    expect((await t.app.inject({ url: accepted!.photos[0]!.downloadPath, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('in the CSV too, one value a line', async () => {
    const text = (await t.app.inject({ url: '/api/v1/user/me/data?format=csv', headers: learner.headers })).rawPayload.toString('utf8');
    expect(text).toContain('"practicalSubmissions","2","state","accepted"');
    expect(text).toContain('"practicalSubmissions","2","numbers.1.label","Depth to water"');
    expect(text).toMatch(/"practicalSubmissions","2","photos\.1\.downloadPath","\/api\/v1\/practical-submissions\//);
    expect(text).toContain('"practicalSubmissions","1","review.marks.1.level","No"');
  });
});

describe('erasing an account with field practicals', () => {
  it('deletes the submissions and every file they stored; the certificate still lists the practical, without the name', async () => {
    const learner = await learnerAtThePractical();
    const other = await learnerAtThePractical();
    const sent = await sendExamplePractical(t.app, learner.headers, practical(), { voiceNote: true });
    await reviewExamplePractical(t.app, admin.headers, sent.id, 'accepted');
    await sendExamplePractical(t.app, other.headers, practical(), { voiceNote: true });
    const lms = body<CourseLms>(await t.app.inject({ url: `/api/v1/courses/${course.id}/lms`, headers: learner.headers })).data;
    const code = lms.certificate!.code;

    // A photo the learner had begun to send in pieces, not yet part of a submission.
    const halfSent = await halfSentUpload(learner);
    const keys = [...(await storedKeysOf(learner.id)), ...halfSent];
    const othersKeys = await storedKeysOf(other.id);
    // Two photos, their thumbnails, the voice note and the piece, each really in the store.
    expect(keys).toHaveLength(6);
    expect((await sizesIn(keys)).every((size) => size !== null && size > 0)).toBe(true);

    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: learner.headers,
      payload: { password: learner.password, confirmEmail: learner.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    // The rows went with the erasure; the files go with the job it queued.
    expect(await storedKeysOf(learner.id)).toEqual([]);
    expect(await t.database.db.select().from(practicalSubmissions).where(eq(practicalSubmissions.id, sent.id))).toEqual([]);
    expect(await t.database.db.select().from(practicalUploads).where(eq(practicalUploads.userId, learner.id))).toEqual([]);
    await t.app.jobs.idle([PRACTICAL_FILES_JOB]);
    expect(await sizesIn(keys)).toEqual(keys.map(() => null));
    for (const key of keys) expect(await t.app.mediaStore.read(key)).toBeNull();

    // Another learner's practical and files are untouched.
    expect(await storedKeysOf(other.id)).toEqual(othersKeys);
    expect((await sizesIn(othersKeys)).every((size) => size !== null && size > 0)).toBe(true);

    const verification = body<CertificateVerification>(await t.app.inject({ url: `/api/v1/certificates/${code}` })).data;
    expect(verification).toMatchObject({ status: 'valid', nameRemoved: true, learnerName: '' });
    expect(verification.practicals.map((row) => row.title)).toEqual(['Lesson 1.2']);
  });

  it('an erasure without practicals queues nothing', async () => {
    const learner = await buildSignedInUser(t.app);
    const before = await t.database.db.select().from(jobs).where(eq(jobs.kind, PRACTICAL_FILES_JOB));
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: learner.headers,
      payload: { password: learner.password, confirmEmail: learner.email },
    });
    expect(erased.statusCode).toBe(200);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, PRACTICAL_FILES_JOB))).toHaveLength(before.length);
  });

  it('the deletion job deletes practical files only: anything else in its payload parks it, deleting nothing', async () => {
    await t.app.mediaStore.put('uploads/kept.bin', Readable.from([Buffer.from('not a practical')]));
    await t.app.jobs.add(t.database.db, [{ kind: PRACTICAL_FILES_JOB, payload: { keys: ['uploads/kept.bin'] } }]);
    t.app.jobs.wake();
    await t.app.jobs.idle([PRACTICAL_FILES_JOB]);
    expect(await t.app.mediaStore.size('uploads/kept.bin')).toBe(15);
    const parked = await t.database.db.select().from(jobs).where(eq(jobs.status, 'parked'));
    expect(parked.some((job) => job.kind === PRACTICAL_FILES_JOB)).toBe(true);
  });
});
