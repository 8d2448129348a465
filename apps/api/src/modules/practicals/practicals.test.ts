import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PracticalSubmission, PracticalSubmissionList } from '@jal/contracts';
import { practicalSubmissions } from '../../db/schema.js';
import { buildCourse, buildEnrolment, buildSignedInUser, type BuiltCourse, type SignedInUser } from '../../test/factories.js';
import { multipartForm, type FormPart } from '../../test/multipart.js';
import { WELL } from '../../test/practical-example.js';
import { storedMedia } from '../../test/stored-media.js';
import { testAppPerFile } from '../../test/test-app.js';
import { jpegPhoto, pngPhoto, recording, withExif } from './test-helpers.js';

const mediaDir = mkdtempSync(join(tmpdir(), 'jal-practicals-'));
const t = testAppPerFile({ mediaDir });

let course: BuiltCourse;
let lessonId: string;
let voice: Buffer;
let longVoice: Buffer;
beforeAll(async () => {
  // The practical comes first, so it is open as soon as the learner enrols.
  course = await buildCourse(t.app, { modules: [['practical', 'text']] });
  lessonId = course.lessons[0]!.id;
  voice = recording(3);
  longVoice = recording(125, 'wav');
}, 60_000);

let counter = 0;
async function learner(spec: Parameters<typeof buildSignedInUser>[1] = {}) {
  const user = await buildSignedInUser(t.app, spec);
  await buildEnrolment(t.app, user, course);
  return user;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
/** `YYYY:MM:DD HH:MM:SS` in India's time, as a phone set to it writes EXIF. */
const exifTime = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');

type Fields = Record<string, unknown>;
const fields = (overrides: Fields = {}): Fields => ({
  idempotencyKey: `key-${Date.now()}-${(counter += 1)}`,
  submittedAt: minutesFromNow(-1).toISOString(),
  sentAt: new Date().toISOString(),
  timeZoneOffsetMinutes: 330,
  place: { latitude: WELL.lat + 0.0005, longitude: WELL.lon, accuracyMetres: 12, capturedAt: minutesFromNow(-3).toISOString() },
  numbers: [{ id: 'depth', value: 12.5 }],
  ...overrides,
});

type Photo = Buffer | { content: Buffer; filename: string };
async function submit(
  user: SignedInUser,
  { submission = fields(), photos, voiceNote }: { submission?: Fields | string; photos: Photo[]; voiceNote?: Buffer },
) {
  const parts: FormPart[] = [
    { name: 'submission', value: typeof submission === 'string' ? submission : JSON.stringify(submission) },
    ...photos.map((photo, index) =>
      Buffer.isBuffer(photo) ? { name: 'photo', filename: `photo-${index}.jpg`, content: photo } : { name: 'photo', ...photo },
    ),
    ...(voiceNote ? [{ name: 'voiceNote', filename: 'note.webm', content: voiceNote }] : []),
  ];
  const { payload, headers } = multipartForm(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/courses/${course.id}/lessons/${lessonId}/practical-submissions`,
    headers: { ...user.headers, ...headers },
    payload,
  });
}
const data = (response: { json: <T>() => T }) => response.json<{ data: PracticalSubmission }>().data;

/** The names of the files the media store keeps for practicals (a folder on PGlite, the database on PostgreSQL). */
async function storedFiles(): Promise<string[]> {
  const { keys, strayChunks } = await storedMedia(t.database.db, mediaDir);
  expect(strayChunks).toBe(0);
  return keys.filter((key) => key.startsWith('practicals/')).map((key) => key.split('/').pop() ?? key);
}
const rowsOf = async (userId: string) =>
  (await t.database.db.select().from(practicalSubmissions).where(eq(practicalSubmissions.userId, userId))).length;

describe('sending a field practical', () => {
  let sent: PracticalSubmission;
  let owner: SignedInUser;
  let photoWithExif: Buffer;

  beforeAll(async () => {
    owner = await learner();
    photoWithExif = withExif(await jpegPhoto(101, { width: 2400, height: 1800 }), {
      takenAt: exifTime(minutesFromNow(-20)),
      latitude: WELL.lat,
      longitude: WELL.lon,
    });
    const response = await submit(owner, { photos: [photoWithExif, await pngPhoto(102)], voiceNote: voice });
    expect(response.statusCode, response.body).toBe(201);
    sent = data(response);
  }, 60_000);

  it('stores the photos as JPEG copies and thumbnails, keeping what their EXIF said as data', async () => {
    expect(sent.state).toBe('submitted');
    expect(sent.version).toBe(1);
    expect(sent.feedback).toBeNull();
    expect(sent.photos).toHaveLength(2);
    const [first, second] = sent.photos;
    expect(first).toMatchObject({ position: 0, width: 1600, height: 1200 });
    expect(first!.exif.latitude).toBeCloseTo(WELL.lat, 4);
    expect(first!.exif.longitude).toBeCloseTo(WELL.lon, 4);
    expect(Math.abs(Date.parse(first!.exif.takenAt!) - minutesFromNow(-20).getTime())).toBeLessThan(120_000);
    expect(second).toMatchObject({ position: 1, width: 480, height: 360, exif: { takenAt: null, latitude: null, longitude: null } });
    expect(sent.voiceNote).toMatchObject({ contentType: 'audio/ogg; codecs=opus' });
    expect(sent.voiceNote!.durationSeconds).toBeGreaterThan(2.5);
    expect(sent.voiceNote!.durationSeconds).toBeLessThan(3.5);
    expect(sent.numbers).toEqual([{ id: 'depth', value: 12.5 }]);
    // Two copies of each photo and the voice note, in the media folder the refusals below check.
    expect((await storedFiles()).filter((name) => sent.photos.some((photo) => name.startsWith(photo.id)))).toHaveLength(4);
    expect(await storedFiles()).toContain('voice-note.opus');
  });

  it('serves the photo with no EXIF or other metadata, and its thumbnail, to the learner who sent it', async () => {
    const photo = await t.app.inject({ method: 'GET', url: `/api${sent.photos[0]!.url}`, headers: owner.headers });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    // No APP1 segment at all (EXIF and XMP live there), and the sent photo's GPS bytes are not in it.
    expect(photo.rawPayload.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(photoWithExif.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);

    const thumbnail = await t.app.inject({ method: 'GET', url: `/api${sent.photos[0]!.thumbnailUrl}`, headers: owner.headers });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });

    const note = await t.app.inject({ method: 'GET', url: `/api${sent.voiceNote!.url}`, headers: owner.headers });
    expect(note.statusCode).toBe(200);
    expect(note.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(note.rawPayload.includes(Buffer.from('OpusHead', 'latin1'))).toBe(true);
  });

  it("serves the files to administrators and the learner's organization's managers only (404 for anyone else)", async () => {
    const organizationId = (await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: owner.headers })).json<{
      data: { organizationId: string | null };
    }>().data.organizationId;
    const withOrganization = await learner({ role: 'USER' });
    const managerOfAnother = await buildSignedInUser(t.app, { role: 'ORGANIZATION' });
    const admin = await buildSignedInUser(t.app, { role: 'ADMIN' });
    const url = `/api${sent.photos[1]!.url}`;
    const status = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url, headers })).statusCode;
    expect(await status(admin.headers)).toBe(200);
    expect(await status(withOrganization.headers)).toBe(404);
    expect(await status(managerOfAnother.headers)).toBe(404);
    expect(await status({})).toBe(401);
    expect(organizationId).toBeNull();
    // A learner of an organization: that organization's manager sees the files, another's does not.
    const manager = await buildSignedInUser(t.app, { role: 'ORGANIZATION' });
    const member = await learner({ organizationId: manager.organizationId });
    const theirs = await submit(member, { photos: [await jpegPhoto(150), await jpegPhoto(151)] });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const theirUrl = `/api${data(theirs).photos[0]!.url}`;
    expect((await t.app.inject({ method: 'GET', url: theirUrl, headers: manager.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: theirUrl, headers: managerOfAnother.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: theirUrl, headers: owner.headers })).statusCode).toBe(404);
  });

  it('answers a repeat with the same idempotency key with the first submission, and lists the learner’s own', async () => {
    const again = await submit(owner, {
      submission: fields({ idempotencyKey: sent.idempotencyKey }),
      photos: [await jpegPhoto(103), await jpegPhoto(104)],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(data(again).id).toBe(sent.id);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/${course.id}/lessons/${lessonId}/practical-submissions`,
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(200);
    const { submissions } = list.json<{ data: PracticalSubmissionList }>().data;
    expect(submissions.map((submission) => [submission.id, submission.state])).toEqual([[sent.id, 'submitted']]);
  });
});

describe('signals', () => {
  it('compares the place with the accuracy and the area asked', async () => {
    const user = await learner();
    const inside = data(await submit(user, { photos: [await jpegPhoto(201), await jpegPhoto(202)] }));
    expect(inside.signals.place).toMatchObject({ status: 'ok', accuracyMetres: 12, neededMetres: 50, inArea: true, metresOutside: null });
    // Another learner: one submission of a practical waits for review at a time.
    const far = await submit(await learner(), {
      submission: fields({
        place: { latitude: WELL.lat + 0.01, longitude: WELL.lon, accuracyMetres: 80, capturedAt: new Date().toISOString() },
      }),
      photos: [await jpegPhoto(203), await jpegPhoto(204)],
    });
    expect(far.statusCode, far.body).toBe(201);
    const signals = data(far).signals;
    expect(signals.place).toMatchObject({ status: 'inaccurate', inArea: false });
    expect(signals.place.metresOutside).toBeGreaterThan(850);
    expect(signals.place.metresOutside).toBeLessThan(960);
    expect(signals.flags).toEqual(expect.arrayContaining(['place-inaccurate', 'outside-area']));
  });

  it("judges a photo's EXIF time on the server's clock, however wrong the phone's clock is", async () => {
    const user = await learner();
    // The phone's clock is an hour fast: every time it reports, its photos' times included, is an hour ahead.
    const ahead = 60;
    const photo = withExif(await jpegPhoto(301), { takenAt: exifTime(minutesFromNow(ahead - 15)) });
    const old = withExif(await jpegPhoto(302), { takenAt: exifTime(minutesFromNow(ahead - 3 * 24 * 60)) });
    const response = await submit(user, {
      submission: fields({ submittedAt: minutesFromNow(ahead - 5).toISOString(), sentAt: minutesFromNow(ahead).toISOString() }),
      photos: [photo, old],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { time, flags } = data(response).signals;
    expect(time.phoneClockAheadSeconds).toBeGreaterThan(3590);
    expect(time.phoneClockAheadSeconds).toBeLessThan(3610);
    expect(time.photos.map((item) => item.status)).toEqual(['ok', 'taken-long-before']);
    expect(time.photos[0]!.minutesBeforeSubmission).toBeCloseTo(10, 0);
    expect(Math.abs(Date.parse(time.submittedAt) - minutesFromNow(-5).getTime())).toBeLessThan(60_000);
    expect(flags).toContain('photo-taken-long-before');
    const after = withExif(await jpegPhoto(303), { takenAt: exifTime(minutesFromNow(30)) });
    const late = data(await submit(await learner(), { photos: [after, await jpegPhoto(304)] }));
    expect(late.signals.time.photos[0]!.status).toBe('taken-after-submission');
  });

  it('names a photo seen before: the same copy, or a near-same picture', async () => {
    const first = await learner();
    const original = await jpegPhoto(401, { width: 1200, height: 900 });
    expect((await submit(first, { photos: [original, await jpegPhoto(402)] })).statusCode).toBe(201);

    const copier = await learner();
    const identical = data(await submit(copier, { photos: [await jpegPhoto(403), original] }));
    expect(identical.signals.duplicatePhotos).toEqual([
      { photoId: identical.photos[1]!.id, match: 'identical', hammingDistance: 0, sameLearner: false },
    ]);
    expect(identical.signals.flags).toContain('photo-seen-before');

    const shrunk = await sharp(original).resize({ width: 700 }).jpeg({ quality: 45 }).toBuffer();
    const similar = data(await submit(await learner(), { photos: [shrunk, await jpegPhoto(404)] }));
    expect(similar.signals.duplicatePhotos).toHaveLength(1);
    expect(similar.signals.duplicatePhotos[0]).toMatchObject({ photoId: similar.photos[0]!.id, match: 'similar' });
    expect(similar.signals.duplicatePhotos[0]!.hammingDistance).toBeLessThanOrEqual(6);

    const fresh = data(await submit(await learner(), { photos: [await jpegPhoto(405), await jpegPhoto(406)] }));
    expect(fresh.signals.duplicatePhotos).toEqual([]);
    expect(fresh.signals.flags).not.toContain('photo-seen-before');
  });

  it('names other learners at the same spot within minutes', async () => {
    const spot = { latitude: WELL.lat - 0.001, longitude: WELL.lon + 0.001 };
    const place = (metresNorth: number, minutesAgo: number) => ({
      ...spot,
      latitude: spot.latitude + metresNorth / 111_195,
      accuracyMetres: 10,
      capturedAt: minutesFromNow(-minutesAgo).toISOString(),
    });
    const first = data(
      await submit(await learner(), { submission: fields({ place: place(0, 8) }), photos: [await jpegPhoto(501), await jpegPhoto(502)] }),
    );
    expect(first.signals.nearbySubmissions).toEqual({ count: 0, nearestMetres: null });
    const second = data(
      await submit(await learner(), { submission: fields({ place: place(30, 2) }), photos: [await jpegPhoto(503), await jpegPhoto(504)] }),
    );
    expect(second.signals.nearbySubmissions).toEqual({ count: 1, nearestMetres: 30 });
    expect(second.signals.flags).toContain('learners-nearby');
    // 80 m away, or at the same spot 30 minutes later: nobody near.
    const farther = data(
      await submit(await learner(), { submission: fields({ place: place(110, 2) }), photos: [await jpegPhoto(505), await jpegPhoto(506)] }),
    );
    expect(farther.signals.nearbySubmissions.count).toBe(0);
    const later = await submit(await learner(), {
      submission: fields({ place: { ...place(0, 0), capturedAt: minutesFromNow(30).toISOString() } }),
      photos: [await jpegPhoto(507), await jpegPhoto(508)],
    });
    expect(data(later).signals.nearbySubmissions.count).toBe(0);
  });
});

describe('refusals', () => {
  /** Sends a submission that must be refused, and checks that nothing of it was kept. */
  async function refused(input: Parameters<typeof submit>[1], status: number, errorCode: string) {
    const user = await learner();
    const before = (await storedFiles()).length;
    const response = await submit(user, input);
    expect(response.statusCode, response.body).toBe(status);
    const answer = response.json<{ errorCode: string; message: string; errors?: Record<string, string> }>();
    expect(answer.errorCode).toBe(errorCode);
    expect(await rowsOf(user.id)).toBe(0);
    expect((await storedFiles()).length).toBe(before);
    return answer;
  }

  it('refuses a file that is not a picture by its content, whatever its name says (415)', async () => {
    const answer = await refused(
      { photos: [await jpegPhoto(601), { filename: 'well.jpg', content: Buffer.from('#!/bin/sh\necho not a photo\n') }] },
      415,
      'PHOTO_NOT_A_PICTURE',
    );
    expect(answer.message).toMatch(/Photo 2: this is not a JPEG, PNG or WebP picture/);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(64)]);
    expect((await refused({ photos: [heic, await jpegPhoto(602)] }, 415, 'PHOTO_NOT_A_PICTURE')).message).toMatch(/HEIC/);
  });

  it('refuses a photo over 5 MB before decoding it, and one over 16 megapixels (413)', async () => {
    const large = Buffer.concat([await jpegPhoto(603), Buffer.alloc(5 * 1024 * 1024)]);
    await refused({ photos: [large, await jpegPhoto(604)] }, 413, 'PHOTO_TOO_LARGE');
    const huge = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#808080' } })
      .jpeg({ quality: 20 })
      .toBuffer();
    await refused({ photos: [huge, await jpegPhoto(605)] }, 413, 'IMAGE_TOO_MANY_PIXELS');
  });

  it('refuses numbers out of range, too few photos and a missing place, saying which field (400)', async () => {
    const photos = [await jpegPhoto(606), await jpegPhoto(607)];
    const range = await refused({ submission: fields({ numbers: [{ id: 'depth', value: 75 }] }), photos }, 400, 'PRACTICAL_INCOMPLETE');
    expect(range.errors).toEqual({ 'submission.numbers.depth': 'Depth to water must be 0 to 60 m.' });
    const few = await refused({ photos: [photos[0]!] }, 400, 'PRACTICAL_INCOMPLETE');
    expect(few.errors).toEqual({ photo: 'Send 2 to 3 photos.' });
    const nowhere = await refused({ submission: fields({ place: null, numbers: [] }), photos }, 400, 'PRACTICAL_INCOMPLETE');
    expect(Object.keys(nowhere.errors ?? {}).sort()).toEqual(['submission.numbers.depth', 'submission.place']);
    const malformed = await refused(
      { submission: fields({ sentAt: 'yesterday', place: { latitude: 95 } }), photos },
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(malformed.errors ?? {})).toEqual(expect.arrayContaining(['submission.sentAt', 'submission.place.latitude']));
    await refused({ submission: '{not json', photos }, 400, 'MALFORMED_JSON');
  });

  it('refuses a voice note that is not sound (415) or longer than two minutes (413)', async () => {
    const photos = [await jpegPhoto(608), await jpegPhoto(609)];
    await refused({ photos, voiceNote: Buffer.from('RIFF\0\0\0\0WAVEjunk that is no sound at all') }, 415, 'VOICE_NOTE_NOT_AUDIO');
    await refused({ photos, voiceNote: Buffer.from('just text') }, 415, 'VOICE_NOTE_NOT_AUDIO');
    const long = await refused({ photos, voiceNote: longVoice }, 413, 'VOICE_NOTE_TOO_LONG');
    expect(long.message).toMatch(/longer than 120 seconds/);
  }, 60_000);

  it('keeps nothing when the database refuses the rows: the files stored before them are removed', async () => {
    const db = t.database.db;
    await db.execute(
      sql`create function refuse_practical_photo() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_practical_photo before insert on practical_photos for each row execute function refuse_practical_photo()`,
    );
    try {
      const user = await learner();
      const before = (await storedFiles()).length;
      const response = await submit(user, { photos: [await jpegPhoto(610), await jpegPhoto(611)], voiceNote: voice });
      expect(response.statusCode).toBe(500);
      expect(await rowsOf(user.id)).toBe(0);
      expect((await storedFiles()).length).toBe(before);
    } finally {
      await db.execute(sql`drop trigger refuse_practical_photo on practical_photos`);
      await db.execute(sql`drop function refuse_practical_photo()`);
    }
  });

  it('refuses learners who may not send: not enrolled (403), the lesson locked (403), another kind (400), an unknown course (404)', async () => {
    const photos = [await jpegPhoto(612), await jpegPhoto(613)];
    const outsider = await buildSignedInUser(t.app);
    expect((await submit(outsider, { photos })).statusCode).toBe(403);
    const user = await learner();
    const send = (courseId: string, lesson: string) => {
      const { payload, headers } = multipartForm([{ name: 'submission', value: JSON.stringify(fields()) }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/courses/${courseId}/lessons/${lesson}/practical-submissions`,
        headers: { ...user.headers, ...headers },
        payload,
      });
    };
    expect((await send(course.id, course.lessons[1]!.id)).statusCode).toBe(403);
    const later = await buildCourse(t.app, { modules: [['text', 'practical']] });
    await buildEnrolment(t.app, user, later);
    expect((await send(later.id, later.lessons[0]!.id)).statusCode).toBe(400);
    expect((await send(later.id, later.lessons[1]!.id)).json<{ errorCode: string }>().errorCode).toBe('LESSON_LOCKED');
    expect((await send('00000000-0000-4000-8000-000000000000', lessonId)).statusCode).toBe(404);
    const draft = await buildCourse(t.app, { status: 'draft', modules: [['practical']] });
    expect((await send(draft.id, draft.lessons[0]!.id)).statusCode).toBe(404);
  });
});
