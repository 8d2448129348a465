import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateVerification, CourseLms, PracticalReview, PracticalReviewQueue } from '@jal/contracts';
import { practicalSubmissions } from '../db/schema.js';
import { body } from '../test/body.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../test/test-app.js';
import { reviewExamplePractical } from '../modules/practicals/test-helpers.js';
import { DEMO_PASSWORD } from './accounts.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoBatches } from './demo-batches.js';
import { DEMO_SUBMISSIONS, GROUNDWATER_COURSE, seedDemoPracticals } from './demo-practicals.js';
import { WELL_PRACTICAL } from './well-practical.js';

let t: TestApp;
let trainer: Record<string, string>;
let seededIn: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoActivity(t.database.db);
  await seedDemoBatches(t.database.db);
  const started = performance.now();
  expect(await seedDemoPracticals(t.app)).toBe(2);
  seededIn = performance.now() - started;
  trainer = bearer(await signInAs(t.app, 'trainer@jalshiksha.org', DEMO_PASSWORD));
}, 120_000);
afterAll(async () => t?.close());

const get = <T>(url: string, headers: Record<string, string>) => t.app.inject({ url: `/api${url}`, headers }).then((r) => body<T>(r).data);
const queue = () => get<PracticalReviewQueue>('/v1/practical-reviews', trainer);
const learnerHeaders = (email: string) => signInAs(t.app, email, DEMO_PASSWORD).then(bearer);

describe("the demo's field practical", () => {
  it('is the last lesson of the groundwater course, in English and Hindi', async () => {
    const headers = await learnerHeaders(DEMO_SUBMISSIONS[0]!.email);
    const lms = await get<CourseLms>(`/v1/courses/${GROUNDWATER_COURSE}/lms`, headers);
    const last = lms.modules.at(-1)!.lessons.at(-1)!;
    expect(last).toMatchObject({ kind: 'practical', title: "Measure an open well's water level" });
    expect(last.titleTranslations).toMatchObject({ hi: 'खुले कुएँ का जल स्तर मापें' });
  });

  it("waits in the trainer's queue twice, oldest first: one clean, one with signals", async () => {
    const { items } = await queue();
    expect(items.map((item) => item.learner.name)).toEqual(['Ramesh Kushwaha', 'Sunita Prajapati']);
    const [clean, flagged] = items;
    expect(clean).toMatchObject({ state: 'submitted', photoCount: 2, hasVoiceNote: false, flags: [] });
    expect(flagged!.flags).toEqual(expect.arrayContaining(['outside-area', 'photo-seen-before']));
    expect(flagged!.lesson.title).toBe(WELL_PRACTICAL.title.en);

    const detail = await get<PracticalReview>(`/v1/practical-reviews/${flagged!.id}`, trainer);
    expect(detail.submission.signals.place).toMatchObject({ status: 'ok', inArea: false });
    expect(detail.submission.signals.place.metresOutside).toBeGreaterThan(1000);
    expect(detail.submission.signals.duplicateOf).toEqual([expect.objectContaining({ otherSubmissionId: clean!.id })]);
    expect(detail.submission.numbers).toEqual([{ id: 'depth', value: 9.2 }]);
  });

  it("stored its photos as a phone's are: re-encoded JPEGs and thumbnails without EXIF, what the EXIF said kept as data", async () => {
    const { items } = await queue();
    const detail = await get<PracticalReview>(`/v1/practical-reviews/${items[0]!.id}`, trainer);
    for (const photo of detail.submission.photos) {
      expect(photo.exif.takenAt).not.toBeNull();
      expect(photo.exif.latitude).toBeCloseTo(DEMO_SUBMISSIONS[0]!.place.latitude, 4);
      for (const url of [photo.url, photo.thumbnailUrl]) {
        const file = await t.app.inject({ url: `/api${url}`, headers: trainer });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/jpeg');
        const metadata = await sharp(file.rawPayload).metadata();
        expect(metadata.format).toBe('jpeg');
        expect(metadata.exif).toBeUndefined();
        if (url === photo.thumbnailUrl) expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(320);
      }
    }
  });

  it('leaves both learners short of the practical: not completed, no certificate, everything before it done', async () => {
    for (const plan of DEMO_SUBMISSIONS) {
      const lms = await get<CourseLms>(`/v1/courses/${GROUNDWATER_COURSE}/lms`, await learnerHeaders(plan.email));
      const states = lms.modules.flatMap((module) => module.lessons.map((lesson) => lesson.state));
      expect(states.slice(0, -1).every((state) => state === 'completed')).toBe(true);
      expect(states.at(-1)).not.toBe('completed');
      expect(lms.certificate).toBeNull();
    }
  });

  it('adds nothing when seeded again', async () => {
    expect(await seedDemoPracticals(t.app)).toBe(0);
    const rows = await t.database.db
      .select({ id: practicalSubmissions.id })
      .from(practicalSubmissions)
      .where(
        inArray(
          practicalSubmissions.idempotencyKey,
          DEMO_SUBMISSIONS.map((plan) => plan.key),
        ),
      );
    expect(rows).toHaveLength(2);
    expect((await queue()).items).toHaveLength(2);
  });

  it("completes the course when the trainer accepts Ramesh's, with a certificate listing the practical", async () => {
    const { items } = await queue();
    const reviewed = await reviewExamplePractical(t.app, trainer, items[0]!.id, 'accepted');
    expect(reviewed.review).toMatchObject({ outcome: 'accepted', score: 5 });
    const lms = await get<CourseLms>(`/v1/courses/${GROUNDWATER_COURSE}/lms`, await learnerHeaders(DEMO_SUBMISSIONS[0]!.email));
    expect(lms.progress.percent).toBe(100);
    const verification = await get<CertificateVerification>(`/v1/certificates/${lms.certificate!.code}`, {});
    expect(verification.practicals).toEqual([
      {
        title: WELL_PRACTICAL.title.en,
        titleTranslations: { en: WELL_PRACTICAL.title.en, hi: WELL_PRACTICAL.title.hi },
        acceptedAt: reviewed.review!.reviewedAt,
      },
    ]);
  });

  it('is quick to seed: two submissions with their photos in a few seconds', () => {
    // Drawing four photos and storing two submissions; the bound leaves room for a loaded machine.
    expect(seededIn).toBeLessThan(20_000);
  });
});
