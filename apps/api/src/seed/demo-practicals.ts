import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { practicalSubmissionFields } from '@jal/contracts';
import type { Db } from '../db/client.js';
import { enrolments, lessonProgress } from '../db/schema.js';
import type { ChangeFeed } from '../lib/change-feed.js';
import type { MediaStore } from '../lib/media-store.js';
import type { PublicCache } from '../lib/public-cache.js';
import { enrol, learningDeps, type CourseOutline } from '../modules/learning/service.js';
import { openPractical, storeSubmission, type ReceivedSubmission } from '../modules/practicals/service.js';
import { findUserByEmail } from '../modules/users/service.js';
import { DEMO_ACTIVITY_LEARNERS } from './demo-activity.js';
import { tapePhoto, wellPhoto, type PhotoExif } from './demo-practical-photos.js';
import { PARICHHA, WELL_PRACTICAL, WELL_PRACTICAL_IDS } from './well-practical.js';

export const GROUNDWATER_COURSE = 'groundwater-recharge-and-well-monitoring';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const IST_MS = 330 * 60 * 1000;

/** What a submission of the demo says: who, when, where, what they measured, and which pictures. */
type DemoSubmission = {
  email: string;
  /** The idempotency key, the learner's own: seeding again finds the submission rather than adding one. */
  key: string;
  daysAgo: number;
  place: { latitude: number; longitude: number; accuracyMetres: number };
  depthMetres: number;
  /** The well's scene, and whose tape photo it sends (its own, or one another learner sent). */
  wellVariant: number;
  tapeFrom: 'own' | 'first';
};

const [RAMESH, SUNITA] = DEMO_ACTIVITY_LEARNERS;

/**
 * Two demo learners of the demo organization sent the groundwater course's field practical and
 * wait for the trainer's review. Ramesh's is clean: at a well in Parichha, measured well, photos
 * taken minutes before sending. Sunita's carries signals: her place is kilometres outside the
 * area, and her photo of the tape is the very photo Ramesh sent two days earlier.
 */
export const DEMO_SUBMISSIONS: DemoSubmission[] = [
  {
    email: RAMESH!.email,
    key: 'demo-well-practical-ramesh',
    daysAgo: 3,
    place: { latitude: PARICHHA.latitude + 0.004, longitude: PARICHHA.longitude - 0.003, accuracyMetres: 8 },
    depthMetres: 11.6,
    wellVariant: 0,
    tapeFrom: 'own',
  },
  {
    email: SUNITA!.email,
    key: 'demo-well-practical-sunita',
    daysAgo: 1,
    place: { latitude: 25.4801, longitude: 78.7205, accuracyMetres: 15 },
    depthMetres: 9.2,
    wellVariant: 1,
    tapeFrom: 'first',
  },
];

/** What the seed needs of the app: its database and media store, and what the learning services read through. */
export type DemoPracticalSource = { db: Db; mediaStore: MediaStore; publicCache: PublicCache; changeFeed: ChangeFeed; now: () => Date };

/** The camera's wall clock in India for a moment: `YYYY:MM:DD HH:MM:SS`. */
const cameraTime = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');

/** Ten to eleven in the morning in India, `days` before `now`: when a field worker is at a well. */
function morningOf(now: Date, days: number, minutes: number) {
  const day = new Date(now.getTime() - days * DAY_MS + IST_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10, minutes) - IST_MS);
}

/**
 * The learner enrolled in the course with every lesson before the practical done, days before
 * sending it, so the practical is open (and the course not complete: only the review completes
 * it). Written as the demo's activity writes its progress.
 */
async function readyForThePractical(db: Db, outline: CourseOutline, userId: string, practicalId: string, doneAt: Date) {
  const before = outline.lessons.slice(
    0,
    outline.lessons.findIndex((lesson) => lesson.id === practicalId),
  );
  if (before.length > 0)
    await db
      .insert(lessonProgress)
      .values(
        before.map((lesson) => ({
          userId,
          lessonId: lesson.id,
          courseId: outline.course.id,
          status: 'completed' as const,
          completedAt: doneAt,
          updatedAt: doneAt,
        })),
      )
      .onConflictDoNothing();
  // Enrolled before the lessons were done, however recently the batch enrolled them.
  const enrolledAt = new Date(doneAt.getTime() - 2 * DAY_MS);
  await db
    .update(enrolments)
    .set({ currentLessonId: practicalId, enrolledAt: sql`least(${enrolments.enrolledAt}, ${enrolledAt.toISOString()}::timestamptz)` })
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, outline.course.id)));
}

/**
 * The demo's two practical submissions, through the same storing path as a learner's phone (the
 * photos re-encoded without their EXIF, thumbnails made, signals computed). Runs after the app is
 * built (it needs its media store), once the demo activity and batches are seeded. Adds nothing
 * twice: each submission has its idempotency key. Skips a learner who is gone, or who already
 * completed the practical or holds the course's certificate; skips everything when the course or
 * its practical is not there (a database seeded before the practical was added to the course).
 */
export async function seedDemoPracticals(app: DemoPracticalSource, now = new Date()): Promise<number> {
  const learning = learningDeps(app);
  const outline = await learning.outline(GROUNDWATER_COURSE).catch(() => null);
  const practical = outline?.lessons.find((lesson) => lesson.kind === 'practical' && lesson.title === WELL_PRACTICAL.title.en);
  if (!outline || !practical) return 0;

  let stored = 0;
  let firstTape: Buffer | null = null;
  for (const plan of DEMO_SUBMISSIONS) {
    const user = await findUserByEmail(app.db, plan.email);
    if (!user) continue;
    const { lms } = await enrol(learning, user, outline.course.id);
    const lessonState = lms.modules.flatMap((module) => module.lessons).find((lesson) => lesson.id === practical.id)?.state;
    if (lms.certificate || lessonState === 'completed') continue;

    const submittedAt = morningOf(now, plan.daysAgo, 40);
    await readyForThePractical(app.db, outline, user.id, practical.id, new Date(submittedAt.getTime() - 5 * DAY_MS));
    learning.states.forget(user.id, outline.course.id);

    const placeAt = new Date(submittedAt.getTime() - 25 * 60_000);
    const exif = (minutesBefore: number): PhotoExif => ({
      takenAt: cameraTime(new Date(submittedAt.getTime() - minutesBefore * 60_000)),
      ...plan.place,
    });
    const well = await wellPhoto(plan.wellVariant, exif(20));
    const tape: Buffer = plan.tapeFrom === 'first' && firstTape ? firstTape : await tapePhoto(plan.wellVariant, exif(15));
    firstTape ??= tape;
    // Sent from the field an hour and a half later, when the phone found a network; its clock is right.
    const receivedAt = new Date(submittedAt.getTime() + 1.5 * HOUR_MS);
    const receive = async (folder: string): Promise<ReceivedSubmission> => {
      const photos = [join(folder, 'upload-photo-1'), join(folder, 'upload-photo-2')];
      await writeFile(photos[0]!, well);
      await writeFile(photos[1]!, tape);
      const fields = practicalSubmissionFields.parse({
        idempotencyKey: plan.key,
        submittedAt: submittedAt.toISOString(),
        sentAt: receivedAt.toISOString(),
        timeZoneOffsetMinutes: 330,
        place: { ...plan.place, capturedAt: placeAt.toISOString() },
        numbers: [{ id: WELL_PRACTICAL_IDS.depth, value: plan.depthMetres }],
      });
      return { fields, photos, voiceNote: null };
    };
    const deps = { db: app.db, store: app.mediaStore, learning, now: () => receivedAt };
    const opened = await openPractical(deps, user, outline.course.id, practical.id);
    const { created } = await storeSubmission(deps, user, opened, receive);
    if (created) stored += 1;
  }
  return stored;
}
